// `npm run smoke -- --url <site URL> [--zip 43215] [--timeout-ms 10000]`: read-only checks of a
// deployed stage (its SiteUrl output) or the local stack, printed as a table. Exit 0 only when
// every check passes (a skipped sign-in is not a failure), 1 when one fails, 2 on a usage mistake.
// SMOKE_EMAIL and SMOKE_PASSWORD name an existing user to sign in as (with SRP on a deployed
// stage, as the site signs in: scripts/smoke/site-sign-in.ts). The checks are
// scripts/smoke/run-smoke.ts, which tests/api/smoke.test.ts runs too.
import { env, exit } from 'node:process';
import { parseArgs } from 'node:util';
import { zipCodeSchema } from '../shared/schemas/zip-code';
import { DEFAULT_SMOKE_ZIP, runSmoke } from './smoke/run-smoke';
import { renderSmokeTable } from './smoke/table';

const USAGE = `Usage: npm run smoke -- --url <site URL> [--zip <ZIP>] [--timeout-ms <ms>]
  --url         the stage's SiteUrl (e.g. https://d111111abcdef8.cloudfront.net), or http://localhost:3000
  --zip         the ZIP to search (default ${DEFAULT_SMOKE_ZIP}, which the local sample data serves)
  --timeout-ms  time limit of each check (default 10000)
  SMOKE_EMAIL and SMOKE_PASSWORD (environment): an existing user to sign in as; without them the sign-in is skipped`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  exit(2);
}

let values: { url?: string; zip?: string; 'timeout-ms'?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { url: { type: 'string' }, zip: { type: 'string' }, 'timeout-ms': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  exit(0);
}

if (!values.url) usageError('--url is required.');
let url: URL;
try {
  url = new URL(values.url);
} catch {
  usageError(`--url ${values.url} is not a URL.`);
}
if (url.protocol !== 'https:' && url.protocol !== 'http:') usageError(`--url ${values.url} is not an http(s) URL.`);

const zip = zipCodeSchema.safeParse(values.zip ?? DEFAULT_SMOKE_ZIP);
if (!zip.success) usageError(`--zip ${values.zip}: ${zip.error.issues[0]?.message ?? 'not a ZIP code'}`);

const timeoutMs = values['timeout-ms'] === undefined ? undefined : Number(values['timeout-ms']);
if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) usageError(`--timeout-ms ${values['timeout-ms']} is not a whole number of milliseconds.`);

// Empty counts as unset, so `SMOKE_EMAIL= npm run smoke` turns the sign-in off.
const email = env.SMOKE_EMAIL || undefined;
const password = env.SMOKE_PASSWORD || undefined;
if (Boolean(email) !== Boolean(password)) usageError('Set both SMOKE_EMAIL and SMOKE_PASSWORD, or neither.');

const site = url.href.replace(/\/+$/, '');
console.log(`Smoke test of ${site} (ZIP ${zip.data}${email ? `, signing in as ${email}` : ''})\n`);
const rows = await runSmoke({
  url: site,
  zip: zip.data,
  timeoutMs,
  credentials: email && password ? { email, password } : undefined,
});
console.log(renderSmokeTable(rows));
exit(rows.some((row) => row.result === 'fail') ? 1 : 0);
