// The dashboard's activity feed, derived from what each rental records: its request (createdAt;
// a paid checkout arrives as a payment), its cancellation (cancelledAt: the customer's, or the
// provider's own rejection when cancelledBy says so) and an item per step of its job since the
// lifecycle began (its timeline: scheduled, delivered, pickup requested, picked up, completed). A
// rental not moved since shows the action its status shows at its last update (updatedAt), so its
// approval is no longer listed once it is completed: the completion is.
import { formatUsd } from '../../../shared/money';
import { rentalTitle } from '../../../shared/order-wording';
import { isDeclinedByProvider, type RentalStatus } from '../../../shared/rental-status';
import type { ActivityItem } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';

/** How many events the feed shows. */
export const ACTIVITY_SHOWN = 10;

type ActivityRental = Pick<
  Rental,
  'rentalId' | 'customerName' | 'dumpsterSize' | 'dumpsterType' | 'status' | 'paymentStatus' | 'totalPriceCents' | 'createdAt' | 'updatedAt'
> &
  Partial<Pick<Rental, 'cancelledAt' | 'cancelledBy' | 'timeline'>>;

// The product by its name, as on every screen and message ("20 Yard Construction Dumpster").
const dumpster = (rental: ActivityRental) => rentalTitle(rental);

/**
 * A paid checkout is the customer paying up front; anything else is a request to approve. A
 * checkout's rental is recorded paid and never becomes unpaid again (a refund or a dispute moves it
 * to those statuses), while a request stays unpaid until the provider acts on it.
 */
const arrivedPaid = (rental: ActivityRental) => rental.paymentStatus !== 'unpaid';

/** The feed's item for each step of the job a rental's timeline records. */
const STEP_ACTIVITY: Partial<Record<RentalStatus, { type: ActivityItem['type']; text: (rental: ActivityRental) => string }>> = {
  scheduled: { type: 'approval', text: (rental) => `You approved ${rental.customerName}'s ${dumpster(rental)} rental and scheduled its delivery` },
  delivered: { type: 'delivery', text: (rental) => `${rental.customerName}'s ${dumpster(rental)} was delivered` },
  pickup_requested: { type: 'pickup_request', text: (rental) => `${rental.customerName} asked for their ${dumpster(rental)} to be picked up` },
  picked_up: { type: 'pickup', text: (rental) => `${rental.customerName}'s ${dumpster(rental)} was picked up` },
  completed: { type: 'completion', text: (rental) => `${rental.customerName}'s ${dumpster(rental)} rental was completed` },
};

function rentalActivity(rental: ActivityRental): ActivityItem[] {
  const item = (type: ActivityItem['type'], at: string, text: string): ActivityItem => ({
    type,
    rentalId: rental.rentalId,
    customerName: rental.customerName,
    at,
    text,
  });
  const items = [
    arrivedPaid(rental)
      ? item('payment', rental.createdAt, `${rental.customerName} paid ${formatUsd(rental.totalPriceCents)} for a ${dumpster(rental)}`)
      : item('request', rental.createdAt, `New rental request from ${rental.customerName} for a ${dumpster(rental)}`),
  ];
  if (isDeclinedByProvider(rental)) {
    // A rejection stored before cancelledAt was recorded for it was the rental's last change.
    items.push(item('rejection', rental.cancelledAt ?? rental.updatedAt, `You declined ${rental.customerName}'s ${dumpster(rental)} request`));
  } else if (rental.cancelledAt) {
    items.push(item('cancellation', rental.cancelledAt, `${rental.customerName} cancelled their ${dumpster(rental)} rental`));
  }
  const steps = (rental.timeline ?? []).filter((step) => step.status !== 'cancelled');
  if (steps.length) {
    for (const step of steps) {
      const activity = STEP_ACTIVITY[step.status];
      if (activity) items.push(item(activity.type, step.at, activity.text(rental)));
    }
    return items;
  }
  if (rental.status === 'active') items.push(item('approval', rental.updatedAt, `You approved ${rental.customerName}'s ${dumpster(rental)} rental`));
  if (rental.status === 'completed') items.push(item('completion', rental.updatedAt, `${rental.customerName}'s ${dumpster(rental)} rental was completed`));
  return items;
}

export function activityFeed(rentals: readonly ActivityRental[], limit = ACTIVITY_SHOWN): ActivityItem[] {
  return rentals
    .flatMap(rentalActivity)
    .sort((a, b) => b.at.localeCompare(a.at) || a.rentalId.localeCompare(b.rentalId))
    .slice(0, limit);
}
