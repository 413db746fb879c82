// Budget: every Lambda bundle under 300 KB minified, and its module initialisation under 150 ms in
// a fresh Node process. Bundles are built with esbuild using the options CDK passes it
// (infra/constructs/domain-bundling.ts), plus a metafile to attribute the bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { DOMAINS } from '../../shared/contract/contract';
import { domainBundling } from '../../infra/constructs/domain-bundling';
import { summarize, type LatencySummary } from './stats';
import { topContributors, type Contributor } from './contributors';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Inside the project so the bundle's external imports (@aws-sdk/*, stripe) resolve from node_modules. */
const OUT_DIR = path.join(ROOT, 'node_modules/.cache/bench-bundles');

/** Every Lambda the stack deploys: one per HTTP domain plus the SNS-subscribed ones and the search index consumer. */
const LAMBDAS = [...DOMAINS, 'sms', 'notifications', 'search-index'] as const;

export interface BundleResult {
  name: string;
  bytes: number;
  coldInit: LatencySummary;
  /** The same fresh process importing only the bundle's static external imports (the AWS SDK clients...). */
  externalsInit: LatencySummary;
  externals: string[];
  contributors: Contributor[];
}

async function buildBundle(name: string): Promise<{ file: string; bytes: number; metafile: Metafile }> {
  const options = domainBundling();
  const outdir = path.join(OUT_DIR, name);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'index.mjs');
  const result = await build({
    entryPoints: [path.join(ROOT, `functions/${name}/index.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: options.minify,
    sourcemap: options.sourceMap,
    sourcesContent: options.sourcesContent,
    target: options.target,
    mainFields: options.mainFields,
    banner: { js: options.banner! },
    external: options.externalModules,
    metafile: true,
    logLevel: 'error',
  });
  return { file: outfile, bytes: statSync(outfile).size, metafile: result.metafile };
}

/** Module initialisation of the built bundle (or of the given modules), in a fresh Node process each time. */
function coldInitOnce(file: string, modules?: string[]): number {
  const targets = modules ?? [pathToFileURL(file).href];
  // Resolved from the bundle's folder, as the bundle resolves them.
  const script =
    `import { createRequire } from 'node:module'; import { pathToFileURL } from 'node:url'; const req = createRequire(${JSON.stringify(file)}); ` +
    `const targets = ${JSON.stringify(targets)}.map((t) => t.startsWith('file:') ? t : pathToFileURL(req.resolve(t)).href); ` +
    `const t = performance.now(); for (const target of targets) await import(target); process.stdout.write(String(performance.now() - t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      STAGE: 'dev',
      TABLE_NAME: 'bench',
      UPLOADS_BUCKET: 'bench',
      USER_POOL_ID: 'us-east-1_bench',
      USER_POOL_CLIENT_ID: 'bench',
      LOG_LEVEL: 'SILENT',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      SENDER_EMAIL: 'bench@example.com',
      STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:bench',
      ORDER_EVENTS_TOPIC_ARN: 'arn:aws:sns:us-east-1:000000000000:bench',
    },
    encoding: 'utf8',
  });
  return Number(out);
}

export async function benchBundles(coldRuns = 5): Promise<BundleResult[]> {
  const results: BundleResult[] = [];
  for (const name of LAMBDAS) {
    const { file, bytes, metafile } = await buildBundle(name);
    const durations = Array.from({ length: coldRuns }, () => coldInitOnce(file));
    const output = Object.values(metafile.outputs).find((entry) => entry.entryPoint !== undefined)!;
    const externals = [...new Set(output.imports.filter((entry) => entry.external && entry.kind === 'import-statement').map((entry) => entry.path))].filter(
      (module) => !module.startsWith('node:') && module !== 'module',
    );
    const externalsInit = summarize(Array.from({ length: coldRuns }, () => coldInitOnce(file, externals)));
    const contributors = topContributors(
      Object.entries(output.inputs).map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput })),
      5,
    );
    const coldInit = summarize(durations);
    console.log(`  ${name}: ${(bytes / 1024).toFixed(0)} KB, cold init p50 ${coldInit.p50.toFixed(0)} ms (externals alone ${externalsInit.p50.toFixed(0)} ms: ${externals.join(', ')})`);
    results.push({ name, bytes, coldInit, externalsInit, externals, contributors });
  }
  return results;
}
