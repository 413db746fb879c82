// Shared by infra/app.ts and the infra tests, so both build the stack the same way from context.
import type { App } from 'aws-cdk-lib';
import { MarketplaceStack } from './marketplace-stack';
import { stageSettings } from './stage-settings';

export function buildMarketplace(app: App): MarketplaceStack {
  const settings = stageSettings({
    stage: app.node.tryGetContext('stage'),
    senderEmail: app.node.tryGetContext('senderEmail'),
  });
  return new MarketplaceStack(app, `Marketplace-${settings.stage}`, {
    settings,
    description: `Dumpster rental marketplace (${settings.stage})`,
    tags: { app: 'dumpster-marketplace', stage: settings.stage },
  });
}
