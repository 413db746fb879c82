// Builds the marketplace app the way `cdk synth` does (cdk.json context included), but fast:
// bundling is skipped unless asked for, and every build writes to its own temp folder.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildMarketplace } from '../../infra/build-marketplace';
import type { MarketplaceStack } from '../../infra/marketplace-stack';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

export interface BuiltStack {
  app: App;
  stack: MarketplaceStack;
  template: Template;
  outdir: string;
}

/**
 * Prod needs a site domain of its own (infra/stage-settings.ts: TLS 1.2 on the default certificate
 * is impossible), so a prod build here gets this one unless the test's context says otherwise.
 */
export const PROD_TEST_SITE_DOMAIN = {
  siteDomainName: 'www.dumpstermatch.example',
  siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/def',
} as const;

export function buildStack(stage: string, { bundling = false, context = {} as Record<string, unknown> } = {}): BuiltStack {
  const outdir = mkdtempSync(join(tmpdir(), `cdk-${stage}-`));
  const app = new App({
    outdir,
    builtinCloudFormationValidation: bundling,
    context: {
      ...cdkJson.context,
      ...(stage === 'prod' ? PROD_TEST_SITE_DOMAIN : {}),
      ...context,
      stage,
      // The bundled build records asset and construct paths (as the CLI does) so tests can find bundles.
      ...(bundling
        ? { 'aws:cdk:enable-asset-metadata': true, 'aws:cdk:enable-path-metadata': true }
        : { 'aws:cdk:bundling-stacks': [] }),
    },
  });
  const stack = buildMarketplace(app);
  return { app, stack, template: Template.fromStack(stack), outdir };
}

const cache = new Map<string, BuiltStack>();

/** One unbundled build per stage, shared by the tests of a file. */
export function stackFor(stage: string): BuiltStack {
  let built = cache.get(stage);
  if (!built) {
    built = buildStack(stage);
    cache.set(stage, built);
  }
  return built;
}
