// esbuild settings shared by every domain Lambda. The US ZIP table (functions/platform/zip-table, about
// 1.8 MB of text made from the ZIP data packages at synth time) stays out of the bundle (which must
// stay small for cold starts) and is copied beside it, only for bundles that read it. The Stripe
// library (~240 KB minified) likewise: the payment port imports it lazily, so only requests that
// touch payments load it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { ensureZipTable } from '../../functions/platform/zip-table/build-zip-table';
import { ZIP_TABLE_PATH } from '../../functions/platform/zip-table/zip-table-format';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const STRIPE_PACKAGE = 'stripe';

/** Copies Stripe's ESM build (JavaScript only, no typings or maps) beside a bundle that imports it. */
const copyStripeBeside = (inputDir: string, outputDir: string) =>
  `if grep -q '"${STRIPE_PACKAGE}"' "${outputDir}/index.mjs"; then ` +
  `mkdir -p "${outputDir}/node_modules/${STRIPE_PACKAGE}" && ` +
  `cp "${inputDir}/node_modules/${STRIPE_PACKAGE}/package.json" "${inputDir}/node_modules/${STRIPE_PACKAGE}/LICENSE" "${outputDir}/node_modules/${STRIPE_PACKAGE}/" && ` +
  `(cd "${inputDir}/node_modules/${STRIPE_PACKAGE}" && find esm \\( -name '*.js' -o -name package.json \\) -exec cp --parents {} "${outputDir}/node_modules/${STRIPE_PACKAGE}/" \\;); fi`;

/**
 * Copies the ZIP table beside a bundle that reads it (zip-directory.ts names its path), making the
 * table first if it is missing or stale: a fresh clone synthesizes without a step of its own.
 */
function copyZipTableBeside(outputDir: string): string {
  const table = ensureZipTable();
  const target = path.join(outputDir, path.dirname(ZIP_TABLE_PATH));
  return `if grep -q '${path.basename(ZIP_TABLE_PATH)}' "${outputDir}/index.mjs"; then mkdir -p "${target}" && cp "${table}" "${target}/"; fi`;
}

export function domainBundling(): nodejs.BundlingOptions {
  return {
    format: nodejs.OutputFormat.ESM,
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    target: 'node22',
    mainFields: ['module', 'main'],
    // Some CommonJS dependencies call require(); ESM output has none unless we provide it.
    banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
    // The AWS SDK is bundled, although the Lambda runtime provides one: loading the runtime's copy
    // resolves and compiles a few hundred CommonJS files on every cold start (about 100 ms of the
    // catalog's import), where the bundled, tree-shaken ESM is one file (docs/PERFORMANCE.md).
    externalModules: [STRIPE_PACKAGE],
    forceDockerBundling: false,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => [
        copyZipTableBeside(outputDir),
        copyStripeBeside(inputDir, outputDir),
      ],
    },
  };
}

/**
 * What every Lambda of ours shares: its entry file (from the project root, e.g.
 * 'functions/sms/index.ts'), Node 24 on ARM, and the bundling above.
 */
export function functionCode(entry: string) {
  return {
    entry: `${PROJECT_ROOT}${entry}`,
    handler: 'handler',
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
    runtime: lambda.Runtime.NODEJS_24_X,
    architecture: lambda.Architecture.ARM_64,
    bundling: domainBundling(),
  };
}
