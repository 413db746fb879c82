import { LISTING_CATEGORIES, LISTING_TYPES } from '../../../../shared/constants';
import { SERVICE_NAME } from '../table';
import { stringListAttribute, timestampAttributes } from '../attributes';

/**
 * A dumpster a provider lists for rent. It has no price of its own: its price is its provider's for
 * its size (shared/pricing.ts). Listings saved before carried daily, weekly and monthly prices in
 * `pricing`; the model no longer has it, so reads leave it out (stored-item.ts) whether or not
 * scripts/migrations/price-model.ts has removed it yet.
 */
export const listingModel = {
  model: { entity: 'listing', version: '1', service: SERVICE_NAME },
  attributes: {
    listingId: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    providerName: { type: 'string', required: true },
    type: { type: LISTING_TYPES, required: true },
    size: { type: 'string', required: true },
    category: { type: LISTING_CATEGORIES, required: true },
    description: { type: 'string', required: true },
    deliveryFeeCents: { type: 'number', required: true },
    serviceAreas: { ...stringListAttribute, required: true },
    imageUrls: { ...stringListAttribute, required: true },
    availability: { type: 'boolean', required: true },
    sameDayDelivery: { type: 'boolean', required: true },
    drivewaySafe: { type: 'boolean', required: true },
    moneyBackGuarantee: { type: 'boolean', required: true },
    cleanDisposal: { type: 'boolean', required: true },
    verified: { type: 'boolean', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['listingId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's listings, newest first when read in reverse. */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'listingId'] },
    },
  },
} as const;
