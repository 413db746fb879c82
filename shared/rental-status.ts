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

export const RENTAL_STATUSES = ['pending', 'confirmed', 'approved', 'active', 'completed', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Who ended a cancelled rental: the customer cancelled it, or the provider rejected it. */
export const CANCELLED_BY = ['customer', 'provider'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * Who makes each move:
 * - pending/confirmed -> active: the provider approves (reserving a dumpster);
 * - pending/confirmed -> cancelled: the customer cancels, or the provider rejects (canReject);
 * - approved -> active or cancelled: what an approval once stored; only a refund cancels it;
 * - active -> completed: the provider, from the delivery date on (canComplete);
 * - completed and cancelled are final.
 * A full refund at the payment provider may also cancel a rental not yet delivered.
 */
export const RENTAL_TRANSITIONS: Record<RentalStatus, readonly RentalStatus[]> = {
  pending: ['active', 'cancelled'],
  confirmed: ['active', 'cancelled'],
  approved: ['active', 'cancelled'],
  active: ['completed'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: RentalStatus, to: RentalStatus): boolean {
  return RENTAL_TRANSITIONS[from].includes(to);
}

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

/** Why an active rental cannot be completed yet. */
export const completedTooEarlyMessage = (startDate: string) =>
  `A rental can be marked completed only from its delivery date (${shortDateLabel(startDate)}).`;

/** Badge colour per status: pending yellow, active green, completed indigo, cancelled red, else grey. */
export function rentalStatusTone(status: RentalStatus): 'yellow' | 'green' | 'indigo' | 'red' | 'grey' {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'active':
      return 'green';
    case 'completed':
      return 'indigo';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}
