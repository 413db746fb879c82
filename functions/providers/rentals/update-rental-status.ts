// The provider's actions on a rental: Approve Request (to scheduled, with the delivery window the
// provider promises, if any), Reject Request (to cancelled, by the provider), Mark Delivered, Mark
// Picked Up and Mark as Completed, each allowed only where allowedMoves (shared/rental-status.ts)
// allows the provider: delivery (and a legacy active rental's pickup or completion) only from the
// delivery date on, read on the delivery address's clock, the rule the rental requests card offers
// its buttons by. Every move appends its step (status, time, who) to the rental's timeline in the
// same conditional write as the status change.
//
// Approving an unpaid request takes a unit of its size for its days (delivery through pickup plus
// turnaround) and completing gives back the days after the pickup, each in ONE TransactWrite with
// the rental's status change, conditioned on the status it was read with. Whether a unit is free is
// decided by availability by size and day alone (functions/availability/day-counters.ts): each day's
// taken count must stay below the inventory, so a unit out on other dates never blocks the approval,
// and of two approvals racing for the last free unit on a day one commits and the other gets 409.
// Picking up gives the days back the same way (completing a rental picked up earlier finds none to
// give), and delivery moves no days.
// The same transaction moves the profile's rental counts (rental-counters.ts). DynamoDB may cancel
// one of two transactions touching the same items at the same instant (TransactionConflict); that one
// is retried, and then meets the conditions like any later request.
//
// Rejecting a request cancels it and records cancelledBy 'provider' (the rental.rejected event
// tells the customer the provider declined). Rejecting a paid request (a 'confirmed' checkout)
// refunds it in full, as the customer's own cancellation would: the rejection records the refund
// owed, then the payment port refunds with the idempotency key refund-{rentalId}. A refund that
// fails leaves the rental cancelled by the provider with the refund owed; rejecting it again
// completes the refund.
import { rentalTallyItems, unchangedRentalShare } from '../../financials/tallies/tally-writes';
import { MESSAGES } from '../../../shared/messages';
import { refundableCents } from '../../../shared/payment-status';
import {
  canMove,
  canReject,
  canTransition,
  completedTooEarlyMessage,
  deliveredTooEarlyMessage,
  refundStillOwed,
  type DeliveryTimeWindow,
  type RentalStatus,
} from '../../../shared/rental-status';
import { timelineWith } from '../../../shared/rental-timeline';
import type { WeightTicket } from '../../../shared/schemas/dispatch';
import { calendarDateIn } from '../../../shared/zoned-time';
import {
  ACTION_TARGET_STATUS,
  PROVIDER_PORTAL_MESSAGES,
  inventoryKeyOf,
  noFreeDumpsterMessage,
  type ProviderRentalAction,
} from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import type { Store } from '../../platform/data/store';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { RentalEventPublisher, RentalEventType } from '../../platform/events/rental-events';
import { logger } from '../../platform/logger';
import type { PaymentPort } from '../../platform/payments/payment-port';
import { clockOfZip } from '../../platform/zip-directory';
import { refundPort, refundRental } from '../../rentals/refund-rental';
import { firstFullDay, reservedSpan, type ReservedSpan } from '../../../shared/availability';
import { bookingRulesOf } from '../../../shared/booking-rules';
import { addDays } from '../../../shared/rental-dates';
import { ceilingOf, dayCounts, releaseDays, takeDays, takenByDay } from '../../availability/day-counters';
import { changeReleasingDays, reservationOf } from '../../availability/rental-days';
import { activeRentalEnded, providerProfileOf } from './rental-counters';

export interface UpdateRentalStatusDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  /** Built only when a paid request is rejected. */
  payments: () => Promise<PaymentPort>;
}

const EVENT_OF: Record<ProviderRentalAction, RentalEventType> = {
  approve: 'rental.approved',
  reject: 'rental.rejected',
  deliver: 'rental.delivered',
  pick_up: 'rental.picked_up',
  complete: 'rental.completed',
};

/**
 * What an action may carry: the delivery window promised with an approval, the placement photo
 * taken at delivery, the weight ticket recorded at pickup, and a note for the timeline step (who
 * on the provider's side made the move: a driver's name).
 */
export interface RentalActionDetails {
  deliveryTimeWindow?: DeliveryTimeWindow;
  placementPhotoKey?: string;
  weightTicket?: WeightTicket;
  note?: string;
}

/** The fields each action's details set on the rental (an approval's window, a delivery's photo, a pickup's ticket). */
function detailChanges(action: ReservationAction, details: RentalActionDetails, now: string): Partial<Rental> {
  if (action === 'approve' && details.deliveryTimeWindow) return { deliveryTimeWindow: details.deliveryTimeWindow };
  if (action === 'deliver' && details.placementPhotoKey) return { placementPhotoKey: details.placementPhotoKey };
  if (action === 'pick_up' && details.weightTicket) return { weightTicket: { ...details.weightTicket, recordedAt: now } };
  return {};
}

type ReservationAction = Exclude<ProviderRentalAction, 'reject'>;

const REFUND_UNAVAILABLE = 'This paid request cannot be refunded online right now. Please contact support.';

/** Transaction conflicts between simultaneous requests settle within a few attempts. */
const MAX_ATTEMPTS = 5;

async function readProviderRental(store: Store, providerId: string, rentalId: string): Promise<Rental> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  if (!data) throw notFound(MESSAGES.rentalNotFound);
  if (data.providerId !== providerId) throw forbidden(MESSAGES.rentalNoPermission);
  return data;
}

/** A rejection whose refund has not gone through yet (the customer's own cancellations are theirs to retry). */

/** Today's calendar date at the delivery address. */
async function deliveryToday(now: Date, rental: Rental): Promise<string> {
  return calendarDateIn(now, await clockOfZip(rental.deliveryAddress.zipCode));
}

export async function updateRentalStatus(
  deps: UpdateRentalStatusDeps,
  providerId: string,
  rentalId: string,
  action: ProviderRentalAction,
  details: RentalActionDetails = {},
): Promise<Rental> {
  const rental = await readProviderRental(deps.store, providerId, rentalId);
  if (action === 'reject' && refundStillOwed(rental)) return completeRefund(deps, rental);
  const target = ACTION_TARGET_STATUS[action];
  const allowed = action === 'reject' ? canReject(rental) : canTransition(rental.status, target);
  if (!allowed) throw conflict(PROVIDER_PORTAL_MESSAGES.invalidAction);
  const today = await deliveryToday(deps.clock(), rental);
  // The state machine allows the move from this status; what is left is its date rule.
  if (!canMove(rental, 'provider', target, today)) {
    throw conflict(action === 'complete' ? completedTooEarlyMessage(rental.startDate) : deliveredTooEarlyMessage(rental.startDate));
  }

  const updated =
    action === 'reject' ? await reject(deps, rental) : await moveReservation(deps, rental, action, target, today, details);
  await deps.events.publish({ type: EVENT_OF[action], rentalId, occurredAt: updated.updatedAt });
  return action === 'reject' ? completeRefund(deps, updated) : updated;
}

async function reject(deps: UpdateRentalStatusDeps, rental: Rental): Promise<Rental> {
  // What is still paid: a refund at the payment provider may have returned part of it already.
  const refundCents = refundableCents(rental);
  // Refuse before changing anything when a refund is due and could not be made.
  if (refundCents > 0) await refundPort(deps.payments, rental, REFUND_UNAVAILABLE);
  const now = deps.clock().toISOString();
  try {
    // The days it held go back to the availability in the same write (availability/rental-days.ts).
    const changes = {
      status: 'cancelled' as const,
      cancelledBy: 'provider' as const,
      cancelledAt: now,
      updatedAt: now,
      timeline: timelineWith(rental, 'cancelled', now, 'provider'),
      ...(refundCents > 0 ? { refundCents } : {}),
    };
    return await changeReleasingDays(
      deps.store,
      rental,
      () =>
        deps.store.entities.rental
          .patch({ rentalId: rental.rentalId })
          .set(changes)
          .composite({ createdAt: rental.createdAt })
          .where(unchangedRentalShare(rental)),
      () => rentalTallyItems(deps.store, rental, { ...rental, ...changes }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw conflict(PROVIDER_PORTAL_MESSAGES.statusChangedMeanwhile);
  }
}

async function completeRefund(deps: UpdateRentalStatusDeps, rental: Rental): Promise<Rental> {
  if (!refundStillOwed(rental)) return rental;
  try {
    return await refundRental(deps, await refundPort(deps.payments, rental, REFUND_UNAVAILABLE), rental);
  } catch (error) {
    // The rejection stands with the refund owed; rejecting again retries the refund.
    logger.error('Refund of a rejected request failed; it stays owed', { rentalId: rental.rentalId, error: error as Error });
    return rental;
  }
}

/**
 * Approve (take the rental's days, unless a paid checkout took them already), deliver (no days
 * change), pick up or complete (give back the days after today's pickup and turnaround), with the
 * status change and its timeline step, atomically. An approval is refused with 409 only when a day
 * of the rental has every unit taken.
 */
async function moveReservation(
  deps: UpdateRentalStatusDeps,
  rental: Rental,
  action: ReservationAction,
  target: RentalStatus,
  today: string,
  details: RentalActionDetails,
): Promise<Rental> {
  const { store } = deps;
  const key = inventoryKeyOf(rental.dumpsterSize);
  if (!key) throw conflict(PROVIDER_PORTAL_MESSAGES.unknownSize);

  for (let attempt = 1; ; attempt += 1) {
    const profile = await providerProfileOf(store, rental.providerId);
    const days = dayChange(rental, action, today, bookingRulesOf(profile).turnaroundDays);
    const ceiling = ceilingOf(profile, rental.dumpsterSize);
    const unit = { providerId: rental.providerId, size: rental.dumpsterSize };
    const now = deps.clock().toISOString();
    const change = {
      status: target,
      updatedAt: now,
      timeline: timelineWith(rental, target, now, 'provider', details.note),
      ...detailChanges(action, details, now),
      ...days.rentalChange,
    };
    const tallies = await rentalTallyItems(store, rental, { ...rental, status: target });
    // Approval counts the rental among the provider's active rentals and completion ends it there
    // (rental-counters.ts); the job's steps between leave the counts.
    const counted = action === 'approve' || action === 'complete';
    const result = await store.transaction
      .write((entities) => {
        const { rental: rentals, providerProfile } = entities;
        const approval = providerProfile.patch({ providerId: rental.providerId }).add({ activeRentals: 1 });
        return [
          rentals
            .patch({ rentalId: rental.rentalId })
            .set(change)
            .composite({ createdAt: rental.createdAt })
            .where(unchangedRentalShare(rental))
            .commit(),
          ...(action === 'approve'
            ? // The days are taken under the inventory as read: it must still be that (the ceiling check, on the same item).
              [(days.take ? approval.where((attributes, { eq }) => eq(attributes.dumpsterInventory[key], ceiling)) : approval).commit()]
            : action === 'complete'
              ? [activeRentalEnded(providerProfile, rental.providerId, { completed: true, counted: profile.activeRentals > 0 })]
              : []),
          ...(days.take ? takeDays(entities, unit, days.take, ceiling, false) : []),
          ...(days.release ? releaseDays(entities, unit, days.release, false) : []),
          ...tallies(entities),
        ];
      })
      .go();
    if (!result.canceled) return { ...rental, ...change };

    const [rentalOutcome, ...rest] = result.data;
    const [profileOutcome, ...dayOutcomes] = counted ? rest : [undefined, ...rest];
    if (rentalOutcome?.code === 'ConditionalCheckFailed') throw conflict(PROVIDER_PORTAL_MESSAGES.statusChangedMeanwhile);
    // A full day under the inventory as read is final; an inventory changed since (or a count
    // another completion took to none) is read again on the next attempt.
    if (action === 'approve' && dayOutcomes.some((outcome) => outcome?.code === 'ConditionalCheckFailed') && profileOutcome?.code !== 'ConditionalCheckFailed') {
      // Name the day, so the provider knows which booking stands in the way.
      const taken = takenByDay(await dayCounts(store, unit, days.take!, { consistent: true }));
      throw conflict(noFreeDumpsterMessage(Number(key.slice(4)), firstFullDay(taken, ceiling, days.take!) ?? days.take!.firstDay));
    }
    if (attempt >= MAX_ATTEMPTS) {
      logger.error('Rental status change kept conflicting', { rentalId: rental.rentalId, reasons: result.data.map((item) => item.code) });
      throw conflict(PROVIDER_PORTAL_MESSAGES.statusUpdateFailed);
    }
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}

/** What a status change does to the rental's days: the span to take, the span to give back, and the rental's new reservation. */
function dayChange(rental: Rental, action: ReservationAction, today: string, turnaroundDays: number): { take?: ReservedSpan; release?: ReservedSpan; rentalChange: Partial<Pick<Rental, 'reservedFrom' | 'reservedThrough'>> } {
  const reserved = reservationOf(rental);
  if (action === 'deliver') return { rentalChange: {} };
  if (action === 'approve') {
    if (reserved) return { rentalChange: {} };
    const take = reservedSpan(rental.startDate, rental.endDate, turnaroundDays);
    return { take, rentalChange: { reservedFrom: take.firstDay, reservedThrough: take.lastDay } };
  }
  // Picked up today: the unit is back in service after the turnaround.
  const backInService = addDays(today, turnaroundDays + 1);
  if (!reserved || backInService > reserved.lastDay) return { rentalChange: {} };
  const firstFreed = backInService > reserved.firstDay ? backInService : reserved.firstDay;
  const release = { firstDay: firstFreed, lastDay: reserved.lastDay };
  return { release, rentalChange: { reservedThrough: addDays(firstFreed, -1) } };
}
