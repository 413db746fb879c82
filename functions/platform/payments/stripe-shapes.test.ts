import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionFromStripe, verifyStripeEvent } from './stripe-shapes';

const SECRET = 'whsec_unit_test';
const session = {
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 12_500,
  client_reference_id: 'ref-1',
  payment_intent: 'pi_1',
  metadata: { provider_id: 'p1' },
};
const event = (type = 'checkout.session.completed') => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: session } });
const sign = (payload: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('sessionFromStripe', () => {
  it("reads Stripe's session fields", () => {
    expect(sessionFromStripe(session)).toEqual({
      id: 'cs_test_1',
      status: 'complete',
      paymentStatus: 'paid',
      amountTotalCents: 12_500,
      clientReferenceId: 'ref-1',
      paymentIntentId: 'pi_1',
      metadata: { provider_id: 'p1' },
    });
  });

  it('accepts an expanded payment intent and treats unknown states as not paid', () => {
    const read = sessionFromStripe({ id: 'cs_2', payment_intent: { id: 'pi_2' }, status: 'weird', payment_status: null, amount_total: null });
    expect(read).toMatchObject({ paymentIntentId: 'pi_2', status: 'open', paymentStatus: 'unpaid', amountTotalCents: 0, metadata: {} });
  });
});

describe('verifyStripeEvent', () => {
  it('reads a correctly signed checkout event', () => {
    const payload = event();
    expect(verifyStripeEvent(Stripe.webhooks, payload, sign(payload), SECRET)).toMatchObject({ id: 'evt_1', type: 'checkout.session.completed', session: { id: 'cs_test_1', paymentIntentId: 'pi_1' } });
  });

  it('refuses a changed body, another secret, and an old timestamp', () => {
    const payload = event();
    expect(() => verifyStripeEvent(Stripe.webhooks, payload.replace('12500', '1'), sign(payload), SECRET)).toThrow();
    expect(() => verifyStripeEvent(Stripe.webhooks, payload, sign(payload, 'whsec_other'), SECRET)).toThrow();
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => verifyStripeEvent(Stripe.webhooks, payload, stale, SECRET)).toThrow();
  });

  it('carries no session for other objects', () => {
    const payload = JSON.stringify({ id: 'evt_2', type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } });
    expect(verifyStripeEvent(Stripe.webhooks, payload, sign(payload), SECRET)).toEqual({ id: 'evt_2', type: 'payment_intent.created' });
  });
});
