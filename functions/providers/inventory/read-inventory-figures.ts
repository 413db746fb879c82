// The reads behind the inventory figures (inventory-figures.ts), shared by the inventory page and
// the dashboard: the provider's today, ONE BatchGetItem of today's month item for each stocked size
// (functions/availability/day-counters.ts), the rentals picked up in the next UPCOMING_RETURN_DAYS
// days (one Query of the rentals-by-pickup-date index, gsi5) and the count of rentals out on
// rental or about to go out (the books' totals, one GetItem). What it reads depends on the week's
// pickups and the sizes stocked, never on the provider's history.
import type { ProviderProfile } from '../../../shared/schemas/provider';
import { INVENTORY_KEYS, UPCOMING_RETURN_DAYS, type InventoryFigures, type InventoryKey } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { addDays } from '../../../shared/rental-dates';
import { dayCountsBySize, type DayCount } from '../../availability/day-counters';
import { rentalTotalsOf } from '../../financials/tallies/tally-reads';
import type { Store } from '../../platform/data/store';
import { dayBounds } from '../../platform/list-page';
import { providerToday } from '../provider-today';
import { inventoryFigures, OUT_ON_RENTAL_STATUSES } from './inventory-figures';

/** "yard20" -> "20": the size as the availability items and rentals name it. */
const sizeOf = (key: InventoryKey) => key.slice('yard'.length);

/** The rentals whose pickup date falls in the days from `today` on that the upcoming returns show, whatever their status. */
async function rentalsPickedUpFrom(store: Store, providerId: string, today: string): Promise<Rental[]> {
  const { data } = await store.entities.rental.query
    .byProviderPickup({ providerId })
    .between(...dayBounds('endDate', { from: today, to: addDays(today, UPCOMING_RETURN_DAYS - 1) }))
    .go({ pages: 'all' });
  return data;
}

export interface InventoryReads {
  figures: InventoryFigures;
  /** The approved and active rentals, all of them: the overview's count. */
  activeRentals: number;
}

export async function readInventoryFigures(
  store: Store,
  profile: Pick<ProviderProfile, 'providerId' | 'address' | 'dumpsterInventory'>,
  now: Date,
): Promise<InventoryReads> {
  const today = await providerToday(profile, now);
  const stocked = INVENTORY_KEYS.filter((key) => (profile.dumpsterInventory[key] ?? 0) > 0);
  const [counts, rentals, totals] = await Promise.all([
    dayCountsBySize(store, profile.providerId, stocked.map(sizeOf), { firstDay: today, lastDay: today }),
    rentalsPickedUpFrom(store, profile.providerId, today),
    rentalTotalsOf(store, profile.providerId),
  ]);
  const countsBySize: Partial<Record<InventoryKey, DayCount[]>> = Object.fromEntries(stocked.map((key) => [key, counts.get(sizeOf(key)) ?? []]));
  return {
    figures: inventoryFigures({ totals: profile.dumpsterInventory, today, countsBySize, rentals }),
    activeRentals: OUT_ON_RENTAL_STATUSES.reduce((count, status) => count + (totals.byStatus[status] ?? 0), 0),
  };
}
