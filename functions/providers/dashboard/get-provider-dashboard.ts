// The signed-in provider's dashboard: one GetItem (the profile's inventory), the byProvider Queries
// of their rentals and invoices (revenue counts paid invoices too), today's inventory figures (the
// inventory page's own reads, read-inventory-figures.ts), then the pure computation.
import { MESSAGES } from '../../../shared/messages';
import type { DashboardPeriod, ProviderDashboard } from '../../../shared/schemas/provider-portal';
import type { Store } from '../../platform/data/store';
import { notFound } from '../../platform/errors';
import { invoicesOfProvider } from '../../financials/books';
import { readInventoryFigures } from '../inventory/read-inventory-figures';
import { rentalsOfProvider } from '../rentals/provider-rentals';
import { providerDashboard } from './provider-dashboard';

export async function getProviderDashboard(
  deps: { store: Store; clock: () => Date },
  providerId: string,
  period: DashboardPeriod,
): Promise<ProviderDashboard> {
  const now = deps.clock();
  const profileRead = deps.store.entities.providerProfile.get({ providerId }).go();
  const [{ data: profile }, { rentals }, invoices, inventory] = await Promise.all([
    profileRead,
    rentalsOfProvider(deps.store, providerId),
    invoicesOfProvider(deps.store, providerId),
    profileRead.then(({ data }) => (data ? readInventoryFigures(deps.store, data, now) : undefined)),
  ]);
  if (!profile || !inventory) throw notFound(MESSAGES.providerNotFound);
  return providerDashboard(profile.dumpsterInventory, rentals, invoices.items, period, now, inventory.figures);
}
