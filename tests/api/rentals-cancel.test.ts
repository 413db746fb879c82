// Cancellation. Over HTTP: a customer cancels their own pending request (nothing to refund), again
// (the cancelled rental, unchanged), and cannot touch another customer's rental. The refund and
// cutoff paths run the service against the stack's table with an injected clock and a recording
// payment port, so they do not depend on which payment adapter the stack runs.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelRental, type CancelRentalDeps } from '../../functions/rentals/cancel-rental';
import { refundIdempotencyKey } from '../../functions/rentals/refund-rental';
import type { RentalEvent } from '../../functions/platform/events/rental-events';
import type { PaymentPort } from '../../functions/platform/payments/payment-port';
import { CANCEL_MESSAGES } from '../../shared/cancellation';
import { MESSAGES } from '../../shared/messages';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { putRental } from '../support/rental-fixtures';
import { api } from '../support/stack-client';
import { demoProvider, newCustomer, putListing, rentBody, tableStore } from './rentals-support';

let provider: Awaited<ReturnType<typeof demoProvider>>;
let owner: Awaited<ReturnType<typeof newCustomer>>;
let stranger: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  provider = await demoProvider();
  owner = await newCustomer();
  stranger = await newCustomer();
});

const cancel = (rentalId: string, token: string) => api(`/api/rentals/${rentalId}/cancel`, { method: 'POST', token });

/** A confirmed rental paid through the payment provider, written straight into the table. */
async function paidRental(startDate: string, status: Rental['status'] = 'confirmed'): Promise<Rental> {
  const rental = await putRental({ customerId: owner.customerId, customerName: 'Riley Renter', customerEmail: owner.email, providerId: provider.userId, startDate, status });
  const paymentTransactionId = `pi_${randomUUID().replace(/-/g, '')}`;
  await tableStore().entities.rental.patch({ rentalId: rental.rentalId }).set({ paymentTransactionId, paymentMethod: 'stripe' }).go();
  return { ...rental, paymentTransactionId, paymentMethod: 'stripe' };
}

/** A payment port that records refunds and, like Stripe, answers a repeated idempotency key with the same refund. */
function recordingPayments() {
  const refunds = new Map<string, { refundId: string; paymentIntentId: string; amountCents: number }>();
  const calls: string[] = [];
  const port: PaymentPort = {
    createCheckoutSession: async () => ({ id: 'cs_unused', url: 'http://unused' }),
    retrieveCheckoutSession: async () => null,
    expireCheckoutSession: async () => 'expired',
    verifyWebhookEvent: () => ({ id: 'evt_unused', type: 'unused' }),
    chargeSavedCard: () => Promise.reject(new Error('not used')),
    refund: async ({ paymentIntentId, amountCents, idempotencyKey }) => {
      calls.push(idempotencyKey);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const refund = refunds.get(idempotencyKey) ?? { refundId: `re_${randomUUID().slice(0, 8)}`, paymentIntentId, amountCents };
      refunds.set(idempotencyKey, refund);
      return { refundId: refund.refundId };
    },
  };
  return { port, refunds, calls };
}

const noPaymentAdapter = async (): Promise<PaymentPort> => Promise.reject(new Error('no payment adapter configured'));

function serviceDeps(now: string, payments?: PaymentPort) {
  const events: RentalEvent[] = [];
  const deps: CancelRentalDeps = {
    store: tableStore(),
    events: { publish: async (event) => void events.push(event) },
    clock: () => new Date(now),
    payments: payments ? async () => payments : noPaymentAdapter,
  };
  return { deps, events };
}

describe('POST /api/rentals/{rentalId}/cancel', () => {
  it('cancels a pending request with nothing to refund, and answers the cancelled rental again on a repeat', async () => {
    const listing = await putListing(provider.userId);
    const created = rentalSchema.parse(await (await api('/api/rentals', { method: 'POST', token: owner.token, body: JSON.stringify(rentBody(listing.listingId)) })).json());

    const response = await cancel(created.rentalId, owner.token);
    expect(response.status).toBe(200);
    const cancelled = rentalSchema.parse(await response.json());
    expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: 0, paymentStatus: 'unpaid' });
    expect(cancelled.cancelledAt).toBeTruthy();
    expect(cancelled.refundId).toBeUndefined();

    const again = await cancel(created.rentalId, owner.token);
    expect(again.status).toBe(200);
    expect(rentalSchema.parse(await again.json())).toMatchObject({ status: 'cancelled', cancelledAt: cancelled.cancelledAt });
  });

  it("refuses another customer's rental (403) and a missing one (404), changing nothing", async () => {
    const rental = await putRental({ customerId: owner.customerId, customerName: 'Riley Renter', customerEmail: owner.email, providerId: provider.userId, startDate: '2031-02-03', status: 'pending' });
    const theirs = await cancel(rental.rentalId, stranger.token);
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toEqual({ message: MESSAGES.rentalNoPermission });
    const missing = await cancel('no-such-rental', stranger.token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: MESSAGES.rentalNotFound });
    const { data } = await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go();
    expect(data?.status).toBe('pending');
  });

  it('refuses statuses the policy does not allow (422 with the reason)', async () => {
    const rental = await putRental({ customerId: owner.customerId, customerName: 'Riley Renter', customerEmail: owner.email, providerId: provider.userId, startDate: '2031-02-03', status: 'active' });
    const response = await cancel(rental.rentalId, owner.token);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: CANCEL_MESSAGES.notCancellable });
  });

});

describe('cancelRental service (injected clock, recording payment port)', () => {
  it('refunds a confirmed rental in full before the cutoff and records the refund', async () => {
    // Delivery Monday 2030-12-02: cutoff Friday 2030-11-29, 3:00 PM EST (20:00 UTC).
    const rental = await paidRental('2030-12-02');
    const payments = recordingPayments();
    const { deps, events } = serviceDeps('2030-11-29T19:59:00Z', payments.port);
    const cancelled = await cancelRental(deps, owner.customerId, rental.rentalId);
    const refund = payments.refunds.get(refundIdempotencyKey(rental.rentalId))!;
    expect(refund).toMatchObject({ paymentIntentId: rental.paymentTransactionId, amountCents: 44_500 });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundCents: 44_500, refundId: refund.refundId, cancelledAt: '2030-11-29T19:59:00.000Z' });
    expect(events.map((event) => [event.type, event.rentalId])).toEqual([['rental.cancelled', rental.rentalId]]);

    // What the customer sees over HTTP.
    const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: owner.token })).json());
    expect(stored).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundCents: 44_500, refundId: refund.refundId });
  });

  it('refuses, without cancelling, a paid rental when no payment adapter can refund it (422)', async () => {
    const rental = await paidRental('2031-03-03');
    const { deps, events } = serviceDeps('2031-01-01T12:00:00Z');
    await expect(cancelRental(deps, owner.customerId, rental.rentalId)).rejects.toMatchObject({ code: 'unprocessable', message: CANCEL_MESSAGES.refundUnavailable });
    expect(events).toEqual([]);
    const { data } = await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go();
    expect(data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('refuses after 3:00 PM Eastern the business day before delivery (422 with the reason), changing nothing', async () => {
    const rental = await paidRental('2030-12-02');
    const payments = recordingPayments();
    const { deps, events } = serviceDeps('2030-11-29T20:00:00Z', payments.port);
    await expect(cancelRental(deps, owner.customerId, rental.rentalId)).rejects.toMatchObject({ code: 'unprocessable', message: CANCEL_MESSAGES.cutoffPassed });
    expect(payments.calls).toEqual([]);
    expect(events).toEqual([]);
    const { data } = await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go();
    expect(data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(data?.cancelledAt).toBeUndefined();
  });

  it('settles concurrent cancels: one cancellation, one refund, one event; every caller gets the cancelled rental', async () => {
    const rental = await paidRental('2030-12-16');
    const payments = recordingPayments();
    const { deps, events } = serviceDeps('2030-12-01T12:00:00Z', payments.port);
    const results = await Promise.all(Array.from({ length: 4 }, () => cancelRental(deps, owner.customerId, rental.rentalId)));
    expect(payments.refunds.size).toBe(1);
    expect(new Set(payments.calls)).toEqual(new Set([refundIdempotencyKey(rental.rentalId)]));
    expect(events).toHaveLength(1);
    const refundId = payments.refunds.get(refundIdempotencyKey(rental.rentalId))!.refundId;
    for (const result of results) expect(result).toMatchObject({ status: 'cancelled', refundId, paymentStatus: 'refunded' });
  });

  it('keeps the cancellation when the refund fails, and a repeated cancel completes the refund', async () => {
    const rental = await paidRental('2030-12-16');
    const payments = recordingPayments();
    const failing: PaymentPort = { ...payments.port, refund: async () => Promise.reject(new Error('card network down')) };
    const first = serviceDeps('2030-12-01T12:00:00Z', failing);
    await expect(cancelRental(first.deps, owner.customerId, rental.rentalId)).rejects.toThrow('card network down');
    const { data } = await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go();
    expect(data).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundCents: 44_500 });

    const retry = serviceDeps('2030-12-01T12:05:00Z', payments.port);
    expect(await cancelRental(retry.deps, owner.customerId, rental.rentalId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundCents: 44_500 });
    expect(retry.events).toEqual([]);
  });

  it('answers 409 when the rental changed to another status meanwhile, refunding nothing', async () => {
    const rental = await paidRental('2030-12-16');
    const payments = recordingPayments();
    const { deps, events } = serviceDeps('2030-12-01T12:00:00Z', payments.port);
    // The provider approves right after the cancel read the rental and before its conditional write.
    const entity = deps.store.entities.rental;
    const racingEntity = new Proxy(entity, {
      get(target, property, receiver) {
        if (property !== 'get') return Reflect.get(target, property, receiver);
        return (key: { rentalId: string }) => ({
          go: async (options?: { consistent?: boolean }) => {
            const read = await target.get(key).go(options);
            await target.patch(key).set({ status: 'approved' }).composite({ createdAt: rental.createdAt }).go();
            return read;
          },
        });
      },
    });
    const racing = { ...deps, store: { ...deps.store, entities: { ...deps.store.entities, rental: racingEntity } } as typeof deps.store };
    await expect(cancelRental(racing, owner.customerId, rental.rentalId)).rejects.toMatchObject({ code: 'conflict', message: CANCEL_MESSAGES.changedMeanwhile });
    const { data } = await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go({ consistent: true });
    expect(data).toMatchObject({ status: 'approved', paymentStatus: 'paid' });
    expect(payments.calls).toEqual([]);
    expect(events).toEqual([]);
  });
});
