// The reads behind the inventory figures (inventory-figures.ts), shared by the inventory page and
// the dashboard: the provider's today, ONE BatchGetItem of today's month item for each stocked size
// (functions/availability/day-counters.ts), the rentals picked up in the next UPCOMING_RETURN_DAYS
// days (one Query of the rentals-by-pickup-date index, gsi5). What it reads depends on the week's
// pickups and the sizes stocked, never on the provider's history.
import type { ProviderProfile } from '../../../shared/schemas/provider';
import { INVENTORY_KEYS, UPCOMING_RETURN_DAYS, type InventoryFigures, type InventoryKey } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { addDays } from '../../../shared/rental-dates';
import { dayCountsBySize, type DayCount } from '../../availability/day-counters';
import type { Store } from '../../platform/data/store';
import { dayBounds } from '../../platform/list-page';
import { providerToday } from '../provider-today';
import { inventoryFigures } from './inventory-figures';

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

export async function readInventoryFigures(
  store: Store,
  profile: Pick<ProviderProfile, 'providerId' | 'address' | 'dumpsterInventory'>,
  now: Date,
): Promise<InventoryFigures> {
  const today = await providerToday(profile, now);
  const stocked = INVENTORY_KEYS.filter((key) => (profile.dumpsterInventory[key] ?? 0) > 0);
  const [counts, rentals] = await Promise.all([
    dayCountsBySize(store, profile.providerId, stocked.map(sizeOf), { firstDay: today, lastDay: today }),
    rentalsPickedUpFrom(store, profile.providerId, today),
  ]);
  const countsBySize: Partial<Record<InventoryKey, DayCount[]>> = Object.fromEntries(stocked.map((key) => [key, counts.get(sizeOf(key)) ?? []]));
  return inventoryFigures({ totals: profile.dumpsterInventory, today, countsBySize, rentals });
}
