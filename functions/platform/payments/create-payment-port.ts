// Picks the payment adapter from configuration: Stripe (keys from the environment, or from the
// Secrets Manager secret in AWS, read once per cold start) or the local payment sandbox.
import * as z from 'zod';
import type { Config } from '../config';
import { createLocalSandboxPayments } from './local-sandbox-payments';
import type { PaymentPort } from './payment-port';
import { createStripePayments, type StripeKeys } from './stripe-payments';

const stripeSecretSchema = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) });

async function stripeKeys(config: Config): Promise<StripeKeys> {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET };
  }
  if (!config.STRIPE_SECRET_ARN) {
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or STRIPE_SECRET_ARN, are required when PAYMENTS_MODE is stripe');
  }
  // Loaded here, once per cold start that needs payments, rather than by every cold start.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: config.STRIPE_SECRET_ARN }));
    return stripeSecretSchema.parse(JSON.parse(SecretString ?? '{}'));
  } finally {
    client.destroy();
  }
}

async function createPaymentPort(config: Config): Promise<PaymentPort> {
  // The Stripe library (about 240 KB minified) is loaded on first use, from beside the bundle
  // (see infra/constructs/domain-bundling.ts): requests that never touch payments do not pay for it.
  const { default: Stripe } = await import('stripe');
  if (config.PAYMENTS_MODE === 'sandbox') {
    if (!config.PAYMENT_SANDBOX_URL || !config.PAYMENT_SANDBOX_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'Invalid configuration: PAYMENT_SANDBOX_URL, PAYMENT_SANDBOX_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when PAYMENTS_MODE is sandbox',
      );
    }
    return createLocalSandboxPayments({
      baseUrl: config.PAYMENT_SANDBOX_URL,
      secretKey: config.PAYMENT_SANDBOX_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      webhooks: Stripe.webhooks,
    });
  }
  const keys = await stripeKeys(config);
  return createStripePayments(keys, new Stripe(keys.secretKey));
}

/** Builds the port once per process; a failed build (e.g. Secrets Manager unreachable) is retried next time. */
export function paymentPortOnce(config: () => Config): () => Promise<PaymentPort> {
  let port: Promise<PaymentPort> | undefined;
  return () => {
    port ??= createPaymentPort(config()).catch((error: unknown) => {
      port = undefined;
      throw error;
    });
    return port;
  };
}
