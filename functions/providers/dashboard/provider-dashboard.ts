// The provider dashboard from the profile's inventory, the provider's rentals and invoices, and the
// inventory figures the inventory page shows (inventory-figures.ts), at a given instant. Pure: the
// service reads, this computes, the unit tests fix the clock.
import {
  INVENTORY_KEYS,
  inventoryKeyOf,
  type DashboardPeriod,
  type InventoryFigures,
  type ProviderDashboard,
} from '../../../shared/schemas/provider-portal';
import type { DumpsterInventory } from '../../../shared/schemas/provider';
import type { Rental } from '../../../shared/schemas/rental';
import { countByStatus } from '../rentals/provider-rentals';
import { activityFeed } from './activity';
import { financialDate } from '../../../shared/financial-periods';
import type { RevenueInvoice } from '../../../shared/revenue';
import { dashboardRevenue } from './revenue';

/** How many rentals "Recent rentals" shows. */
const RECENT_RENTALS_SHOWN = 5;

/** Rentals per size in yards ("20"); a size outside the inventory's keeps its stored spelling. */
function rentalsBySize(rentals: readonly Pick<Rental, 'dumpsterSize'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const rental of rentals) {
    const key = inventoryKeyOf(rental.dumpsterSize);
    const size = key ? key.slice('yard'.length) : rental.dumpsterSize;
    counts[size] = (counts[size] ?? 0) + 1;
  }
  return counts;
}

export function providerDashboard(
  inventory: DumpsterInventory,
  rentals: readonly Rental[],
  invoices: readonly RevenueInvoice[],
  period: DashboardPeriod,
  now: Date,
  inventoryFigures: InventoryFigures,
): ProviderDashboard {
  const revenue = dashboardRevenue({ invoices, rentals }, period, financialDate(now));
  return {
    period,
    range: revenue.range,
    revenueCents: revenue.revenueCents,
    recentRentals: [...rentals]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.rentalId.localeCompare(a.rentalId))
      .slice(0, RECENT_RENTALS_SHOWN),
    totalInventory: INVENTORY_KEYS.reduce((total, key) => total + (inventory[key] ?? 0), 0),
    inventory: inventoryFigures,
    revenueSeries: revenue.revenueSeries,
    rentalsByStatus: countByStatus(rentals),
    rentalsBySize: rentalsBySize(rentals),
    activity: activityFeed(rentals),
  };
}
