// recordPaidCheckout itself against the stack's table: simultaneous callers create one rental and
// announce and count it once; a failing announcement never fails the order; a paid amount other
// than the stored one books nothing and counts as a failed payment.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmCheckoutSession } from '../../functions/checkout/checkout-session-status';
import { recordPaidCheckout } from '../../functions/checkout/record-paid-checkout';
import type { RentalEvent } from '../../functions/platform/events/rental-events';
import type * as Metrics from '../../functions/platform/metrics';
import type { PaymentPort, PaymentSession } from '../../functions/platform/payments/payment-port';
import { checkoutBody, startCheckout } from './checkout-support';
import { demoProvider, tableStore } from './rentals-support';

/** The business metrics the code under test counted (functions/platform/metrics.ts). */
const counted = vi.hoisted(() => [] as string[]);
vi.mock('../../functions/platform/metrics', async (importOriginal) => ({
  ...(await importOriginal<typeof Metrics>()),
  countBusinessEvent: (name: string) => void counted.push(name),
}));

let providerId: string;

beforeAll(async () => {
  providerId = (await demoProvider()).userId;
});
beforeEach(() => void counted.splice(0));

/** A payment provider that says the session was paid `amountCents`. */
function paidPort(amountCents: number): PaymentPort {
  const session = (id: string): PaymentSession => ({
    id,
    status: 'complete',
    paymentStatus: 'paid',
    amountTotalCents: amountCents,
    paymentIntentId: `pi_${id}`,
    metadata: {},
  });
  return {
    createCheckoutSession: () => Promise.reject(new Error('not used')),
    retrieveCheckoutSession: async (id) => session(id),
    expireCheckoutSession: () => Promise.reject(new Error('not used')),
    refund: () => Promise.reject(new Error('not used')),
    chargeSavedCard: () => Promise.reject(new Error('not used')),
    verifyWebhookEvent: () => {
      throw new Error('not used');
    },
  };
}

async function storedCheckout() {
  const { sessionId } = await startCheckout(checkoutBody(providerId));
  const { data } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
  return data!;
}

describe('recordPaidCheckout', () => {
  it('creates one rental and publishes rental.created once for 10 simultaneous callers', async () => {
    const checkout = await storedCheckout();
    const published: RentalEvent[] = [];
    const deps = {
      store: tableStore(),
      payments: paidPort(checkout.amountCents),
      events: { publish: async (event: RentalEvent) => void published.push(event) },
      clock: () => new Date(),
    };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => recordPaidCheckout(deps, checkout.sessionId)));
    const rentalIds = new Set(outcomes.map((outcome) => (outcome.status === 'recorded' ? outcome.rental.rentalId : outcome.status)));
    expect([...rentalIds]).toEqual([checkout.rentalId]);
    expect(outcomes.filter((outcome) => outcome.status === 'recorded' && outcome.created)).toHaveLength(1);
    expect(published).toEqual([expect.objectContaining({ type: 'rental.created', rentalId: checkout.rentalId })]);
    expect(counted).toEqual(['OrdersPlaced']);
    const { data: after } = await tableStore().entities.checkoutSession.get({ sessionId: checkout.sessionId }).go();
    expect(after).toMatchObject({ status: 'recorded' });
  });

  it('keeps the rental when publishing rental.created fails', async () => {
    const checkout = await storedCheckout();
    const deps = {
      store: tableStore(),
      payments: paidPort(checkout.amountCents),
      events: { publish: () => Promise.reject(new Error('SNS is down')) },
      clock: () => new Date(),
    };
    const outcome = await recordPaidCheckout(deps, checkout.sessionId);
    expect(outcome).toMatchObject({ status: 'recorded', created: true });
    const { data: rental } = await tableStore().entities.rental.get({ rentalId: checkout.rentalId }).go();
    expect(rental).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('books nothing when the paid amount differs from the stored amount', async () => {
    const checkout = await storedCheckout();
    const deps = {
      store: tableStore(),
      payments: paidPort(checkout.amountCents - 1),
      events: { publish: async () => undefined },
      clock: () => new Date(),
    };
    expect(await confirmCheckoutSession(deps, checkout.sessionId)).toMatchObject({ status: 'failed' });
    const { data: rental } = await tableStore().entities.rental.get({ rentalId: checkout.rentalId }).go();
    expect(rental).toBeNull();
    expect(counted).toEqual(['PaymentsFailed']);
  });
});
