// The payment port: Stripe in AWS, the local payment sandbox on the local stack. Both speak
// Stripe's shapes (Checkout Sessions, signed webhook events, refunds), so the checkout and
// rentals services do not know which one they talk to.
interface CreateCheckoutSessionInput {
  /** Our reference for the order (Stripe's client_reference_id). */
  clientReferenceId: string;
  amountCents: number;
  currency: 'usd';
  /** One line shown on the payment page, e.g. "20 Yard dumpster rental - Buckeye Bin Rentals". */
  description: string;
  /** Prefills the payment page; without it (a booking by text) the page asks for it. */
  customerEmail?: string;
  /** Contains the literal {CHECKOUT_SESSION_ID}, replaced by the session id on return. */
  successUrl: string;
  cancelUrl: string;
  /** Everything needed to create the rental from the session alone (Stripe metadata: strings). */
  metadata: Record<string, string>;
  /** Makes retries of the same create request return the same session. */
  idempotencyKey: string;
  /** When the session stops accepting payment (Stripe's expires_at: 30 minutes to 24 hours ahead). */
  expiresAt?: Date;
  /**
   * Saves the card for charges after the booking (the final charge): Stripe's
   * payment_intent_data.setup_future_usage 'off_session', with the payment provider's customer
   * given here or made by the session.
   */
  saveCard?: { customerId?: string };
}

export interface PaymentSession {
  id: string;
  url?: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotalCents: number;
  clientReferenceId?: string;
  paymentIntentId?: string;
  metadata: Record<string, string>;
  /** The payment provider's customer the session paid as (a session saving the card always has one). */
  customerId?: string;
  /** The card the session's payment was made with, when the session was read with its payment. */
  paymentMethodId?: string;
}

/** A charge to a card saved at checkout, made without the customer present (off session). */
interface SavedCardChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  /** One charge however often the caller retries: the payment provider replays the first outcome. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** A card error (declined, authentication needed) is an outcome; anything else throws. */
export type SavedCardChargeOutcome = { outcome: 'succeeded'; paymentIntentId: string } | { outcome: 'declined'; message: string };

/** A charge as charge.refunded reports it: what was paid and what has been refunded of it in all. */
export interface PaymentCharge {
  id: string;
  /** The payment (intent) the charge belongs to; absent for charges made outside a payment intent. */
  paymentIntentId?: string;
  amountCents: number;
  /** The running total refunded so far, never the last refund alone. */
  amountRefundedCents: number;
  /** True once the whole charge is refunded. */
  refunded: boolean;
}

/** A dispute (chargeback) as charge.dispute.* events report it. */
export interface PaymentDispute {
  id: string;
  chargeId?: string;
  paymentIntentId?: string;
  amountCents: number;
  /** Stripe's dispute status: needs_response, under_review, won, lost, warning_closed, ... */
  status: string;
  reason: string;
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** For checkout.session.* events: the session as Stripe sends it. */
  session?: PaymentSession;
  /** For charge.* events about a charge (charge.refunded). */
  charge?: PaymentCharge;
  /** For charge.dispute.* events. */
  dispute?: PaymentDispute;
}

export interface PaymentPort {
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** null when no such session exists. */
  retrieveCheckoutSession(sessionId: string): Promise<PaymentSession | null>;
  /**
   * Expires an open session so it can no longer be paid (Stripe's checkout.sessions.expire):
   * 'expired' when it was open (or had expired already), 'notOpen' when it was paid meanwhile.
   */
  expireCheckoutSession(sessionId: string): Promise<'expired' | 'notOpen'>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Charges a saved card off session (Stripe: a confirmed PaymentIntent with off_session). */
  chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardChargeOutcome>;
  /** Verifies Stripe's signature over the raw body; throws when it does not hold. */
  verifyWebhookEvent(rawBody: string, signatureHeader: string): PaymentEvent;
}
