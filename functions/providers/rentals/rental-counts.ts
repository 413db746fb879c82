// How many rentals a provider has in each status: the rental requests screen's filter counts.
import { RENTAL_STATUSES, type RentalStatus } from '../../../shared/rental-status';
import type { Store } from '../../platform/data/store';
import { rentalTotalsOf } from '../../financials/tallies/tally-reads';

/** The provider's rentals per status: the books' totals (functions/financials/tallies), one GetItem whatever the history. */
export async function rentalCountsOf(store: Store, providerId: string): Promise<Record<RentalStatus, number>> {
  const { byStatus } = await rentalTotalsOf(store, providerId);
  return Object.fromEntries(RENTAL_STATUSES.map((status) => [status, byStatus[status] ?? 0])) as Record<RentalStatus, number>;
}
