// The rental requests screen's wording and rules: the filter buttons' labels, the actions a card
// offers, "today" at the delivery address and the empty list's words. Filter and search are the server's.
import { allowedMoves, refundStillOwed } from '../../../../../shared/rental-status';
import { calendarDateIn } from '../../../../../shared/zoned-time';
import { ACTION_OF_TARGET, type ProviderRentalAction, type RentalRequestFilter } from '../../../../../shared/schemas/provider-portal';
import type { Rental } from '../../../../../shared/schemas/rental';
import { localIsoDate } from '../../../lib/calendar-date';

export const RENTAL_REQUEST_FILTER_LABELS: Record<RentalRequestFilter, string> = {
  all: 'All',
  pending: 'Pending',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The buttons a card offers: the moves shared/rental-status.ts allows the provider on `today` (the
 * calendar date at the delivery address, deliveryToday), the rules the server applies. Reject comes
 * before Approve, and a rejection whose refund the payment provider did not make offers Reject
 * again (to retry it, see actionWording).
 */
export function rentalActionsOf(
  rental: Pick<Rental, 'status' | 'startDate'> & Partial<Pick<Rental, 'cancelledBy' | 'refundCents' | 'paymentStatus'>>,
  today: string,
): ProviderRentalAction[] {
  if (refundStillOwed(rental)) return ['reject'];
  const actions = allowedMoves(rental, 'provider', today).flatMap((status) => ACTION_OF_TARGET[status] ?? []);
  return [...actions.filter((action) => action === 'reject'), ...actions.filter((action) => action !== 'reject')];
}

/** A scheduled (or legacy active) rental whose delivery date has not come yet: marked delivered from then on. */
export function deliverableLater(rental: Pick<Rental, 'status' | 'startDate'>, today: string): boolean {
  return (rental.status === 'scheduled' || rental.status === 'active') && today < rental.startDate;
}

/**
 * Today's calendar date at the rental's delivery address, from the time zones the list answer
 * carries (ZIP -> IANA zone); the browser's own date for a ZIP without one. The server reads the
 * same date and refuses an early completion either way.
 */
export function deliveryToday(rental: Pick<Rental, 'deliveryAddress'>, timeZones: Readonly<Record<string, string>>, now: Date): string {
  const timeZone = timeZones[rental.deliveryAddress.zipCode];
  return timeZone ? calendarDateIn(now, timeZone) : localIsoDate(0, now);
}

export interface EmptyState {
  title: string;
  text: string;
}

/** The empty list's wording: no rentals at all, none for the filter, or none for the search. */
export function emptyStateOf(totalRentals: number, filter: RentalRequestFilter, query: string): EmptyState {
  const title = 'No Rental Requests Found';
  if (totalRentals === 0) return { title, text: "You don't have any rental requests yet." };
  if (query.trim()) return { title, text: 'No results match your search. Try different keywords.' };
  return { title, text: `No ${filter} rentals found. Try a different filter.` };
}
