// Rental state machine. The provider's actions and the customer's cancellation are transitions here;
// the server refuses any change this table does not allow.
//
// A rental ends without being delivered in one way only, `cancelled`, whoever ends it: the
// customer cancelling, the provider rejecting (declining) a request, or a full refund at the
// payment provider before delivery. `cancelledBy` records which party ended it, so screens and
// messages can say "declined by the provider" without a status of its own. Rentals stored before
// this model with the status 'rejected' read as cancelled by the provider
// (functions/platform/data/entities/rental.ts).
import { formatWeekdayDate } from './calendar-date';

export const RENTAL_STATUSES = [
  'pending',
  'confirmed',
  'approved',
  'active',
  'scheduled',
  'delivered',
  'pickup_requested',
  'picked_up',
  'completed',
  'cancelled',
] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Each status as screens and messages name it (the job's stage once approved). */
export const RENTAL_STATUS_LABELS: Record<RentalStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  approved: 'Approved',
  active: 'Active',
  scheduled: 'Scheduled',
  delivered: 'Delivered',
  pickup_requested: 'Pickup requested',
  picked_up: 'Picked up',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Who ended a cancelled rental: the customer cancelled it, or the provider rejected it. */
export const CANCELLED_BY = ['customer', 'provider'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Who makes a move: the parties, an operator of the marketplace, or the system (a refund reported by the payment provider). */
export const RENTAL_ACTORS = ['customer', 'provider', 'operator', 'system'] as const;
export type RentalActor = (typeof RENTAL_ACTORS)[number];

/**
 * The job after approval: scheduled (delivery on the start date, in the provider's window) ->
 * delivered -> pickup requested by the customer (optional) -> picked up -> completed.
 * Who makes each move is allowedMoves below:
 * - pending/confirmed -> scheduled: the provider approves (reserving a dumpster);
 * - pending/confirmed -> cancelled: the customer cancels, or the provider rejects (canReject);
 * - approved: what an approval once stored; approving it schedules it, only a refund cancels it;
 * - scheduled -> delivered: the provider, from the delivery date on; -> cancelled: a full refund before delivery;
 * - delivered -> pickup_requested: the customer; delivered/pickup_requested -> picked_up: the provider;
 * - picked_up -> completed: the provider;
 * - active (approved before the lifecycle): -> completed as before, or -> delivered/picked_up to join it;
 * - completed and cancelled are final.
 */
export const RENTAL_TRANSITIONS: Record<RentalStatus, readonly RentalStatus[]> = {
  pending: ['scheduled', 'cancelled'],
  confirmed: ['scheduled', 'cancelled'],
  approved: ['scheduled', 'cancelled'],
  active: ['delivered', 'picked_up', 'completed'],
  scheduled: ['delivered', 'cancelled'],
  delivered: ['pickup_requested', 'picked_up'],
  pickup_requested: ['picked_up'],
  picked_up: ['completed'],
  completed: [],
  cancelled: [],
};

/**
 * The delivery windows a provider may promise when scheduling (approving) a rental: two-hour
 * slots a truck's day is planned in, told to the customer as they read here.
 */
export const DELIVERY_TIME_WINDOWS = ['7-9 AM', '8-10 AM', '9-11 AM', '10 AM-12 PM', '11 AM-1 PM', '12-2 PM', '1-3 PM', '2-4 PM', '3-5 PM', '4-6 PM'] as const;
export type DeliveryTimeWindow = (typeof DELIVERY_TIME_WINDOWS)[number];

/** Approved and not yet delivered: a full refund still cancels it (before its delivery date for a legacy active rental). */
export const NOT_YET_DELIVERED_STATUSES: readonly RentalStatus[] = ['pending', 'confirmed', 'approved', 'scheduled'];

/** Approved and not yet completed: the job is the provider's (the portal's Active filter). */
export const APPROVED_OPEN_STATUSES: readonly RentalStatus[] = ['approved', 'active', 'scheduled', 'delivered', 'pickup_requested', 'picked_up'];

/** From approval until picked up: a unit of the provider's is promised to the rental or out at the customer's. */
export const OUT_ON_RENTAL_STATUSES: readonly RentalStatus[] = ['approved', 'active', 'scheduled', 'delivered', 'pickup_requested'];

/** Still ahead of or in the job (not completed, not cancelled). */
export const OPEN_STATUSES: readonly RentalStatus[] = ['pending', 'confirmed', ...APPROVED_OPEN_STATUSES];

export function canTransition(from: RentalStatus, to: RentalStatus): boolean {
  return RENTAL_TRANSITIONS[from].includes(to);
}

/**
 * The statuses `actor` may move the rental to on `today` (YYYY-MM-DD at the delivery address): the
 * one rule the server enforces and the screens offer their buttons by. Delivery, and picking up or
 * completing a legacy active rental, only from the delivery date on; a pickup request only once
 * delivered. The customer's cancellation is further bounded by shared/cancellation.ts, and a
 * refund's by functions/checkout/payment-changes.ts (a legacy active rental before its delivery date).
 */
export function allowedMoves(rental: { status: RentalStatus; startDate: string }, actor: RentalActor, today: string): RentalStatus[] {
  const { status } = rental;
  const delivered = today >= rental.startDate;
  const moves = (targets: readonly RentalStatus[]) => targets.filter((target) => canTransition(status, target));
  switch (actor) {
    case 'customer':
      return moves([...(canCustomerCancel(rental) ? (['cancelled'] as const) : []), 'pickup_requested']);
    case 'system':
      return NOT_YET_DELIVERED_STATUSES.includes(status) ? moves(['cancelled']) : [];
    case 'provider':
    case 'operator':
      return moves([
        'scheduled',
        ...(canReject(rental) ? (['cancelled'] as const) : []),
        ...(delivered ? (['delivered'] as const) : []),
        ...(delivered || status !== 'active' ? (['picked_up'] as const) : []),
        ...(delivered ? (['completed'] as const) : []),
      ]);
  }
}

/** May `actor` move the rental to `to` on `today`? */
export function canMove(rental: { status: RentalStatus; startDate: string }, actor: RentalActor, to: RentalStatus, today: string): boolean {
  return allowedMoves(rental, actor, today).includes(to);
}

/** A request the customer may still cancel (before approval; the cancellation policy decides the rest). */
const canCustomerCancel = (rental: { status: RentalStatus }) => rental.status === 'pending' || rental.status === 'confirmed';

/**
 * Can the provider reject (decline) the rental? Only a request still awaiting them, paid or not:
 * once approved the dumpster is theirs to deliver, and only the customer's cancellation policy or a
 * refund ends it.
 */
export function canReject(rental: { status: RentalStatus }): boolean {
  return (rental.status === 'pending' || rental.status === 'confirmed') && canTransition(rental.status, 'cancelled');
}

/** A cancellation the provider made: their rejection of the request. */
export function isDeclinedByProvider(rental: { status: RentalStatus; cancelledBy?: CancelledBy }): boolean {
  return rental.status === 'cancelled' && rental.cancelledBy === 'provider';
}

/**
 * A paid request the provider rejected whose refund could not be made yet (the payment provider
 * refused or was unreachable): rejecting it again retries the refund.
 */
export function refundStillOwed(rental: {
  status: RentalStatus;
  cancelledBy?: CancelledBy;
  refundCents?: number;
  paymentStatus?: string;
}): boolean {
  return isDeclinedByProvider(rental) && (rental.refundCents ?? 0) > 0 && rental.paymentStatus !== 'refunded';
}

/**
 * Can the provider mark the rental completed on `today` (YYYY-MM-DD, the calendar date at the
 * delivery address)? Only an active rental, and only from its delivery date: before it the dumpster
 * has not been delivered, so there is nothing to pick up. The server enforces this and the rental
 * requests card offers the button by it.
 */
export function canComplete(rental: { status: RentalStatus; startDate: string }, today: string): boolean {
  return canTransition(rental.status, 'completed') && today >= rental.startDate;
}

/** "Fri, Dec 4": a calendar date read as itself (UTC), never shifted by the reader's time zone. */
export const shortDateLabel = (isoDate: string) => formatWeekdayDate(isoDate);

/** Why a scheduled rental cannot be marked delivered yet. */
export const deliveredTooEarlyMessage = (startDate: string) =>
  `A rental can be marked delivered only from its delivery date (${shortDateLabel(startDate)}).`;

/** Why an active rental cannot be completed yet. */
export const completedTooEarlyMessage = (startDate: string) =>
  `A rental can be marked completed only from its delivery date (${shortDateLabel(startDate)}).`;

/** Badge colour per status: pending yellow, approved and in the job green, completed indigo, cancelled red, else grey. */
export function rentalStatusTone(status: RentalStatus): 'yellow' | 'green' | 'indigo' | 'red' | 'grey' {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'active':
    case 'scheduled':
    case 'delivered':
    case 'pickup_requested':
    case 'picked_up':
      return 'green';
    case 'completed':
      return 'indigo';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}
