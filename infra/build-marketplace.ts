// Shared by infra/app.ts and the infra tests, so both build the stack the same way from context.
import type { App } from 'aws-cdk-lib';
import { MarketplaceStack } from './marketplace-stack';
import { stageSettings } from './stage-settings';

export function buildMarketplace(app: App): MarketplaceStack {
  const context = (key: string) => app.node.tryGetContext(key);
  const settings = stageSettings({
    stage: context('stage'),
    senderEmail: context('senderEmail'),
    siteDomainName: context('siteDomainName'),
    siteCertificateArn: context('siteCertificateArn'),
    apiDomainName: context('apiDomainName'),
    apiCertificateArn: context('apiCertificateArn'),
    waf: context('waf'),
    reservedConcurrency: context('reservedConcurrency'),
  });
  return new MarketplaceStack(app, `Marketplace-${settings.stage}`, {
    settings,
    description: `Dumpster rental marketplace (${settings.stage})`,
    tags: { app: 'dumpster-marketplace', stage: settings.stage },
  });
}
