// The customer asks for their delivered dumpster to be picked up (shared/rental-status.ts:
// delivered -> pickup_requested, the customer's move), on its booked pickup date or an earlier day
// from today on (today at the delivery address). The booked end date is not changed: the request
// records the date asked for (requestedPickupDate) for the provider to plan the truck by, and the
// provider is told (rental.pickup_requested). The status change and its timeline step are one write
// conditioned on the status it was read with, so a request racing the provider's pickup loses with 409.
import { canMove } from '../../shared/rental-status';
import { timelineWith } from '../../shared/rental-timeline';
import { PICKUP_REQUEST_MESSAGES, type PickupRequest, type Rental } from '../../shared/schemas/rental';
import { calendarDateIn } from '../../shared/zoned-time';
import { rentalTallyItems, unchangedRentalShare } from '../financials/tallies/tally-writes';
import type { Store } from '../platform/data/store';
import { conflict, unprocessable } from '../platform/errors';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { clockOfZip } from '../platform/zip-directory';
import { readOwnRental } from './cancel-rental';

export interface RequestPickupDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
}

/** Why a pickup date cannot be asked for, or undefined: from today through the booked pickup date. */
function pickupDateProblem(pickupDate: string, rental: Pick<Rental, 'endDate'>, today: string): string | undefined {
  if (pickupDate < today) return PICKUP_REQUEST_MESSAGES.dateBeforeToday;
  if (pickupDate > rental.endDate) return PICKUP_REQUEST_MESSAGES.dateAfterEnd;
  return undefined;
}

export async function requestPickup(deps: RequestPickupDeps, customerId: string, rentalId: string, request: PickupRequest): Promise<Rental> {
  const { store } = deps;
  const rental = await readOwnRental(store, customerId, rentalId);
  const now = deps.clock();
  const today = calendarDateIn(now, await clockOfZip(rental.deliveryAddress.zipCode));
  if (!canMove(rental, 'customer', 'pickup_requested', today)) throw conflict(PICKUP_REQUEST_MESSAGES.notDelivered);
  // Not asked for a day: the booked pickup date (or today, if the dumpster stays past it).
  const pickupDate = request.pickupDate ?? (rental.endDate < today ? today : rental.endDate);
  const problem = request.pickupDate ? pickupDateProblem(pickupDate, rental, today) : undefined;
  if (problem) throw unprocessable(problem, { pickupDate: problem });

  const at = now.toISOString();
  const changes = {
    status: 'pickup_requested' as const,
    requestedPickupDate: pickupDate,
    updatedAt: at,
    timeline: timelineWith(rental, 'pickup_requested', at, 'customer'),
  };
  const tallies = await rentalTallyItems(store, rental, { ...rental, ...changes });
  const result = await store.transaction
    .write((entities) => [
      entities.rental.patch({ rentalId }).set(changes).composite({ createdAt: rental.createdAt }).where(unchangedRentalShare(rental)).commit(),
      ...tallies(entities),
    ])
    .go();
  // The provider moved it meanwhile (picked it up), or another write of its books raced this one.
  if (result.canceled) throw conflict(PICKUP_REQUEST_MESSAGES.changedMeanwhile);
  await deps.events.publish({ type: 'rental.pickup_requested', rentalId, occurredAt: at });
  return { ...rental, ...changes };
}
