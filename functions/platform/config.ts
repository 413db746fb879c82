// Runtime configuration, read once from the environment and validated.
import * as z from 'zod';
import { SITE_CONTACT } from '../../shared/constants';

const configSchema = z
  .object({
    STAGE: z.string().default('local'),
    TABLE_NAME: z.string().min(1),
    UPLOADS_BUCKET: z.string().optional(),
    /** The Cognito user pool the accounts domain administers (create, group, delete users). */
    USER_POOL_ID: z.string().optional(),
    /** The SPA's app client: public routes that take an optional sign-in check tokens against it. */
    USER_POOL_CLIENT_ID: z.string().optional(),
    AWS_REGION: z.string().optional(),
    /** The SDK's standard endpoint override (the local Cognito emulator); also the token issuer's base then. */
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: z.string().url().optional(),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    /** `aws` sends through SES and SNS; `outbox` writes every message to OUTBOX_DIR (local stack). */
    MESSAGING_MODE: z.enum(['aws', 'outbox']).default('aws'),
    OUTBOX_DIR: z.string().default('.local/outbox'),
    SENDER_EMAIL: z.string().email().default(SITE_CONTACT.noReplyEmail),
    /** `sns` publishes rental events to ORDER_EVENTS_TOPIC_ARN; `local` hands them to in-process subscribers (local stack). */
    EVENTS_MODE: z.enum(['sns', 'local']).default('sns'),
    ORDER_EVENTS_TOPIC_ARN: z.string().optional(),
    /** `stripe` talks to Stripe; `sandbox` to the local payment sandbox at PAYMENT_SANDBOX_URL (local stack). */
    PAYMENTS_MODE: z.enum(['stripe', 'sandbox']).default('stripe'),
    PAYMENT_SANDBOX_URL: z.string().url().optional(),
    /** The local payment sandbox's secret API key, which its API requires as Stripe's does. */
    PAYMENT_SANDBOX_SECRET_KEY: z.string().optional(),
    /** Stripe keys straight from the environment (local runs against Stripe test mode)... */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** ...or, in AWS, from this Secrets Manager secret: JSON {secretKey, webhookSecret}. */
    STRIPE_SECRET_ARN: z.string().optional(),
    /**
     * The Secrets Manager secret CloudFront's origin header carries (functions/platform/http/origin-verify.ts):
     * set in AWS, where the API must answer only CloudFront; absent locally, where there is no CloudFront.
     */
    ORIGIN_VERIFY_SECRET_ARN: z.string().optional(),
    /** Where payment pages send the browser back to; without it, the request's own origin. */
    SITE_URL: z.string().url().optional(),
  });
export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function getConfig(): Config {
  if (!cached) {
    const parsed = configSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/**
 * The origin secret's ARN alone, validated by the same schema: the handler chain's first step needs
 * it before anything else is read, and only it (functions/platform/http/origin-verify.ts).
 */
export function originVerifySecretArn(): string | undefined {
  return configSchema.shape.ORIGIN_VERIFY_SECRET_ARN.parse(process.env.ORIGIN_VERIFY_SECRET_ARN || undefined);
}
