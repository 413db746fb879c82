// The signed-in provider's dashboard: one GetItem (the profile's inventory), the byProvider Queries
// of their rentals and invoices (revenue counts paid invoices too), then the pure computation.
import { MESSAGES } from '../../../shared/messages';
import type { DumpsterInventory } from '../../../shared/schemas/provider';
import type { DashboardPeriod, ProviderDashboard } from '../../../shared/schemas/provider-portal';
import type { Store } from '../../platform/data/store';
import { notFound } from '../../platform/errors';
import { invoicesOfProvider } from '../../financials/books';
import { rentalsOfProvider } from '../rentals/provider-rentals';
import { providerDashboard } from './provider-dashboard';

export async function getProviderDashboard(
  deps: { store: Store; clock: () => Date },
  providerId: string,
  period: DashboardPeriod,
): Promise<ProviderDashboard> {
  const [{ data: profile }, { rentals }, invoices] = await Promise.all([
    deps.store.entities.providerProfile.get({ providerId }).go(),
    rentalsOfProvider(deps.store, providerId),
    invoicesOfProvider(deps.store, providerId),
  ]);
  if (!profile) throw notFound(MESSAGES.providerNotFound);
  return providerDashboard(profile.dumpsterInventory as DumpsterInventory, rentals, invoices.items, period, deps.clock());
}
