import { listingSchema } from '../../../../shared/schemas/listing';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A dumpster a provider lists for rent. It has no price of its own: its price is its provider's for
 * its size (shared/pricing.ts). Listings saved before carried daily, weekly and monthly prices in
 * `pricing`; the schema no longer has it, so reads leave it out (stored-item.ts) whether or not
 * scripts/migrations/price-model.ts has removed it yet.
 */
export const listingModel = entityModel({
  model: { entity: 'listing', version: '1', service: SERVICE_NAME },
  schema: listingSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['listingId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's listings, newest first when read in reverse. */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'listingId'] },
    },
  },
});
