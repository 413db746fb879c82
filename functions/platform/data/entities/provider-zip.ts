import { SERVICE_NAME } from '../table';

/**
 * "Provider serves ZIP": one item per (ZIP, provider), carrying the provider's search summary so a
 * search reads only the providers that serve the ZIP, in one Query. Rewritten whenever the provider
 * changes anything the summary holds. Shares the zipArea collection with listing-serves-ZIP items.
 */
export const providerZipModel = {
  model: { entity: 'providerZip', version: '1', service: SERVICE_NAME },
  attributes: {
    zipCode: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    /** ProviderSearchSummary (shared/schemas/provider.ts). */
    summary: { type: 'any', required: true },
    updatedAt: { type: 'string', required: true },
  },
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
} as const;
