// The dashboard route of the provider portal.
import type { Store } from '../../platform/data/store';
import { operationsOf } from '../../platform/http/operation';
import { getProviderDashboard } from './get-provider-dashboard';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

export const dashboardOperations = operationsOf<'providers'>()({
  getProviderDashboard: ({ caller, query }, { store }: Deps) =>
    getProviderDashboard({ store, clock: now }, caller!.userId, query.period),
});
