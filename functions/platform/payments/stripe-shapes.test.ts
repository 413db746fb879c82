import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { chargeFromStripe, disputeFromStripe, sessionFromStripe, verifyStripeEvent } from './stripe-shapes';

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

describe('charges and disputes', () => {
  const charge = { id: 'ch_1', object: 'charge', amount: 12_500, amount_refunded: 2_500, refunded: false, payment_intent: 'pi_1', currency: 'usd' };
  const dispute = { id: 'dp_1', object: 'dispute', amount: 12_500, charge: 'ch_1', payment_intent: { id: 'pi_1' }, status: 'needs_response', reason: 'fraudulent' };

  it("reads a refunded charge's payment and running refund total", () => {
    expect(chargeFromStripe(charge)).toEqual({ id: 'ch_1', paymentIntentId: 'pi_1', amountCents: 12_500, amountRefundedCents: 2_500, refunded: false });
    expect(chargeFromStripe({ ...charge, payment_intent: null })?.paymentIntentId).toBeUndefined();
  });

  it("reads a dispute's payment, amount, status and reason", () => {
    expect(disputeFromStripe(dispute)).toEqual({
      id: 'dp_1',
      chargeId: 'ch_1',
      paymentIntentId: 'pi_1',
      amountCents: 12_500,
      status: 'needs_response',
      reason: 'fraudulent',
    });
  });

  it('carries the charge of charge.refunded and the dispute of charge.dispute.* events', () => {
    const refunded = JSON.stringify({ id: 'evt_3', object: 'event', type: 'charge.refunded', data: { object: charge } });
    expect(verifyStripeEvent(Stripe.webhooks, refunded, sign(refunded), SECRET)).toEqual({
      id: 'evt_3',
      type: 'charge.refunded',
      charge: chargeFromStripe(charge),
    });
    const disputed = JSON.stringify({ id: 'evt_4', object: 'event', type: 'charge.dispute.created', data: { object: dispute } });
    expect(verifyStripeEvent(Stripe.webhooks, disputed, sign(disputed), SECRET)).toEqual({
      id: 'evt_4',
      type: 'charge.dispute.created',
      dispute: disputeFromStripe(dispute),
    });
  });
});
