// Stripe's wire shapes, read the same way by both adapters: the Stripe API and the local payment
// sandbox both answer with Stripe Checkout Session objects and send Stripe-signed events.
import type Stripe from 'stripe';
import type { PaymentEvent, PaymentSession } from './payment-port';

/** The fields of a Checkout Session object that the marketplace reads. */
export interface StripeSessionObject {
  id: string;
  url?: string | null;
  status?: string | null;
  payment_status?: string | null;
  amount_total?: number | null;
  client_reference_id?: string | null;
  payment_intent?: string | { id: string } | null;
  metadata?: Record<string, string> | null;
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function sessionFromStripe(object: StripeSessionObject): PaymentSession {
  const intent = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
  return {
    id: object.id,
    ...(object.url ? { url: object.url } : {}),
    status: oneOf(SESSION_STATUSES, object.status, 'open'),
    paymentStatus: oneOf(PAYMENT_STATUSES, object.payment_status, 'unpaid'),
    amountTotalCents: object.amount_total ?? 0,
    ...(object.client_reference_id ? { clientReferenceId: object.client_reference_id } : {}),
    ...(intent ? { paymentIntentId: intent } : {}),
    metadata: object.metadata ?? {},
  };
}

/** The Stripe library's webhook helpers (`Stripe.webhooks`); passed in so the library loads only when payments are used. */
export type StripeWebhooks = Pick<typeof Stripe.webhooks, 'constructEvent' | 'generateTestHeaderString'>;

/**
 * Checks Stripe's signature (HMAC over timestamp and raw body, five minutes' tolerance) with the
 * Stripe library itself and reads the event. Throws when the signature does not hold.
 */
export function verifyStripeEvent(
  webhooks: StripeWebhooks,
  rawBody: string,
  signatureHeader: string,
  webhookSecret: string,
): PaymentEvent {
  const event = webhooks.constructEvent(rawBody, signatureHeader, webhookSecret) as unknown as {
    id: string;
    type: string;
    data?: { object?: { object?: string } & StripeSessionObject };
  };
  const object = event.data?.object;
  const session = object?.object === 'checkout.session' ? sessionFromStripe(object) : undefined;
  return { id: event.id, type: event.type, ...(session ? { session } : {}) };
}
