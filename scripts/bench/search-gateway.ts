// Run by the search benchmark as a child process: the local gateway (HTTP parsing, routing, the
// handler chain and the catalog domain, as `npm start` serves them) over one synthetic table, so
// search through the gateway is measured at every marketplace size. A process of its own because
// the handlers read their configuration (table name, DynamoDB endpoint) once per process, as a
// Lambda does. Prints {"url": ...} once listening.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway } from '../local/gateway';
import { sourceFunctions } from '../local/marketplace-functions';
import { SITE_ROOT } from '../local/spa-build';

const gateway = await startGateway({
  port: 0,
  siteRoot: SITE_ROOT,
  // Search is public: nothing here signs in or checks a token.
  cognitoEndpoint: 'http://127.0.0.1:9',
  runtimeConfig: { stage: 'bench', region: process.env.AWS_REGION ?? 'us-east-1', userPoolId: '', userPoolClientId: '' },
  verifyJwt: async () => null,
  functions: sourceFunctions({ tableName: process.env.TABLE_NAME ?? '', siteUrl: () => undefined }),
  outboxDir: mkdtempSync(path.join(tmpdir(), 'bench-outbox-')),
});
process.stdout.write(`${JSON.stringify({ url: gateway.url })}\n`);
