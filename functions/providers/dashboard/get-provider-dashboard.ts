// The signed-in provider's dashboard: one GetItem (the profile's inventory), the tallies of the
// period (rentals by status and size, revenue by day: functions/financials/tallies), the newest
// requests and the activity (dashboard-reads.ts), today's inventory figures (the inventory page's
// own reads, read-inventory-figures.ts), then the pure computation. Nothing here reads the
// provider's whole history.
import { MESSAGES } from '../../../shared/messages';
import { financialDate, periodRange } from '../../../shared/financial-periods';
import type { DashboardPeriod, ProviderDashboard } from '../../../shared/schemas/provider-portal';
import type { Store } from '../../platform/data/store';
import { notFound } from '../../platform/errors';
import { booksOf } from '../../financials/tallies/tally-reads';
import { readInventoryFigures } from '../inventory/read-inventory-figures';
import { newestRentals, recentActivity } from './dashboard-reads';
import { providerDashboard } from './provider-dashboard';

export async function getProviderDashboard(
  deps: { store: Store; clock: () => Date },
  providerId: string,
  period: DashboardPeriod,
): Promise<ProviderDashboard> {
  const now = deps.clock();
  const today = financialDate(now);
  const profileRead = deps.store.entities.providerProfile.get({ providerId }).go();
  const [{ data: profile }, books, recentRentals, activity, inventory] = await Promise.all([
    profileRead,
    booksOf(deps.store, providerId, { range: periodRange(period, today), today }),
    newestRentals(deps.store, providerId),
    recentActivity(deps.store, providerId),
    profileRead.then(({ data }) => (data ? readInventoryFigures(deps.store, data, now) : undefined)),
  ]);
  if (!profile || !inventory) throw notFound(MESSAGES.providerNotFound);
  return providerDashboard(
    { inventory: profile.dumpsterInventory, totals: books.totals, revenue: books.revenue, recentRentals, activity },
    period,
    now,
    inventory,
  );
}
