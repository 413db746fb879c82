// How low a provider's inventory of a size may go: never below what any day from today on has
// taken (units reserved by rentals or held by checkouts being paid), or that day would have more
// units out than the provider owns. The busiest day is read from the availability days: one Query
// per lowered size of its month items from today's month on (functions/availability/day-counters.ts).
import type { DumpsterInventory } from '../../../shared/schemas/provider';
import { INVENTORY_KEYS, type InventoryKey } from '../../../shared/schemas/provider-portal';
import { dayCounts, type DayCount } from '../../availability/day-counters';
import type { Store } from '../../platform/data/store';

export interface BusiestDay {
  day: string;
  taken: number;
}

/** The day with the most units taken (the first of them, if several), or undefined when none is. */
export function busiestDay(counts: readonly DayCount[]): BusiestDay | undefined {
  let busiest: BusiestDay | undefined;
  for (const { day, taken } of counts) {
    if (taken > 0 && (!busiest || taken > busiest.taken || (taken === busiest.taken && day < busiest.day))) busiest = { day, taken };
  }
  return busiest;
}

export interface FloorBreach extends BusiestDay {
  key: InventoryKey;
}

/** The first size whose new total is below its busiest day's taken count, if any. */
export function floorBreach(totals: DumpsterInventory, busiest: Partial<Record<InventoryKey, BusiestDay>>): FloorBreach | undefined {
  for (const key of INVENTORY_KEYS) {
    const day = busiest[key];
    if (day && totals[key] < day.taken) return { key, ...day };
  }
  return undefined;
}

/** Every day from today on, however far ahead anything is booked. */
const LAST_DAY = '9999-12-31';

/** The busiest day from `today` on of each of `keys`, read consistently (a save decides from it). */
export async function busiestDaysFrom(store: Store, providerId: string, keys: readonly InventoryKey[], today: string) {
  const days = await Promise.all(
    keys.map(async (key) => {
      const counts = await dayCounts(store, { providerId, size: key.slice('yard'.length) }, { firstDay: today, lastDay: LAST_DAY }, { consistent: true });
      return [key, busiestDay(counts)] as const;
    }),
  );
  return Object.fromEntries(days.filter(([, day]) => day !== undefined)) as Partial<Record<InventoryKey, BusiestDay>>;
}
