import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { createStripePayments } from './stripe-payments';

function fakeStripe() {
  const client = {
    checkout: {
      sessions: {
        create: vi.fn(async () => ({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })),
        retrieve: vi.fn(async (id: string, _options?: unknown): Promise<Record<string, unknown>> => {
          if (id === 'missing') throw Object.assign(new Error('No such checkout.session'), { code: 'resource_missing' });
          return { id, status: 'complete', payment_status: 'paid', amount_total: 4500, payment_intent: 'pi_1', metadata: {} };
        }),
      },
    },
    refunds: { create: vi.fn(async () => ({ id: 're_1' })) },
    paymentIntents: { create: vi.fn(async (): Promise<{ id: string; status: string }> => ({ id: 'pi_off', status: 'succeeded' })) },
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

describe('createStripePayments: the saved card', () => {
  const input = {
    clientReferenceId: 'ref-2',
    amountCents: 44_500,
    currency: 'usd' as const,
    description: '20 Yard dumpster rental - Buckeye',
    customerEmail: 'a@b.example',
    successUrl: 'https://site/s',
    cancelUrl: 'https://site/c',
    metadata: { provider_id: 'p1' },
    idempotencyKey: 'checkout-ref-2',
  };

  it('saves the card for off-session use on a customer Stripe makes', async () => {
    const { client, port } = fakeStripe();
    await port.createCheckoutSession({ ...input, saveCard: {} });
    expect(client.checkout.sessions.create).toHaveBeenCalledWith(
      expect.objectContaining({
        customer_creation: 'always',
        customer_email: 'a@b.example',
        payment_intent_data: { metadata: { provider_id: 'p1' }, setup_future_usage: 'off_session' },
      }),
      { idempotencyKey: 'checkout-ref-2' },
    );
  });

  it("saves it on the customer's existing Stripe customer, which Stripe takes instead of an e-mail", async () => {
    const { client, port } = fakeStripe();
    await port.createCheckoutSession({ ...input, saveCard: { customerId: 'cus_1' } });
    const [params] = client.checkout.sessions.create.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(params).toMatchObject({ customer: 'cus_1', payment_intent_data: { setup_future_usage: 'off_session' } });
    expect(params).not.toHaveProperty('customer_email');
    expect(params).not.toHaveProperty('customer_creation');
  });

  it('reads the session with its payment, for the customer and the card', async () => {
    const { client, port } = fakeStripe();
    client.checkout.sessions.retrieve.mockResolvedValueOnce({
      id: 'cs_2',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 4500,
      customer: 'cus_9',
      payment_intent: { id: 'pi_2', payment_method: 'pm_9' },
      metadata: {},
    } as never);
    expect(await port.retrieveCheckoutSession('cs_2')).toMatchObject({ paymentIntentId: 'pi_2', customerId: 'cus_9', paymentMethodId: 'pm_9' });
    expect(client.checkout.sessions.retrieve).toHaveBeenCalledWith('cs_2', { expand: ['payment_intent'] });
  });

  it('charges the saved card off session, confirmed at once, with the idempotency key', async () => {
    const { client, port } = fakeStripe();
    const charge = { customerId: 'cus_9', paymentMethodId: 'pm_9', amountCents: 8905, idempotencyKey: 'final-r1', description: 'Final invoice', metadata: { rental_id: 'r1' } };
    expect(await port.chargeSavedCard(charge)).toEqual({ outcome: 'succeeded', paymentIntentId: 'pi_off' });
    expect(client.paymentIntents.create).toHaveBeenCalledWith(
      { amount: 8905, currency: 'usd', customer: 'cus_9', payment_method: 'pm_9', off_session: true, confirm: true, description: 'Final invoice', metadata: { rental_id: 'r1' } },
      { idempotencyKey: 'final-r1' },
    );
  });

  it('answers a card error as declined and throws anything else', async () => {
    const { client, port } = fakeStripe();
    const charge = { customerId: 'cus_9', paymentMethodId: 'pm_9', amountCents: 100, idempotencyKey: 'k', description: 'd', metadata: {} };
    client.paymentIntents.create.mockRejectedValueOnce(Object.assign(new Error('Your card was declined.'), { type: 'StripeCardError', rawType: 'card_error' }));
    expect(await port.chargeSavedCard(charge)).toEqual({ outcome: 'declined', message: 'Your card was declined.' });
    client.paymentIntents.create.mockRejectedValueOnce(Object.assign(new Error('Stripe is down'), { type: 'StripeAPIError' }));
    await expect(port.chargeSavedCard(charge)).rejects.toThrow('Stripe is down');
  });
});
