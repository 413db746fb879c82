// The Availability page's calendar routes of the providers domain, spread into its handler map
// (functions/providers/index.ts). The 'provider' policy guarantees a signed-in provider before this runs.
import type { Store } from '../../platform/data/store';
import { operationsOf } from '../../platform/http/operation';
import { availabilityDay, availabilityMonth } from './availability-calendar';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

export const availabilityOperations = operationsOf<'providers'>()({
  getAvailabilityMonth: ({ caller, query }, { store }: Deps) =>
    availabilityMonth(store, caller!.userId, query.month, now()),
  getAvailabilityDay: ({ caller, params, query }, { store }: Deps) =>
    availabilityDay(store, caller!.userId, params.day, query.size),
});
