// How many rentals a provider has in each status: the rental requests screen's filter counts.
import { RENTAL_STATUSES, type RentalStatus } from '../../../shared/rental-status';
import { LEGACY_REJECTED_STATUS } from '../../platform/data/entities/rental';
import type { Store } from '../../platform/data/store';
import { rentalTotalsOf } from '../../financials/tallies/tally-reads';

/** Every status key rentals are stored under in the byProvider index, with the status each reads as. */
export const RENTAL_STATUS_KEYS: readonly { key: RentalStatus; status: RentalStatus }[] = [
  ...RENTAL_STATUSES.map((status) => ({ key: status, status })),
  // A rejection stored before it became a cancellation (data/entities/rental.ts) reads as cancelled.
  { key: LEGACY_REJECTED_STATUS as RentalStatus, status: 'cancelled' },
];

/** The provider's rentals per status: the books' totals (functions/financials/tallies), one GetItem whatever the history. */
export async function rentalCountsOf(store: Store, providerId: string): Promise<Record<RentalStatus, number>> {
  const { byStatus } = await rentalTotalsOf(store, providerId);
  return Object.fromEntries(RENTAL_STATUSES.map((status) => [status, byStatus[status] ?? 0])) as Record<RentalStatus, number>;
}
