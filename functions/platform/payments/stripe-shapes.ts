// Stripe's wire shapes, read the same way by both adapters: the Stripe API and the local payment
// sandbox both answer with Stripe Checkout Session objects and send Stripe-signed events.
import type Stripe from 'stripe';
import type { PaymentCharge, PaymentDispute, PaymentEvent, PaymentSession } from './payment-port';

/** The fields of a Checkout Session object that the marketplace reads. */
export interface StripeSessionObject {
  id: string;
  url?: string | null;
  status?: string | null;
  payment_status?: string | null;
  amount_total?: number | null;
  client_reference_id?: string | null;
  payment_intent?: string | { id: string; payment_method?: string | { id: string } | null } | null;
  metadata?: Record<string, string> | null;
  customer?: string | { id: string } | null;
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** An id that Stripe sends either as a string or as the expanded object. */
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

export function sessionFromStripe(object: StripeSessionObject): PaymentSession {
  const intent = idOf(object.payment_intent);
  const customer = idOf(object.customer);
  // Only a session read with its payment intent expanded names the card.
  const paymentMethod = typeof object.payment_intent === 'object' ? idOf(object.payment_intent?.payment_method) : undefined;
  return {
    id: object.id,
    ...(object.url ? { url: object.url } : {}),
    status: oneOf(SESSION_STATUSES, object.status, 'open'),
    paymentStatus: oneOf(PAYMENT_STATUSES, object.payment_status, 'unpaid'),
    amountTotalCents: object.amount_total ?? 0,
    ...(object.client_reference_id ? { clientReferenceId: object.client_reference_id } : {}),
    ...(intent ? { paymentIntentId: intent } : {}),
    metadata: object.metadata ?? {},
    ...(customer ? { customerId: customer } : {}),
    ...(paymentMethod ? { paymentMethodId: paymentMethod } : {}),
  };
}

/** The fields of a Charge object that the marketplace reads (charge.refunded). */
export interface StripeChargeObject {
  id: string;
  amount?: number | null;
  amount_refunded?: number | null;
  refunded?: boolean | null;
  payment_intent?: string | { id: string } | null;
}

/** The fields of a Dispute object that the marketplace reads (charge.dispute.*). */
export interface StripeDisputeObject {
  id: string;
  amount?: number | null;
  charge?: string | { id: string } | null;
  payment_intent?: string | { id: string } | null;
  status?: string | null;
  reason?: string | null;
}

export function chargeFromStripe(object: StripeChargeObject): PaymentCharge {
  const intent = idOf(object.payment_intent);
  return {
    id: object.id,
    ...(intent ? { paymentIntentId: intent } : {}),
    amountCents: object.amount ?? 0,
    amountRefundedCents: object.amount_refunded ?? 0,
    refunded: object.refunded === true,
  };
}

export function disputeFromStripe(object: StripeDisputeObject): PaymentDispute {
  const charge = idOf(object.charge);
  const intent = idOf(object.payment_intent);
  return {
    id: object.id,
    ...(charge ? { chargeId: charge } : {}),
    ...(intent ? { paymentIntentId: intent } : {}),
    amountCents: object.amount ?? 0,
    status: object.status ?? '',
    reason: object.reason ?? '',
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
    data?: { object?: { object?: string } & StripeSessionObject & StripeChargeObject & StripeDisputeObject };
  };
  const object = event.data?.object;
  switch (object?.object) {
    case 'checkout.session':
      return { id: event.id, type: event.type, session: sessionFromStripe(object) };
    case 'charge':
      return { id: event.id, type: event.type, charge: chargeFromStripe(object) };
    case 'dispute':
      return { id: event.id, type: event.type, dispute: disputeFromStripe(object) };
    default:
      return { id: event.id, type: event.type };
  }
}
