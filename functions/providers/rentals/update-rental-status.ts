// The provider's actions on a rental request: Approve Request (to active), Reject Request (to
// cancelled, by the provider) and Mark as Completed (to completed), each allowed only where
// RENTAL_TRANSITIONS allows. Completion is allowed only from the delivery date on, read on the
// delivery address's clock (canComplete, the rule the rental requests card offers the button by).
//
// Approval reserves a dumpster of the rental's size and completion releases it, each in ONE
// TransactWrite: the rental's status change, conditioned on the status it was read with, and the
// provider's in-use counter change, conditioned on inUse < total (approve) or inUse > 0 (complete).
// So concurrent approvals never hold more dumpsters than the provider owns: of two racing for the
// last free one, one commits and the other is refused with 409. DynamoDB may also cancel one of
// two transactions touching the same profile item at the same instant (TransactionConflict); that
// one is retried, and then meets the condition like any later request.
//
// Rejecting a request cancels it and records cancelledBy 'provider' (the rental.rejected event
// tells the customer the provider declined). Rejecting a paid request (a 'confirmed' checkout)
// refunds it in full, as the customer's own cancellation would: the rejection records the refund
// owed, then the payment port refunds with the idempotency key refund-{rentalId}. A refund that
// fails leaves the rental cancelled by the provider with the refund owed; rejecting it again
// completes the refund.
import { MESSAGES } from '../../../shared/messages';
import { refundableCents } from '../../../shared/payment-status';
import {
  canComplete,
  canReject,
  canTransition,
  completedTooEarlyMessage,
  refundStillOwed,
  type RentalStatus,
} from '../../../shared/rental-status';
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
import { timeZoneOfZip } from '../../platform/zip-directory';
import { refundPort, refundRental } from '../../rentals/refund-rental';
import { reservedSpan } from '../../../shared/availability';
import { bookingRulesOf } from '../../../shared/booking-rules';
import { addDays } from '../../../shared/rental-dates';
import { ceilingOf, releaseDays, takeDays } from '../../availability/day-counters';
import { changeReleasingDays, reservationOf } from '../../availability/rental-days';
import { profileWithCounters, releaseDumpster } from '../inventory/reservations';

export interface UpdateRentalStatusDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  /** Built only when a paid request is rejected. */
  payments: () => Promise<PaymentPort>;
}

/**
 * For a ZIP the directory does not know: the contiguous states' last clock to turn over, so a
 * completion is never allowed before the delivery date has begun anywhere it could be
 * (record-payment-change.ts reads "delivered yet" with the same fallback).
 */
const FALLBACK_TIME_ZONE = 'America/Los_Angeles';

const EVENT_OF: Record<ProviderRentalAction, RentalEventType> = {
  approve: 'rental.approved',
  reject: 'rental.rejected',
  complete: 'rental.completed',
};

const REFUND_UNAVAILABLE = 'This paid request cannot be refunded online right now. Please contact support.';

/** Transaction conflicts between simultaneous requests settle within a few attempts. */
const MAX_ATTEMPTS = 5;

async function readProviderRental(store: Store, providerId: string, rentalId: string): Promise<Rental> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  if (!data) throw notFound(MESSAGES.rentalNotFound);
  if (data.providerId !== providerId) throw forbidden(MESSAGES.rentalNoPermission);
  return data as Rental;
}

/** A rejection whose refund has not gone through yet (the customer's own cancellations are theirs to retry). */

/** Today's calendar date at the delivery address. */
async function deliveryToday(now: Date, rental: Rental): Promise<string> {
  return calendarDateIn(now, (await timeZoneOfZip(rental.deliveryAddress.zipCode)) ?? FALLBACK_TIME_ZONE);
}

export async function updateRentalStatus(
  deps: UpdateRentalStatusDeps,
  providerId: string,
  rentalId: string,
  action: ProviderRentalAction,
): Promise<Rental> {
  const rental = await readProviderRental(deps.store, providerId, rentalId);
  if (action === 'reject' && refundStillOwed(rental)) return completeRefund(deps, rental);
  const target = ACTION_TARGET_STATUS[action];
  const allowed = action === 'reject' ? canReject(rental) : canTransition(rental.status, target);
  if (!allowed) throw conflict(PROVIDER_PORTAL_MESSAGES.invalidAction);
  const today = await deliveryToday(deps.clock(), rental);
  if (action === 'complete' && !canComplete(rental, today)) {
    throw conflict(completedTooEarlyMessage(rental.startDate));
  }

  const updated = action === 'reject' ? await reject(deps, rental) : await moveReservation(deps, rental, action, target, today);
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
    return await changeReleasingDays(deps.store, rental, () =>
      deps.store.entities.rental
        .patch({ rentalId: rental.rentalId })
        .set({ status: 'cancelled', cancelledBy: 'provider', cancelledAt: now, updatedAt: now, ...(refundCents > 0 ? { refundCents } : {}) })
        .composite({ createdAt: rental.createdAt })
        .where((attributes, { eq }) => eq(attributes.status, rental.status)),
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
 * Approve (reserve one dumpster) or complete (release it), with the status change, atomically. The
 * days on the availability calendar move in the same transaction: an approved request that holds
 * none yet (an unpaid rent request; a paid checkout reserved its days when paid) takes them, each
 * only while a unit is free; a completion gives back the days after today's pickup and turnaround.
 */
async function moveReservation(
  deps: UpdateRentalStatusDeps,
  rental: Rental,
  action: 'approve' | 'complete',
  target: RentalStatus,
  today: string,
): Promise<Rental> {
  const { store } = deps;
  const key = inventoryKeyOf(rental.dumpsterSize);
  if (!key) throw conflict(PROVIDER_PORTAL_MESSAGES.unknownSize);

  for (let attempt = 1; ; attempt += 1) {
    const profile = await profileWithCounters(store, rental.providerId);
    const days = dayChange(rental, action, today, bookingRulesOf(profile).turnaroundDays);
    const ceiling = ceilingOf(profile, rental.dumpsterSize);
    const unit = { providerId: rental.providerId, size: rental.dumpsterSize };
    const now = deps.clock().toISOString();
    const result = await store.transaction
      .write((entities) => {
        const { rental: rentals, providerProfile } = entities;
        return [
          rentals
            .patch({ rentalId: rental.rentalId })
            .set({ status: target, updatedAt: now, ...days.rentalChange })
            .composite({ createdAt: rental.createdAt })
            .where((attributes, { eq }) => eq(attributes.status, rental.status))
            .commit(),
          action === 'approve'
            ? providerProfile
                .patch({ providerId: rental.providerId })
                .data((attributes, { add }) => {
                  add(attributes.inventoryInUse[key], 1);
                  add(attributes.activeRentals, 1);
                })
                .where((attributes, { name, eq }) =>
                  [
                    `${name(attributes.inventoryInUse[key])} < ${name(attributes.dumpsterInventory[key])}`,
                    // The ceiling the days are taken under is the inventory as read.
                    ...(days.take ? [eq(attributes.dumpsterInventory[key], ceiling)] : []),
                  ].join(' AND '),
                )
                .commit()
            : releaseDumpster(providerProfile, rental.providerId, key, true),
          ...(days.take ? takeDays(entities, unit, days.take, ceiling, false) : []),
          ...(days.release ? releaseDays(entities, unit, days.release, false) : []),
        ];
      })
      .go();
    if (!result.canceled) return { ...rental, status: target, updatedAt: now, ...days.rentalChange };

    const [rentalOutcome, profileOutcome, ...dayOutcomes] = result.data;
    if (rentalOutcome?.code === 'ConditionalCheckFailed') throw conflict(PROVIDER_PORTAL_MESSAGES.statusChangedMeanwhile);
    if (action === 'approve' && dayOutcomes.some((outcome) => outcome.code === 'ConditionalCheckFailed') && profileOutcome?.code !== 'ConditionalCheckFailed') {
      throw conflict(noFreeDumpsterMessage(Number(key.slice(4))));
    }
    if (profileOutcome?.code === 'ConditionalCheckFailed') {
      if (action === 'approve') {
        // The inventory changed since it was read: read it again; otherwise every unit is in use.
        const current = await profileWithCounters(store, rental.providerId);
        if (!days.take || ceilingOf(current, rental.dumpsterSize) === ceiling) throw conflict(noFreeDumpsterMessage(Number(key.slice(4))));
      } else {
        // A completion finds no reservation to release only if the counters were edited by hand.
        logger.error('Completing an active rental found no dumpster in use', { rentalId: rental.rentalId, key });
        throw conflict(PROVIDER_PORTAL_MESSAGES.statusUpdateFailed);
      }
    }
    if (attempt >= MAX_ATTEMPTS) {
      logger.error('Rental status change kept conflicting', { rentalId: rental.rentalId, reasons: result.data.map((item) => item.code) });
      throw conflict(PROVIDER_PORTAL_MESSAGES.statusUpdateFailed);
    }
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}

/** What a status change does to the rental's days: the span to take, the span to give back, and the rental's new reservation. */
function dayChange(rental: Rental, action: 'approve' | 'complete', today: string, turnaroundDays: number) {
  const reserved = reservationOf(rental);
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
