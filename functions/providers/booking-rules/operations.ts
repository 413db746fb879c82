// The Availability page's booking rules route of the providers domain, spread into its handler map
// (functions/providers/index.ts). The 'provider' policy guarantees a signed-in provider before this runs.
import type { Store } from '../../platform/data/store';
import { operationsOf } from '../../platform/http/operation';
import { updateProviderBookingRules } from './update-booking-rules';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

export const bookingRulesOperations = operationsOf<'providers'>()({
  updateProviderBookingRules: ({ caller, body }, { store }: Deps) =>
    updateProviderBookingRules({ store, clock: now }, caller!.userId, body),
});
