// The payment port: Stripe in AWS, the local payment sandbox on the local stack. Both speak
// Stripe's shapes (Checkout Sessions, signed webhook events, refunds), so the checkout and
// rentals services do not know which one they talk to.
export interface CreateCheckoutSessionInput {
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
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** For checkout.session.* events: the session as Stripe sends it. */
  session?: PaymentSession;
}

export interface PaymentPort {
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** null when no such session exists. */
  retrieveCheckoutSession(sessionId: string): Promise<PaymentSession | null>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Verifies Stripe's signature over the raw body; throws when it does not hold. */
  verifyWebhookEvent(rawBody: string, signatureHeader: string): PaymentEvent;
}
