// The payment port over Stripe: hosted Checkout Sessions (saving the card when asked), off-session
// charges of a saved card, refunds and signed webhook events.
import type Stripe from 'stripe';
import type { PaymentPort } from './payment-port';
import { sessionFromStripe, verifyStripeEvent, type StripeSessionObject } from './stripe-shapes';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** `client` is `new Stripe(keys.secretKey)`, made by the caller (create-payment-port loads the library lazily). */
export function createStripePayments(keys: StripeKeys, client: Stripe): PaymentPort {
  return {
    async createCheckoutSession(input) {
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.description } },
            },
          ],
          client_reference_id: input.clientReferenceId,
          // Stripe takes a customer or an e-mail to prefill, not both: a known customer has its own.
          ...(input.saveCard?.customerId ? { customer: input.saveCard.customerId } : input.customerEmail ? { customer_email: input.customerEmail } : {}),
          ...(input.saveCard && !input.saveCard.customerId ? { customer_creation: 'always' as const } : {}),
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata, ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}) },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(sessionId) {
      try {
        // With its payment intent, which names the card a saving session's payment used.
        const session = await client.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
        return sessionFromStripe(session as unknown as StripeSessionObject);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw error;
      }
    },

    async expireCheckoutSession(sessionId) {
      const session = await client.checkout.sessions.retrieve(sessionId);
      if (session.status === 'expired') return 'expired';
      if (session.status !== 'open') return 'notOpen';
      try {
        await client.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        // Paid (or completing) between the two calls: Stripe refuses to expire it.
        const again = await client.checkout.sessions.retrieve(sessionId);
        if (again.status === 'expired') return 'expired';
        if (again.status !== 'open') return 'notOpen';
        throw error;
      }
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await client.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey });
      return { refundId: refund.id };
    },

    async chargeSavedCard({ customerId, paymentMethodId, amountCents, idempotencyKey, description, metadata }) {
      try {
        const intent = await client.paymentIntents.create(
          { amount: amountCents, currency: 'usd', customer: customerId, payment_method: paymentMethodId, off_session: true, confirm: true, description, metadata },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { outcome: 'succeeded', paymentIntentId: intent.id };
        return { outcome: 'declined', message: `The payment did not complete (${intent.status}).` };
      } catch (error) {
        // Declined, or the bank wants the customer present (authentication_required): the customer pays by link instead.
        const { type, rawType } = error as { type?: string; rawType?: string };
        if (type === 'StripeCardError' || rawType === 'card_error') return { outcome: 'declined', message: (error as Error).message };
        throw error;
      }
    },

    verifyWebhookEvent(rawBody, signatureHeader) {
      return verifyStripeEvent(client.webhooks, rawBody, signatureHeader, keys.webhookSecret);
    },
  };
}
