// The Pricing page's route of the providers domain, spread into its handler map (functions/providers/index.ts).
// The 'provider' policy guarantees a signed-in provider before this runs.
import type { Store } from '../../platform/data/store';
import { operationsOf } from '../../platform/http/operation';
import { updateProviderPricing } from './update-pricing';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

export const pricingOperations = operationsOf<'providers'>()({
  updateProviderPricing: ({ caller, body }, { store }: Deps) =>
    updateProviderPricing({ store, clock: now }, caller!.userId, body),
});
