import * as z from 'zod';
import { zipDemandSchema } from '../../../../shared/schemas/zip-request';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** One visitor's "tell me when someone delivers here" for a ZIP; one per e-mail and ZIP. */
const storedZipRequestSchema = z.object({
  zipCode: z.string(),
  email: z.string(),
  sizeYards: z.number().int().optional(),
  createdAt: z.string(),
});

export const zipRequestModel = entityModel({
  model: { entity: 'zipRequest', version: '1', service: SERVICE_NAME },
  schema: storedZipRequestSchema,
  indexes: {
    byZip: { pk: { field: 'pk', composite: ['zipCode'] }, sk: { field: 'sk', composite: ['email'] } },
  },
});

/**
 * The demand waiting at a ZIP: how many asked, counted in the same transaction as each new request
 * (ADD), and when last. gsi3 lists every requested ZIP for the operator console (one partition; the
 * requested ZIPs are few next to the requests).
 */
export const zipDemandModel = entityModel({
  model: { entity: 'zipDemand', version: '1', service: SERVICE_NAME },
  schema: zipDemandSchema,
  indexes: {
    byZip: { pk: { field: 'pk', composite: ['zipCode'] }, sk: { field: 'sk', composite: [] } },
    byLastRequest: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['lastRequestedAt', 'zipCode'] },
    },
  },
});
