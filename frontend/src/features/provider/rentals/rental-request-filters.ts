// Which rental requests the screen shows: the filter buttons (by the shared filter of each status),
// the search box (customer name and delivery address, client side), and the actions a card offers.
import type { RentalStatus } from '../../../../../shared/rental-status';
import {
  RENTAL_REQUEST_FILTER_OF,
  type ProviderRentalAction,
  type RentalRequestFilter,
} from '../../../../../shared/schemas/provider-portal';
import type { Rental } from '../../../../../shared/schemas/rental';

export const RENTAL_REQUEST_FILTER_LABELS: Record<RentalRequestFilter, string> = {
  all: 'All',
  pending: 'Pending',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

type SearchableRental = Pick<Rental, 'status' | 'customerName' | 'deliveryAddress'>;

export function matchesFilter(rental: Pick<Rental, 'status'>, filter: RentalRequestFilter): boolean {
  return filter === 'all' || RENTAL_REQUEST_FILTER_OF[rental.status] === filter;
}

/** Case-insensitive; every word typed must appear in the name, street, city, state or ZIP. */
export function matchesSearch(rental: SearchableRental, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { street, city, state, zipCode } = rental.deliveryAddress;
  const haystack = [rental.customerName, street, city, state, zipCode].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function visibleRentals<T extends SearchableRental>(rentals: readonly T[], filter: RentalRequestFilter, query: string): T[] {
  return rentals.filter((rental) => matchesFilter(rental, filter) && matchesSearch(rental, query));
}

/**
 * Requests awaiting the provider can be rejected or approved; a rental out on site can be completed.
 * An 'approved' rental (an older state on its way to active) offers nothing here.
 */
export function rentalActionsOf(status: RentalStatus): ProviderRentalAction[] {
  if (status === 'pending' || status === 'confirmed') return ['reject', 'approve'];
  if (status === 'active') return ['complete'];
  return [];
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
