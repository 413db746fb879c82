// `npm run bench`: performance budgets measured side by side in one run, written to
// docs/PERFORMANCE.md. `npm run bench -- --quick` skips the 10,000-provider size.
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoDbLocal } from '../local/dynamodb-local';
import { killAllChildren } from '../local/child-process';
import { startLocalStack } from '../local/local-stack';
import { benchGatewayLoad, type GatewayLoadResult } from './gateway-load';
import { benchSearchAtScale, type SearchScaleResult } from './search-by-zip';
import { ms } from './stats';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const sizes = values.quick ? [100, 1000] : [100, 1000, 10_000];

Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});

const started = Date.now();
const scale: SearchScaleResult[] = [];
const dynamodb = await startDynamoDbLocal({});
const client = new DynamoDBClient({ endpoint: dynamodb.endpoint, maxAttempts: 10 });
try {
  for (const providers of sizes) {
    console.log(`Search by ZIP with ${providers} providers`);
    // The baseline reads every profile: at the largest size a handful of runs is enough.
    scale.push(await benchSearchAtScale(client, providers, true));
  }
} finally {
  client.destroy();
  await dynamodb.child.stop();
}

console.log('Local gateway under load');
const stack = await startLocalStack({ port: 0 });
let load: GatewayLoadResult;
try {
  load = await benchGatewayLoad(stack.url);
} finally {
  await stack.stop();
  killAllChildren();
}

const smallest = scale[0];
const largest = scale[scale.length - 1];
const flatness = largest.search.p95 / smallest.search.p95;
const baselineRatio = largest.readEveryProvider ? largest.readEveryProvider.p95 / largest.search.p95 : Number.NaN;
const getItemRatio = Math.max(...scale.map((row) => row.search.p50 / row.getItem.p50));
const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');

const report = `# Performance

Measured by \`npm run bench\`${values.quick ? ' -- --quick' : ''} on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, DynamoDB Local (in memory). Total run time ${((Date.now() - started) / 1000).toFixed(0)} s.

## Provider search by ZIP

Synthetic providers, 12 per ZIP, each serving three neighbouring ZIPs; the searched ZIP has the same handful of providers at every size. "Search" is the service function the API calls (one Query of the ZIP's index items, which carry each provider's search summary). "GetItem" is the floor: one read of one profile. "Read every provider" is the design this replaces: read all provider profiles (a Query on a role index holding only profiles), then filter on the client.

| Providers | Results | Search p50 | Search p95 | GetItem p50 | Read every provider p50 | Read every provider p95 |
|---:|---:|---:|---:|---:|---:|---:|
${scale
  .map(
    (row) =>
      `| ${row.providers.toLocaleString('en-US')} | ${row.resultCount} | ${ms(row.search.p50)} | ${ms(row.search.p95)} | ${ms(row.getItem.p50)} | ${row.readEveryProvider ? ms(row.readEveryProvider.p50) : '-'} | ${row.readEveryProvider ? ms(row.readEveryProvider.p95) : '-'} |`,
  )
  .join('\n')}

| Budget | Figure | Verdict |
|---|---:|---|
| Search p95 flat from ${smallest.providers.toLocaleString('en-US')} to ${largest.providers.toLocaleString('en-US')} providers (within 1.5x) | ${flatness.toFixed(2)}x | ${verdict(flatness <= 1.5)} |
| At least 300x faster than reading every provider at p95, ${largest.providers.toLocaleString('en-US')} providers | ${baselineRatio.toFixed(0)}x | ${verdict(baselineRatio >= 300)} |
| Within 4x of one GetItem at p50 (worst size) | ${getItemRatio.toFixed(2)}x | ${verdict(getItemRatio <= 4)} |

## Local gateway under load

autocannon, ${load.connections} connections for ${load.durationSeconds} s, alternating provider search (43215, 20 yards) and ZIP lookup against the seeded local stack.

| Requests | Requests/s | p50 | p99 | Errors | Non-2xx |
|---:|---:|---:|---:|---:|---:|
| ${load.requests} | ${load.requestsPerSecond.toFixed(0)} | ${load.p50} ms | ${load.p99} ms | ${load.errors} | ${load.non2xx} |

Reproduce: \`npm run bench\` (about ${Math.ceil((Date.now() - started) / 60000)} min here; \`-- --quick\` skips 10,000 providers).
`;

writeFileSync(path.resolve(import.meta.dirname, '../../docs/PERFORMANCE.md'), report);
console.log(`\n${report}`);
process.exit(0);
