import * as z from 'zod';
import { listingSearchSummarySchema } from '../../../../shared/schemas/listing';
import { SERVICE_NAME } from '../table';
import { copiedDocument, entityModel } from '../schema';

/** "Listing serves ZIP": one item per (ZIP, listing) with the listing's search summary. */
const storedListingZipSchema = z.object({
  zipCode: z.string(),
  listingId: z.string(),
  providerId: z.string(),
  summary: copiedDocument(listingSearchSummarySchema),
  updatedAt: z.string(),
});

export const listingZipModel = entityModel({
  model: { entity: 'listingZip', version: '1', service: SERVICE_NAME },
  schema: storedListingZipSchema,
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
});
