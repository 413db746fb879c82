// The Availability page's calendar routes of the providers domain, spread into its handler map
// (functions/providers/index.ts). The 'provider' policy guarantees a signed-in provider before this runs.
import {
  availabilityDayParamsSchema,
  availabilityDayQuerySchema,
  availabilityMonthQuerySchema,
} from '../../../shared/schemas/availability-calendar';
import type { Store } from '../../platform/data/store';
import { defineOperation } from '../../platform/http/operation';
import { availabilityDay, availabilityMonth } from './availability-calendar';

interface Deps {
  store: Store;
}

export const availabilityOperations = {
  getAvailabilityMonth: defineOperation({ query: availabilityMonthQuerySchema }, ({ caller, query }, { store }: Deps) =>
    availabilityMonth(store, caller!.userId, query.month, new Date()),
  ),
  getAvailabilityDay: defineOperation({ params: availabilityDayParamsSchema, query: availabilityDayQuerySchema }, ({ caller, params, query }, { store }: Deps) =>
    availabilityDay(store, caller!.userId, params.day, query.size),
  ),
};
