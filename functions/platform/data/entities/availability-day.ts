import { SERVICE_NAME } from '../table';

/**
 * One provider's units of one size on one day: `taken` counts the units held by unpaid checkouts
 * or reserved by rentals that day, `held` those of them only held. A unit is taken by ONE
 * conditioned update (taken < the provider's inventory of the size) inside the transaction that
 * creates its hold or reservation, so no day ever has more taken than the provider owns. The
 * item appears the first time a unit of the day is taken (functions/availability).
 */
export const availabilityDayModel = {
  model: { entity: 'availabilityDay', version: '1', service: SERVICE_NAME },
  attributes: {
    providerId: { type: 'string', required: true },
    /** Yards as text, as a rental's dumpsterSize. */
    size: { type: 'string', required: true },
    /** YYYY-MM-DD. */
    day: { type: 'string', required: true },
    taken: { type: 'number' },
    held: { type: 'number' },
  },
  indexes: {
    /** A provider's days of one size in date order: a span of days is one Query. */
    byProviderSize: { pk: { field: 'pk', composite: ['providerId', 'size'] }, sk: { field: 'sk', composite: ['day'] } },
  },
} as const;
