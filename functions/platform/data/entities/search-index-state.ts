import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * What search holds for one provider or listing: the ZIPs its "serves ZIP" items were written for
 * and a digest of the summary they carry. Only the search index consumer writes it, after every
 * ZIP item it describes is written, so it is what the consumer diffs the next change against (an
 * exact baseline whatever order the table's change records come in) and what the portal compares
 * the profile and listings with to tell the provider whether search shows their latest save.
 */
const storedSearchIndexStateSchema = z.object({
  /** The provider's id, or the listing's. */
  ownerId: z.string(),
  owner: z.enum(['provider', 'listing']),
  providerId: z.string(),
  /** Sorted; empty when nothing is indexed (an unavailable listing). */
  zipCodes: z.array(z.string()),
  summaryDigest: z.string(),
  indexedAt: z.string(),
});

export const searchIndexStateModel = entityModel({
  model: { entity: 'searchIndexState', version: '1', service: SERVICE_NAME },
  schema: storedSearchIndexStateSchema,
  indexes: {
    byOwner: { pk: { field: 'pk', composite: ['ownerId'] }, sk: { field: 'sk', composite: [] } },
  },
});
