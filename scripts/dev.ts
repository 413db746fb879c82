// `npm start`: the whole marketplace on this machine, no AWS account needed.
//   npm start                 site on http://localhost:3000 (or $PORT), data kept in .local/
//   npm start -- --reset      start from fresh sample data
//   npm start -- --assets     run the functions from the Lambda assets `cdk synth` writes, as deployed
//   LOCAL_ALLOWED_HOSTS=a,b   serve the site under these host names too (scripts/local/allowed-hosts.ts)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_SIGN_INS } from './seed/seed';
import { ALLOWED_HOSTS_VARIABLE } from './local/allowed-hosts';
import { killAllChildren } from './local/child-process';
import { startLocalStack } from './local/local-stack';
import { synthesizeAssets } from './local/asset-mode/synthesize';
import { ensureSpaBuild } from './local/spa-build';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    assets: { type: 'boolean', default: false },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm start [-- --reset] [-- --assets] [-- --port N]\n' +
      '  --reset   delete .local/ and start from fresh sample data\n' +
      '  --assets  synthesize the stack and run every function from its Lambda asset, as deployed (docs/LOCAL-STACK.md)\n' +
      '  --port    gateway port (default $PORT or 3000)\n' +
      `  ${ALLOWED_HOSTS_VARIABLE}=name,...  host names to serve besides localhost, 127.0.0.1 and [::1] (e.g. a hosts-file alias)`,
  );
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 3000);
const started = Date.now();
// Keep the console readable: the functions' JSON logs only for warnings and errors.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

try {
  await ensureSpaBuild();
  if (values.assets) synthesizeAssets(path.resolve(import.meta.dirname, '..'));
  const stack = await startLocalStack({
    functions: values.assets ? 'assets' : 'sources',
    port,
    dataDir: path.resolve(import.meta.dirname, '../.local'),
    reset: values.reset,
    logRequests: true,
    log: (line) => console.log(line),
  });
  const url = stack.url;
  console.log(`
The marketplace is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

Demo sign-ins:
${DEMO_SIGN_INS.map((signIn) => `  ${signIn.role.padEnd(9)} ${signIn.email.padEnd(24)} ${signIn.password}`).join('\n')}

Outbox (e-mails and texts sent locally): ${url}/dev/outbox
Table: ${stack.tableName} on DynamoDB Local at ${stack.endpoints.dynamodb} (for scripts/maintenance and scripts/migrations)
Functions: ${stack.functions.mode === 'assets' ? `from their Lambda assets (cdk.out); what each served: ${url}/dev/functions` : 'from their sources, in this process (--assets runs the deployable bundles)'}
Data is kept in .local/; \`npm start -- --reset\` starts afresh. Press Ctrl-C to stop.
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  killAllChildren();
  console.error(`\nThe local stack could not start:\n${error instanceof Error ? error.message : String(error)}`);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${port} is in use. Stop the other server or run: PORT=3001 npm start`);
  }
  process.exit(1);
}
