// The payment port over Stripe: hosted Checkout Sessions, refunds and signed webhook events.
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
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
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
        const session = await client.checkout.sessions.retrieve(sessionId);
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

    verifyWebhookEvent(rawBody, signatureHeader) {
      return verifyStripeEvent(client.webhooks, rawBody, signatureHeader, keys.webhookSecret);
    },
  };
}
