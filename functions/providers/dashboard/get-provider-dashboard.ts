// The signed-in provider's dashboard: one GetItem (the profile's inventory) and the byProvider
// Query of their rentals, then the pure computation.
import { MESSAGES } from '../../../shared/messages';
import type { DumpsterInventory } from '../../../shared/schemas/provider';
import type { DashboardPeriod, ProviderDashboard } from '../../../shared/schemas/provider-portal';
import type { Store } from '../../platform/data/store';
import { notFound } from '../../platform/errors';
import { rentalsOfProvider } from '../rentals/provider-rentals';
import { providerDashboard } from './provider-dashboard';

export async function getProviderDashboard(
  deps: { store: Store; clock: () => Date },
  providerId: string,
  period: DashboardPeriod,
): Promise<ProviderDashboard> {
  const [{ data: profile }, { rentals }] = await Promise.all([
    deps.store.entities.providerProfile.get({ providerId }).go(),
    rentalsOfProvider(deps.store, providerId),
  ]);
  if (!profile) throw notFound(MESSAGES.providerNotFound);
  return providerDashboard(profile.dumpsterInventory as DumpsterInventory, rentals, period, deps.clock());
}
