// `npm run openapi`: writes what is derived from the API contract (shared/contract): the OpenAPI
// 3.1 document (docs/openapi.json) and the SPA's route table. `--check` writes nothing and fails
// when either differs from what the contract gives (the test suite runs the same comparison).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_ROUTES_FILE, clientRoutesSource } from './client-routes';
import { openApiDocument } from './openapi';

export const OPENAPI_FILE = 'docs/openapi.json';

const root = path.resolve(import.meta.dirname, '../..');

export async function derivedFiles(): Promise<Record<string, string>> {
  return {
    [OPENAPI_FILE]: `${JSON.stringify(await openApiDocument(), null, 2)}\n`,
    [CLIENT_ROUTES_FILE]: clientRoutesSource(),
  };
}

const read = (file: string) => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let drift = false;
  for (const [file, text] of Object.entries(await derivedFiles())) {
    if (read(file) === text) continue;
    if (check) {
      console.error(`${file} is out of date: run npm run openapi`);
      drift = true;
    } else {
      writeFileSync(path.join(root, file), text);
      console.log(`wrote ${file}`);
    }
  }
  process.exit(drift ? 1 : 0);
}
