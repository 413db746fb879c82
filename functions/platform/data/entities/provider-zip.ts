import * as z from 'zod';
import { providerSearchSummarySchema } from '../../../../shared/schemas/provider';
import { SERVICE_NAME } from '../table';
import { copiedDocument, entityModel } from '../schema';

/**
 * "Provider serves ZIP": one item per (ZIP, provider), carrying the provider's search summary so a
 * search reads only the providers that serve the ZIP, in one Query. Rewritten whenever the provider
 * changes anything the summary holds. Shares the zipArea collection with listing-serves-ZIP items.
 */
const storedProviderZipSchema = z.object({
  zipCode: z.string(),
  providerId: z.string(),
  summary: copiedDocument(providerSearchSummarySchema),
  updatedAt: z.string(),
});

export const providerZipModel = entityModel({
  model: { entity: 'providerZip', version: '1', service: SERVICE_NAME },
  schema: storedProviderZipSchema,
  indexes: {
    byZip: {
      collection: 'zipArea',
      pk: { field: 'pk', composite: ['zipCode'] },
      sk: { field: 'sk', composite: ['providerId'] },
    },
    /** The ZIP items of one provider, to re-index its service area. */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['zipCode'] },
    },
  },
});
