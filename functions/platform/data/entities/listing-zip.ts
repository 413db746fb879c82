import { SERVICE_NAME } from '../table';

/** "Listing serves ZIP": one item per (ZIP, listing) with the listing's search summary. */
export const listingZipModel = {
  model: { entity: 'listingZip', version: '1', service: SERVICE_NAME },
  attributes: {
    zipCode: { type: 'string', required: true },
    listingId: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    /** ListingSearchSummary (shared/schemas/listing.ts). */
    summary: { type: 'any', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byZip: {
      collection: 'zipArea',
      pk: { field: 'pk', composite: ['zipCode'] },
      sk: { field: 'sk', composite: ['listingId'] },
    },
    /** The ZIP items of one listing, to re-index it when its service areas change. */
    byListing: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['listingId'] },
      sk: { field: 'gsi1sk', composite: ['zipCode'] },
    },
  },
} as const;
