// Applies a refund or dispute the payment provider reported (payment-changes.ts decides what it
// means) to its rental, exactly once however often, in whatever order and however concurrently
// the provider delivers it, as recordPaidCheckout does for payments:
//   1. The rental is found through the rentalPayment item (payment id -> rental id, written with the
//      paid rental): one GetItem, never a scan. A payment without one (not ours, or recorded before
//      refunds were tracked) is acknowledged and logged.
//   2. The decision is written with ONE conditional write: on the status and payment status it was
//      made from, plus its own guard (the refunded total only grows; a dispute opens once and
//      closes once). A rental cancelled by a refund gives its reserved days back in the same
//      transaction, and an active one leaves the profile's active count (rental-counters.ts).
//   3. Whoever's write fails re-reads and decides again, which then finds the change recorded.
//   Only the write that won announces the change (rental.refunded / disputed / dispute_closed).
import { rentalTallyItems, unchangedRentalShare } from '../financials/tallies/tally-writes';
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import type { RentalEventPublisher, RentalEventType } from '../platform/events/rental-events';
import { logger } from '../platform/logger';
import { clockOfZip } from '../platform/zip-directory';
import type { PaymentCharge, PaymentDispute } from '../platform/payments/payment-port';
import { activeRentalEnded } from '../providers/rentals/rental-counters';
import { releaseDays } from '../availability/day-counters';
import { reservationOf } from '../availability/rental-days';
import { disputeClosedDecision, disputeOpenedDecision, refundDecision, type PaymentChanges, type PaymentDecision } from './payment-changes';

export interface RecordPaymentChangeDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
}

export type PaymentChangeOutcome =
  | { status: 'unknownPayment' }
  | { status: 'rentalMissing'; rentalId: string }
  | { status: PaymentDecision['outcome']; rentalId: string };

type Decide = (rental: Rental, now: Date) => PaymentDecision | Promise<PaymentDecision>;


/** Contention between simultaneous deliveries (and the customer or provider acting) settles within a few attempts. */
const MAX_ATTEMPTS = 5;

const EVENT_OF: Partial<Record<PaymentDecision['outcome'], RentalEventType>> = {
  partiallyRefunded: 'rental.refunded',
  refunded: 'rental.refunded',
  cancelled: 'rental.refunded',
  disputed: 'rental.disputed',
  disputeWon: 'rental.dispute_closed',
  disputeLost: 'rental.dispute_closed',
};

export function recordRefund(deps: RecordPaymentChangeDeps, charge: PaymentCharge): Promise<PaymentChangeOutcome> {
  // Whether the rental is delivered yet is read on the delivery address's clock (shared/rental-dates.ts).
  return recordPaymentChange(deps, charge.paymentIntentId, async (rental, now) =>
    refundDecision(rental, charge, now, await clockOfZip(rental.deliveryAddress.zipCode)),
  );
}

export function recordDisputeOpened(deps: RecordPaymentChangeDeps, dispute: PaymentDispute): Promise<PaymentChangeOutcome> {
  return recordPaymentChange(deps, dispute.paymentIntentId, (rental, now) => disputeOpenedDecision(rental, dispute, now));
}

export function recordDisputeClosed(deps: RecordPaymentChangeDeps, dispute: PaymentDispute): Promise<PaymentChangeOutcome> {
  return recordPaymentChange(deps, dispute.paymentIntentId, (rental, now) => disputeClosedDecision(rental, dispute, now));
}

async function recordPaymentChange(deps: RecordPaymentChangeDeps, paymentId: string | undefined, decide: Decide): Promise<PaymentChangeOutcome> {
  const { store } = deps;
  if (!paymentId) return { status: 'unknownPayment' };
  const { data: link } = await store.entities.rentalPayment.get({ paymentId }).go();
  if (!link) return { status: 'unknownPayment' };
  const { rentalId } = link;

  for (let attempt = 1; ; attempt++) {
    const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
    if (!data) return { status: 'rentalMissing', rentalId };
    const rental = data;
    const now = deps.clock();
    const decision = await decide(rental, now);
    if (decision.outcome === 'alreadyRecorded' || (decision.outcome === 'ownRefund' && !decision.changes)) {
      return { status: decision.outcome, rentalId };
    }
    const won = await write(store, rental, decision.changes!, decision.outcome !== 'ownRefund' && decision.releasesDumpster);
    if (won) {
      const event = EVENT_OF[decision.outcome];
      if (event) await announce(deps, event, rentalId, decision.changes!.updatedAt);
      return { status: decision.outcome, rentalId };
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Could not record a payment change of rental ${rentalId} after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}

/** The conditional write of one decision; false when a concurrent change got there first. */
async function write(store: Store, rental: Rental, changes: PaymentChanges, releasesDumpster: boolean): Promise<boolean> {
  const guarded = () =>
    store.entities.rental
      .patch({ rentalId: rental.rentalId })
      .set(changes)
      .composite({ createdAt: rental.createdAt })
      .where((attributes, { eq, notExists, lt }) =>
        [
          eq(attributes.status, rental.status),
          eq(attributes.paymentStatus, rental.paymentStatus),
          ...(changes.amountRefundedCents !== undefined
            ? [`(${notExists(attributes.amountRefundedCents)} OR ${lt(attributes.amountRefundedCents, changes.amountRefundedCents)})`]
            : []),
          ...(changes.disputeClosedAt ? [notExists(attributes.disputeClosedAt)] : changes.disputeId ? [notExists(attributes.disputeId)] : []),
        ].join(' AND '),
      )
      // The money its share of the tallies was worked out from.
      .where(unchangedRentalShare(rental));

  // A refund that cancels the rental gives its reserved days back in the same write (availability/rental-days.ts).
  const days = changes.status === 'cancelled' ? reservationOf(rental) : undefined;
  // The approval counted this rental active; it leaves the count with the refund.
  const unit = { providerId: rental.providerId, size: rental.dumpsterSize };
  const tallies = await rentalTallyItems(store, rental, { ...rental, ...changes });
  const result = await store.transaction
    .write((entities) => [
      days ? guarded().remove(['reservedFrom', 'reservedThrough']).commit() : guarded().commit(),
      ...(releasesDumpster ? [activeRentalEnded(entities.providerProfile, rental.providerId, { completed: false, counted: true })] : []),
      ...(days ? releaseDays(entities, unit, days, false) : []),
      ...tallies(entities),
    ])
    .go();
  if (!result.canceled) return true;
  if (releasesDumpster && result.data[1]?.code === 'ConditionalCheckFailed' && result.data[0]?.code !== 'ConditionalCheckFailed') {
    // No rental counted active (one written straight into the table): the refund must still cancel the rental.
    logger.warn('A refunded active rental was not counted active', { rentalId: rental.rentalId });
    return write(store, rental, changes, false);
  }
  return false;
}

/** The change is recorded; a failed announcement is logged and never fails the webhook. */
async function announce(deps: RecordPaymentChangeDeps, type: RentalEventType, rentalId: string, occurredAt: string): Promise<void> {
  try {
    await deps.events.publish({ type, rentalId, occurredAt });
  } catch (error) {
    logger.error('Publishing a payment change failed; the change stands', { rentalId, type, error: String(error) });
  }
}
