// The provider dashboard from the profile's inventory, the provider's tallies (rentals by status and
// size, revenue by day), the newest rentals and activity, and the inventory figures the inventory
// page shows (inventory-figures.ts), at a given instant. Pure: the service reads, this computes, the
// unit tests fix the clock.
import {
  INVENTORY_KEYS,
  inventoryKeyOf,
  type ActivityItem,
  type DashboardPeriod,
  type InventoryFigures,
  type ProviderDashboard,
} from '../../../shared/schemas/provider-portal';
import type { DumpsterInventory } from '../../../shared/schemas/provider';
import type { Rental } from '../../../shared/schemas/rental';
import { RENTAL_STATUSES, type RentalStatus } from '../../../shared/rental-status';
import type { RentalTotals } from '../../financials/tallies/tally';
import { financialDate } from '../../../shared/financial-periods';
import { dashboardRevenue } from './revenue';

/** How many rentals "Recent rentals" shows. */
export const RECENT_RENTALS_SHOWN = 5;

/** Rentals per size in yards ("20"); a size outside the inventory's keeps its stored spelling. */
function rentalsBySize(bySize: Readonly<Record<string, number>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [stored, count] of Object.entries(bySize)) {
    const key = inventoryKeyOf(stored);
    const size = key ? key.slice('yard'.length) : stored;
    counts[size] = (counts[size] ?? 0) + count;
  }
  return counts;
}

/** What the dashboard is made of, each read without going through the provider's history (get-provider-dashboard.ts). */
export interface DashboardBooks {
  inventory: DumpsterInventory;
  /** Rentals by status and size, all time (the tallies' totals). */
  totals: Pick<RentalTotals, 'byStatus' | 'bySize'>;
  /** Revenue entries covering at least the period (the tallies' days sheets). */
  revenue: readonly { date: string; amountCents: number }[];
  /** The newest rentals by request time, at least RECENT_RENTALS_SHOWN of them when there are. */
  recentRentals: readonly Rental[];
  activity: ActivityItem[];
}

export function providerDashboard(books: DashboardBooks, period: DashboardPeriod, now: Date, inventoryFigures: InventoryFigures): ProviderDashboard {
  const revenue = dashboardRevenue(books.revenue, period, financialDate(now));
  const byStatus = Object.fromEntries(RENTAL_STATUSES.map((status) => [status, books.totals.byStatus[status] ?? 0])) as Record<RentalStatus, number>;
  return {
    period,
    range: revenue.range,
    revenueCents: revenue.revenueCents,
    recentRentals: [...books.recentRentals].sort(newestRequestFirst).slice(0, RECENT_RENTALS_SHOWN),
    totalInventory: INVENTORY_KEYS.reduce((total, key) => total + (books.inventory[key] ?? 0), 0),
    inventory: inventoryFigures,
    revenueSeries: revenue.revenueSeries,
    rentalsByStatus: byStatus,
    rentalsBySize: rentalsBySize(books.totals.bySize),
    activity: books.activity,
  };
}

const newestRequestFirst = (a: Pick<Rental, 'createdAt' | 'rentalId'>, b: Pick<Rental, 'createdAt' | 'rentalId'>) =>
  b.createdAt.localeCompare(a.createdAt) || b.rentalId.localeCompare(a.rentalId);
