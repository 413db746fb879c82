// The dashboard route of the provider portal.
import { dashboardQuerySchema } from '../../../shared/schemas/provider-portal';
import type { Store } from '../../platform/data/store';
import { defineOperation } from '../../platform/http/operation';
import { getProviderDashboard } from './get-provider-dashboard';

interface Deps {
  store: Store;
}

export const dashboardOperations = {
  getProviderDashboard: defineOperation({ query: dashboardQuerySchema }, ({ caller, query }, { store }: Deps) =>
    getProviderDashboard({ store, clock: () => new Date() }, caller!.userId, query.period),
  ),
};
