// What a refund or a dispute reported by the payment provider does to a rental: pure decisions
// (rental as read, event, clock -> the change to write, or none), applied exactly once by
// record-payment-change.ts.
//
// - charge.refunded carries the running total refunded. Nothing beyond what the rental already
//   records: nothing to do (a redelivery, or an older event arriving late). Within the refund the
//   marketplace made itself on a cancellation or rejection (refundCents, set before it refunds):
//   nothing to do either, it was announced with the cancellation. Otherwise the total is recorded:
//   a partial refund keeps the rental (partially_refunded); a full one of a rental not delivered yet
//   (pending, confirmed, approved, or active before its delivery date there) cancels it, and an active
//   one gives its dumpster back; a full refund of a delivered or finished rental only marks it refunded.
// - charge.dispute.created marks the payment disputed (once per rental: one dispute per charge).
// - charge.dispute.closed settles it (once): lost -> dispute_lost with the amount the bank took back;
//   won or closed otherwise -> back to paid (or partially_refunded / refunded by what was refunded).
// A dispute never changes the rental's status: whether the dumpster still goes out is the provider's call.
import { CLOSED_DISPUTE_STATUSES, refundedCents, settledPaymentStatus } from '../../shared/payment-status';
import { NOT_YET_DELIVERED_STATUSES } from '../../shared/rental-status';
import { timelineWith } from '../../shared/rental-timeline';
import type { PaymentStatus, Rental } from '../../shared/schemas/rental';
import { calendarDateIn } from '../../shared/zoned-time';
import type { PaymentCharge, PaymentDispute } from '../platform/payments/payment-port';

/** Fields a payment change writes onto the rental. */
export type PaymentChanges = Partial<
  Pick<
    Rental,
    | 'status'
    | 'cancelledAt'
    | 'refundCents'
    | 'paymentStatus'
    | 'amountRefundedCents'
    | 'disputeId'
    | 'disputeStatus'
    | 'disputeReason'
    | 'disputeAmountCents'
    | 'disputeClosedAt'
    | 'timeline'
  >
> & { updatedAt: string };

export type PaymentDecision =
  | { outcome: 'alreadyRecorded' }
  /** The marketplace's own refund: announced with its cancellation; at most recorded as made, silently. */
  | { outcome: 'ownRefund'; changes?: PaymentChanges }
  | {
      outcome: 'partiallyRefunded' | 'refunded' | 'cancelled' | 'disputed' | 'disputeWon' | 'disputeLost';
      changes: PaymentChanges;
      /** An active rental cancelled by the refund: its dumpster goes back to the provider's inventory. */
      releasesDumpster: boolean;
    };


function cancelledByFullRefund(rental: Rental, now: Date, timeZone: string): boolean {
  // Not delivered yet (a scheduled rental is marked delivered when it is), so a full refund cancels it.
  if (NOT_YET_DELIVERED_STATUSES.includes(rental.status)) return true;
  // The delivery date is a calendar day at the delivery address (shared/rental-dates.ts).
  return rental.status === 'active' && rental.startDate > calendarDateIn(now, timeZone);
}

/** A dispute's verdict decides the status while it lasts; refunds only settle what follows it. */
function paymentStatusAfterRefund(rental: Rental, refunded: number): PaymentStatus {
  if (rental.paymentStatus === 'disputed' || rental.paymentStatus === 'dispute_lost') return rental.paymentStatus;
  return settledPaymentStatus(rental.totalPriceCents, refunded);
}

/** `timeZone`: the delivery address's, where "not delivered yet" is read. */
export function refundDecision(rental: Rental, charge: PaymentCharge, now: Date, timeZone: string): PaymentDecision {
  const reported = Math.min(charge.amountRefundedCents, rental.totalPriceCents);
  if (reported <= (rental.amountRefundedCents ?? 0)) return { outcome: 'alreadyRecorded' };
  const timestamp = now.toISOString();
  // A cancellation's refund, the customer's or the provider's rejection's alike (both are 'cancelled').
  const ownRefund = rental.status === 'cancelled' ? (rental.refundCents ?? 0) : 0;
  if (ownRefund > 0 && reported <= (rental.amountRefundedCents ?? 0) + ownRefund) {
    // Usually the cancellation has recorded its refund already; if the report overtook it (or the
    // recording failed after the refund went through) the refund is recorded here, so a retried
    // cancellation does not try to refund again.
    if (rental.paymentStatus === 'refunded') return { outcome: 'ownRefund' };
    return { outcome: 'ownRefund', changes: { amountRefundedCents: reported, paymentStatus: paymentStatusAfterRefund(rental, reported), updatedAt: timestamp } };
  }

  const full = charge.refunded || reported >= rental.totalPriceCents;
  const changes: PaymentChanges = { amountRefundedCents: reported, paymentStatus: paymentStatusAfterRefund(rental, reported), updatedAt: timestamp };
  if (full && cancelledByFullRefund(rental, now, timeZone)) {
    return {
      outcome: 'cancelled',
      changes: { ...changes, status: 'cancelled', cancelledAt: timestamp, refundCents: reported, timeline: timelineWith(rental, 'cancelled', timestamp, 'system') },
      // Approval counted it among the provider's active rentals (rental-counters.ts).
      releasesDumpster: rental.status === 'active' || rental.status === 'scheduled',
    };
  }
  return { outcome: full ? 'refunded' : 'partiallyRefunded', changes, releasesDumpster: false };
}

const disputeFacts = (dispute: PaymentDispute) => ({
  disputeId: dispute.id,
  disputeStatus: dispute.status,
  disputeReason: dispute.reason,
  disputeAmountCents: dispute.amountCents,
});

export function disputeOpenedDecision(rental: Rental, dispute: PaymentDispute, now: Date): PaymentDecision {
  // Opened once; a "created" arriving after its own "closed" finds the dispute already recorded.
  if (rental.disputeId) return { outcome: 'alreadyRecorded' };
  return {
    outcome: 'disputed',
    changes: { ...disputeFacts(dispute), paymentStatus: 'disputed', updatedAt: now.toISOString() },
    releasesDumpster: false,
  };
}

export function disputeClosedDecision(rental: Rental, dispute: PaymentDispute, now: Date): PaymentDecision {
  if (rental.disputeClosedAt) return { outcome: 'alreadyRecorded' };
  const lost = dispute.status === 'lost';
  const timestamp = now.toISOString();
  return {
    outcome: lost ? 'disputeLost' : 'disputeWon',
    changes: {
      ...disputeFacts(dispute),
      // Stripe closes a dispute as won, lost, warning_closed (an inquiry) or prevented: only lost takes money.
      disputeStatus: (CLOSED_DISPUTE_STATUSES as readonly string[]).includes(dispute.status) ? dispute.status : 'closed',
      disputeClosedAt: timestamp,
      paymentStatus: lost ? 'dispute_lost' : settledPaymentStatus(rental.totalPriceCents, refundedCents({ ...rental, paymentStatus: 'paid' })),
      updatedAt: timestamp,
    },
    releasesDumpster: false,
  };
}
