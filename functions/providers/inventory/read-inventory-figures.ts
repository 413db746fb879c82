// The reads behind the inventory figures (inventory-figures.ts), shared by the inventory page and
// the dashboard: the provider's today, ONE BatchGetItem of today's month item for each stocked size
// (functions/availability/day-counters.ts), and the approved and active rentals, one Query of the
// rentals-by-provider index (gsi2) per status. Those are the rentals out on rental or about to go
// out, never the provider's whole history; the week's pickups are among them.
import type { ProviderProfile } from '../../../shared/schemas/provider';
import { INVENTORY_KEYS, type InventoryFigures, type InventoryKey } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { dayCountsBySize, type DayCount } from '../../availability/day-counters';
import type { Store } from '../../platform/data/store';
import { providerToday } from '../provider-today';
import { inventoryFigures, OUT_ON_RENTAL_STATUSES } from './inventory-figures';

/** "yard20" -> "20": the size as the availability items and rentals name it. */
const sizeOf = (key: InventoryKey) => key.slice('yard'.length);

async function rentalsOutOnRental(store: Store, providerId: string): Promise<Rental[]> {
  const pages = await Promise.all(
    OUT_ON_RENTAL_STATUSES.map((status) => store.entities.rental.query.byProvider({ providerId, status }).go({ pages: 'all' })),
  );
  return pages.flatMap((page) => page.data);
}

export interface InventoryReads {
  figures: InventoryFigures;
  /** The approved and active rentals read on the way: the overview's count. */
  activeRentals: number;
}

export async function readInventoryFigures(
  store: Store,
  profile: Pick<ProviderProfile, 'providerId' | 'address' | 'dumpsterInventory'>,
  now: Date,
): Promise<InventoryReads> {
  const today = await providerToday(profile, now);
  const stocked = INVENTORY_KEYS.filter((key) => (profile.dumpsterInventory[key] ?? 0) > 0);
  const [counts, rentals] = await Promise.all([
    dayCountsBySize(store, profile.providerId, stocked.map(sizeOf), { firstDay: today, lastDay: today }),
    rentalsOutOnRental(store, profile.providerId),
  ]);
  const countsBySize: Partial<Record<InventoryKey, DayCount[]>> = Object.fromEntries(stocked.map((key) => [key, counts.get(sizeOf(key)) ?? []]));
  return {
    figures: inventoryFigures({ totals: profile.dumpsterInventory, today, countsBySize, rentals }),
    activeRentals: rentals.length,
  };
}
