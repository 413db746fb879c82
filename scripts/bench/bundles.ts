// Budget: every Lambda bundle's own part (all but the AWS SDK it carries) under 300 KB minified,
// and its module initialisation under 150 ms in a fresh Node process. Bundles are built with
// esbuild using the options CDK passes it (infra/constructs/domain-bundling.ts), plus a metafile
// to attribute the bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { DOMAINS } from '../../shared/contract/contract';
import { domainBundling } from '../../infra/constructs/domain-bundling';
import { summarize, type LatencySummary } from './stats';
import { topContributors, type Contributor } from './contributors';
import { runtimeProvidedPackages } from '../local/asset-mode/lambda-runtime-dir';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Inside the project so the bundle's one external import (stripe, loaded lazily) resolves from node_modules. */
const OUT_DIR = path.join(ROOT, 'node_modules/.cache/bench-bundles');

/** Every Lambda the stack deploys: one per HTTP domain plus the SNS-subscribed ones and the search index consumer. */
const LAMBDAS = [...DOMAINS, 'sms', 'notifications', 'search-index'] as const;

export interface BundleResult {
  name: string;
  bytes: number;
  /** What the bundle carries of the AWS SDK (the packages the Lambda runtime would otherwise provide). */
  sdkBytes: number;
  coldInit: LatencySummary;
  contributors: Contributor[];
}

const RUNTIME_PACKAGES = runtimeProvidedPackages(path.join(ROOT, 'node_modules'));
const isSdk = (input: string) => RUNTIME_PACKAGES.some((name) => input.includes(`node_modules/${name}/`));

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

/** Module initialisation of the built bundle, in a fresh Node process each time. */
function coldInitOnce(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
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
    const inputs = Object.entries(output.inputs).map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput }));
    const sdkBytes = inputs.filter(({ input }) => isSdk(input)).reduce((sum, { bytes: count }) => sum + count, 0);
    const contributors = topContributors(
      inputs.filter(({ input }) => !isSdk(input)),
      5,
    );
    const coldInit = summarize(durations);
    console.log(`  ${name}: ${(bytes / 1024).toFixed(0)} KB (AWS SDK ${(sdkBytes / 1024).toFixed(0)} KB), cold init p50 ${coldInit.p50.toFixed(0)} ms`);
    results.push({ name, bytes, sdkBytes, coldInit, contributors });
  }
  return results;
}
