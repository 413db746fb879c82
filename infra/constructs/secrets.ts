// Stripe credentials live in Secrets Manager; the stack creates a placeholder that operators fill
// in after the first deploy, so no key ever sits in the repo, the template or a bundle.
import { SecretValue, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';

export interface SecretsProps {
  settings: StageSettings;
}

export class Secrets extends Construct {
  readonly stripeSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, { settings }: SecretsProps) {
    super(scope, id);

    this.stripeSecret = new secretsmanager.Secret(this, 'Stripe', {
      secretName: `${settings.namePrefix}/marketplace/stripe`,
      description: 'Stripe secret key and webhook signing secret; replace the placeholders after deploy.',
      secretObjectValue: {
        secretKey: SecretValue.unsafePlainText('sk_test_replace_me'),
        webhookSecret: SecretValue.unsafePlainText('whsec_replace_me'),
      },
      removalPolicy: settings.removalPolicy,
    });
    Validations.of(this.stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Stripe keys are rotated in the Stripe dashboard, not by a Lambda rotation function; operators update the secret then.',
    });
  }
}
