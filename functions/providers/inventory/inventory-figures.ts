// The provider's inventory figures, pure: per size the units in use today (the day's taken count on
// the availability days: reserved by rentals or held by a checkout being paid), the units available
// today (the total less those, never below 0; held units are among the taken, so they are not
// subtracted twice) and the rentals picked up in the next UPCOMING_RETURN_DAYS days. The inventory
// page and the dashboard both show what this computes from the same reads (read-inventory-figures.ts),
// so they always agree with each other and with what a booking is checked against.
import type { DayCount } from '../../availability/day-counters';
import type { DumpsterInventory, ProviderProfile } from '../../../shared/schemas/provider';
import {
  INVENTORY_KEYS,
  UPCOMING_RETURN_DAYS,
  type InventoryFigures,
  type InventoryKey,
  type InventoryView,
} from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import { addDays } from '../../../shared/rental-dates';
import { OUT_ON_RENTAL_STATUSES } from '../../../shared/rental-status';

const perSize = (value: (key: InventoryKey) => number) => Object.fromEntries(INVENTORY_KEYS.map((key) => [key, value(key)])) as DumpsterInventory;
const sum = (counts: DumpsterInventory) => INVENTORY_KEYS.reduce((total, key) => total + counts[key], 0);

export interface InventoryFiguresInput {
  totals: Partial<DumpsterInventory>;
  /** The provider's today (its business address's clock). */
  today: string;
  /** Per size, the days read from the availability counters (any span that includes today). */
  countsBySize: Partial<Record<InventoryKey, readonly DayCount[]>>;
  /** Rentals including every approved and active one picked up in the upcoming-returns days (the others are left out here). */
  rentals: readonly Rental[];
}

export function inventoryFigures({ totals: stored, today, countsBySize, rentals }: InventoryFiguresInput): InventoryFigures {
  const totals = perSize((key) => stored[key] ?? 0);
  const inUse = perSize((key) => countsBySize[key]?.find((count) => count.day === today)?.taken ?? 0);
  const available = perSize((key) => Math.max(0, totals[key] - inUse[key]));
  const lastPickup = addDays(today, UPCOMING_RETURN_DAYS - 1);
  const upcomingReturns = rentals
    .filter((rental) => OUT_ON_RENTAL_STATUSES.includes(rental.status))
    .filter((rental) => rental.endDate >= today && rental.endDate <= lastPickup)
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.rentalId.localeCompare(b.rentalId))
    .map((rental) => ({
      rentalId: rental.rentalId,
      customerName: rental.customerName,
      dumpsterSize: rental.dumpsterSize,
      dumpsterType: rental.dumpsterType,
      endDate: rental.endDate,
      deliveryAddress: rental.deliveryAddress,
    }));
  return { today, totals, inUse, available, upcomingReturns };
}

/** The inventory page: the figures, the types offered, an overview and the version its save sends back. */
export function inventoryView(
  profile: Pick<ProviderProfile, 'dumpsterTypes' | 'completedRentals' | 'updatedAt'>,
  figures: InventoryFigures,
  activeRentals: number,
): InventoryView {
  const totalDumpsters = sum(figures.totals);
  return {
    ...figures,
    dumpsterTypes: profile.dumpsterTypes,
    overview: {
      totalDumpsters,
      sizeCategories: INVENTORY_KEYS.filter((key) => figures.totals[key] > 0).length,
      dumpsterTypes: profile.dumpsterTypes.length,
      activeRentals,
      availableDumpsters: sum(figures.available),
      utilizationRate: totalDumpsters === 0 ? 0 : Math.min(100, Math.round((sum(figures.inUse) / totalDumpsters) * 100)),
      completedRentals: profile.completedRentals,
    },
    updatedAt: profile.updatedAt,
  };
}
