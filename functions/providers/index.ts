// Lambda entry of the providers domain (the provider portal's own data).
import { providersRoutes } from '../../shared/contract/providers';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { getProviderProfile } from './get-provider-profile';
import { listingOperations } from './listings/operations';
import { dashboardOperations } from './dashboard/operations';
import { inventoryOperations } from './inventory/operations';
import { rentalRequestOperations } from './rentals/operations';
import { pricingOperations } from './pricing/operations';
import { bookingRulesOperations } from './booking-rules/operations';
import { availabilityOperations } from './availability/operations';
import { profileOperations } from './profile/operations';
import { serviceAreaOperations } from './service-areas/operations';

interface Deps {
  store: Store;
}

const deps = once((): Deps => ({ store: createStore({ tableName: getConfig().TABLE_NAME }) }));

export const handler = createDomainHandler(providersRoutes, {
  // The 'provider' policy guarantees a caller in the provider group before this runs.
  getProviderProfile: async ({ account }) => getProviderProfile(account!),
  ...listingOperations,
  ...rentalRequestOperations,
  ...inventoryOperations,
  ...dashboardOperations,
  ...pricingOperations,
  ...bookingRulesOperations,
  ...availabilityOperations,
  ...serviceAreaOperations,
  ...profileOperations,
}, deps);
