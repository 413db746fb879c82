import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { createStripePayments } from './stripe-payments';

function fakeStripe() {
  const client = {
    checkout: {
      sessions: {
        create: vi.fn(async () => ({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })),
        retrieve: vi.fn(async (id: string) => {
          if (id === 'missing') throw Object.assign(new Error('No such checkout.session'), { code: 'resource_missing' });
          return { id, status: 'complete', payment_status: 'paid', amount_total: 4500, payment_intent: 'pi_1', metadata: {} };
        }),
      },
    },
    refunds: { create: vi.fn(async () => ({ id: 're_1' })) },
    webhooks: Stripe.webhooks,
  };
  return { client, port: createStripePayments({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }, client as unknown as Stripe) };
}

describe('createStripePayments', () => {
  it('opens a one-line payment session for the server amount, idempotently', async () => {
    const { client, port } = fakeStripe();
    const session = await port.createCheckoutSession({
      clientReferenceId: 'ref-1',
      amountCents: 44_500,
      currency: 'usd',
      description: '20 Yard dumpster rental - Buckeye',
      customerEmail: 'a@b.example',
      successUrl: 'https://site/checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://site/checkout/p1?payment=cancelled',
      metadata: { provider_id: 'p1' },
      idempotencyKey: 'checkout-ref-1',
    });
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(client.checkout.sessions.create).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 44_500, product_data: { name: '20 Yard dumpster rental - Buckeye' } } }],
        client_reference_id: 'ref-1',
        customer_email: 'a@b.example',
        metadata: { provider_id: 'p1' },
        success_url: 'https://site/checkout-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://site/checkout/p1?payment=cancelled',
      }),
      { idempotencyKey: 'checkout-ref-1' },
    );
  });

  it('reads a session, and null for one Stripe does not know', async () => {
    const { port } = fakeStripe();
    expect(await port.retrieveCheckoutSession('cs_1')).toMatchObject({ id: 'cs_1', paymentStatus: 'paid', amountTotalCents: 4500, paymentIntentId: 'pi_1' });
    expect(await port.retrieveCheckoutSession('missing')).toBeNull();
  });

  it('refunds part of a payment intent with an idempotency key', async () => {
    const { client, port } = fakeStripe();
    expect(await port.refund({ paymentIntentId: 'pi_1', amountCents: 1000, idempotencyKey: 'refund-r1' })).toEqual({ refundId: 're_1' });
    expect(client.refunds.create).toHaveBeenCalledWith({ payment_intent: 'pi_1', amount: 1000 }, { idempotencyKey: 'refund-r1' });
  });
});
