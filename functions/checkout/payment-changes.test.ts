// What refunds and disputes at the payment provider do to a rental, decided without I/O.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptCents } from '../../shared/payment-status';
import type { Rental } from '../../shared/schemas/rental';
import { disputeClosedDecision, disputeOpenedDecision, refundDecision } from './payment-changes';

/** Where the test rentals are delivered. */
const ZONE = 'America/New_York';

const NOW = new Date('2030-03-10T18:00:00Z'); // March 10 on the Pacific clock
const rental = (overrides: Partial<Rental> = {}): Rental => ({
  rentalId: 'r-1',
  customerId: 'c-1',
  customerName: 'Riley',
  customerEmail: 'r@example.com',
  customerPhone: '6145550100',
  providerId: 'p-1',
  providerName: 'Haul',
  dumpsterSize: '20',
  dumpsterType: 'construction',
  startDate: '2030-03-20',
  endDate: '2030-03-27',
  deliveryAddress: { street: '1 A St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  rentalPeriod: 'weekly',
  totalPriceCents: 40_000,
  addOns: {},
  paymentMethod: 'stripe',
  paymentTransactionId: 'pi_1',
  paymentStatus: 'paid',
  status: 'confirmed',
  createdAt: '2030-03-01T00:00:00.000Z',
  updatedAt: '2030-03-01T00:00:00.000Z',
  ...overrides,
});
const charge = (amountRefundedCents: number, amountCents = 40_000) => ({
  id: 'ch_1',
  paymentIntentId: 'pi_1',
  amountCents,
  amountRefundedCents,
  refunded: amountRefundedCents >= amountCents,
});
const dispute = (status: string) => ({ id: 'dp_1', chargeId: 'ch_1', paymentIntentId: 'pi_1', amountCents: 40_000, status, reason: 'fraudulent' });

describe('refundDecision', () => {
  it('cancels a rental refunded in full before delivery, and frees the dumpster of an active one', () => {
    for (const status of ['pending', 'confirmed', 'approved'] as const) {
      expect(refundDecision(rental({ status }), charge(40_000), NOW, ZONE)).toMatchObject({
        outcome: 'cancelled',
        releasesDumpster: false,
        changes: { status: 'cancelled', paymentStatus: 'refunded', amountRefundedCents: 40_000, refundCents: 40_000, cancelledAt: NOW.toISOString() },
      });
    }
    expect(refundDecision(rental({ status: 'active' }), charge(40_000), NOW, ZONE)).toMatchObject({ outcome: 'cancelled', releasesDumpster: true });
  });

  it('only marks a delivered or finished rental refunded', () => {
    for (const status of ['active', 'completed'] as const) {
      const decision = refundDecision(rental({ status, startDate: '2030-03-10' }), charge(40_000), NOW, ZONE);
      expect(decision).toMatchObject({ outcome: 'refunded', releasesDumpster: false, changes: { paymentStatus: 'refunded' } });
      expect(decision.outcome !== 'alreadyRecorded' && decision.outcome !== 'ownRefund' && decision.changes.status).toBeUndefined();
    }
  });

  it('keeps a partly refunded rental and records the running total; nothing for what is already recorded', () => {
    expect(refundDecision(rental(), charge(5_000), NOW, ZONE)).toMatchObject({
      outcome: 'partiallyRefunded',
      changes: { paymentStatus: 'partially_refunded', amountRefundedCents: 5_000 },
    });
    const recorded = rental({ paymentStatus: 'partially_refunded', amountRefundedCents: 8_000 });
    expect(refundDecision(recorded, charge(8_000), NOW, ZONE)).toEqual({ outcome: 'alreadyRecorded' });
    expect(refundDecision(recorded, charge(5_000), NOW, ZONE)).toEqual({ outcome: 'alreadyRecorded' });
  });

  it("leaves the marketplace's own cancellation or rejection refund alone, recording it only if it overtook the cancellation", () => {
    // The customer's cancellation and the provider's rejection (a cancellation by the provider).
    for (const cancelledBy of ['customer', 'provider'] as const) {
      const cancelled = { status: 'cancelled', cancelledBy, refundCents: 40_000 } as const;
      expect(refundDecision(rental({ ...cancelled, paymentStatus: 'refunded', refundId: 're_1' }), charge(40_000), NOW, ZONE)).toEqual({
        outcome: 'ownRefund',
      });
      expect(refundDecision(rental(cancelled), charge(40_000), NOW, ZONE)).toMatchObject({
        outcome: 'ownRefund',
        changes: { paymentStatus: 'refunded', amountRefundedCents: 40_000 },
      });
    }
    // A partial refund at the provider, then the customer's cancellation refunding the rest.
    const rest = rental({ status: 'cancelled', refundCents: 35_000, amountRefundedCents: 5_000, paymentStatus: 'refunded', refundId: 're_2' });
    expect(refundDecision(rest, charge(40_000), NOW, ZONE)).toEqual({ outcome: 'ownRefund' });
  });

  it('keeps a disputed payment disputed', () => {
    expect(refundDecision(rental({ paymentStatus: 'disputed', disputeId: 'dp_1' }), charge(5_000), NOW, ZONE)).toMatchObject({
      changes: { paymentStatus: 'disputed' },
    });
  });

  it('never counts a refunded cent as kept, whatever the refunds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 5 }), (totals) => {
        let current = rental();
        for (const total of totals) {
          const decision = refundDecision(current, charge(total), NOW, ZONE);
          if (decision.outcome !== 'alreadyRecorded' && decision.changes) current = { ...current, ...decision.changes };
        }
        const highest = Math.max(...totals);
        expect(current.amountRefundedCents ?? 0).toBe(highest);
        expect(keptCents(current)).toBe(40_000 - highest);
      }),
    );
  });
});

describe('dispute decisions', () => {
  it('opens a dispute once, without changing the rental status', () => {
    const opened = disputeOpenedDecision(rental(), dispute('needs_response'), NOW);
    expect(opened).toMatchObject({
      outcome: 'disputed',
      changes: { paymentStatus: 'disputed', disputeId: 'dp_1', disputeStatus: 'needs_response', disputeAmountCents: 40_000, disputeReason: 'fraudulent' },
    });
    expect(opened.outcome !== 'alreadyRecorded' && opened.outcome !== 'ownRefund' && opened.changes.status).toBeUndefined();
    expect(disputeOpenedDecision(rental({ disputeId: 'dp_1' }), dispute('needs_response'), NOW)).toEqual({ outcome: 'alreadyRecorded' });
  });

  it('closes it once: lost takes the money, won puts back what was paid less refunds', () => {
    const disputed = rental({ paymentStatus: 'disputed', disputeId: 'dp_1' });
    const lost = disputeClosedDecision(disputed, dispute('lost'), NOW);
    expect(lost).toMatchObject({ outcome: 'disputeLost', changes: { paymentStatus: 'dispute_lost', disputeStatus: 'lost', disputeAmountCents: 40_000 } });
    expect(keptCents({ ...disputed, ...(lost.outcome === 'disputeLost' ? lost.changes : {}) })).toBe(0);
    expect(disputeClosedDecision(disputed, dispute('won'), NOW)).toMatchObject({ outcome: 'disputeWon', changes: { paymentStatus: 'paid' } });
    expect(disputeClosedDecision({ ...disputed, amountRefundedCents: 5_000 }, dispute('warning_closed'), NOW)).toMatchObject({
      changes: { paymentStatus: 'partially_refunded' },
    });
    expect(disputeClosedDecision(rental({ disputeClosedAt: 'x' }), dispute('won'), NOW)).toEqual({ outcome: 'alreadyRecorded' });
  });
});
