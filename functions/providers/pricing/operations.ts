// The Pricing page's route of the providers domain, spread into its handler map (functions/providers/index.ts).
// The 'provider' policy guarantees a signed-in provider before this runs.
import { providerPricingUpdateSchema } from '../../../shared/schemas/provider-settings';
import type { Store } from '../../platform/data/store';
import { defineOperation } from '../../platform/http/operation';
import { updateProviderPricing } from './update-pricing';

interface Deps {
  store: Store;
}

export const pricingOperations = {
  updateProviderPricing: defineOperation({ body: providerPricingUpdateSchema }, ({ caller, body }, { store }: Deps) =>
    updateProviderPricing({ store, clock: () => new Date() }, caller!.userId, body),
  ),
};
