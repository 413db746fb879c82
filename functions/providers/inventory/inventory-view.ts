// The inventory screen's figures from the stored profile and the provider's rentals: Total, In Use
// and Available per size, the overview and the upcoming returns, plus the profile's updatedAt the
// page sends back with its save. Pure, so it is tested by hand.
import type { DumpsterInventory } from '../../../shared/schemas/provider';
import { INVENTORY_KEYS, type InventoryView } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import type { ProfileWithCounters } from './reservations';

/** How many upcoming returns the screen lists. */
export const UPCOMING_RETURNS_SHOWN = 10;

const sum = (counts: DumpsterInventory) => INVENTORY_KEYS.reduce((total, key) => total + counts[key], 0);

export function inventoryView(
  profile: Pick<ProfileWithCounters, 'dumpsterInventory' | 'inventoryInUse' | 'dumpsterTypes' | 'updatedAt'>,
  rentals: readonly Rental[],
): InventoryView {
  const totals = Object.fromEntries(INVENTORY_KEYS.map((key) => [key, profile.dumpsterInventory[key] ?? 0])) as DumpsterInventory;
  const inUse = Object.fromEntries(INVENTORY_KEYS.map((key) => [key, profile.inventoryInUse[key] ?? 0])) as DumpsterInventory;
  // Never negative on screen, even for totals someone wrote past the counters by hand.
  const available = Object.fromEntries(INVENTORY_KEYS.map((key) => [key, Math.max(0, totals[key] - inUse[key])])) as DumpsterInventory;
  const active = rentals.filter((rental) => rental.status === 'active');
  const totalDumpsters = sum(totals);
  return {
    totals,
    inUse,
    available,
    dumpsterTypes: profile.dumpsterTypes,
    overview: {
      totalDumpsters,
      sizeCategories: INVENTORY_KEYS.filter((key) => totals[key] > 0).length,
      dumpsterTypes: profile.dumpsterTypes.length,
      activeRentals: active.length,
      availableDumpsters: sum(available),
      utilizationRate: totalDumpsters === 0 ? 0 : Math.min(100, Math.round((sum(inUse) / totalDumpsters) * 100)),
      completedRentals: rentals.filter((rental) => rental.status === 'completed').length,
    },
    upcomingReturns: [...active]
      .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.rentalId.localeCompare(b.rentalId))
      .slice(0, UPCOMING_RETURNS_SHOWN)
      .map((rental) => ({
        rentalId: rental.rentalId,
        customerName: rental.customerName,
        dumpsterSize: rental.dumpsterSize,
        dumpsterType: rental.dumpsterType,
        endDate: rental.endDate,
        deliveryAddress: rental.deliveryAddress,
      })),
    updatedAt: profile.updatedAt,
  };
}
