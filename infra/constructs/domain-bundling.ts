// esbuild settings shared by every domain Lambda. The zipcodes data package is ~5 MB of JS: it
// stays out of the bundle (which must stay small for cold starts) and is copied beside it, only
// for bundles that actually import it.
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';

const ZIP_DATA_PACKAGE = 'zipcodes';

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
    externalModules: ['@aws-sdk/*', ZIP_DATA_PACKAGE],
    forceDockerBundling: false,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => [
        `if grep -q '"${ZIP_DATA_PACKAGE}"' "${outputDir}/index.mjs"; then ` +
          `mkdir -p "${outputDir}/node_modules/${ZIP_DATA_PACKAGE}" && ` +
          `cp -R "${inputDir}/node_modules/${ZIP_DATA_PACKAGE}/lib" "${inputDir}/node_modules/${ZIP_DATA_PACKAGE}/package.json" ` +
          `"${inputDir}/node_modules/${ZIP_DATA_PACKAGE}/LICENSE" "${outputDir}/node_modules/${ZIP_DATA_PACKAGE}/"; fi`,
      ],
    },
  };
}
