// What the search index consumer reads from the table's stream, shared by the CDK event source
// mapping (infra/constructs/table-stream-consumer.ts) and the local stack's stream reader
// (scripts/local/table-stream.ts): the filter that lets only provider profiles and listings through,
// and how many records one invocation takes.
import { listingModel } from '../platform/data/entities/listing';
import { providerProfileModel } from '../platform/data/entities/provider-profile';
import { composeKey, tableIndexOf } from '../platform/data/keys';
import type { EntityModel } from '../platform/data/schema';

const sortKeyOf = (model: EntityModel) => composeKey(model, tableIndexOf(model), 'sk', {}).key;

/** The sort keys of the items the consumer follows: every provider profile and every listing. */
export const SEARCH_SOURCE_SORT_KEYS = { provider: sortKeyOf(providerProfileModel), listing: sortKeyOf(listingModel) } as const;

/**
 * The event source mapping's filter (Lambda's filter pattern syntax): only provider profile and
 * listing records reach the function, whatever else the table's stream carries. Keys are on every
 * record, removals included.
 */
export const SEARCH_INDEX_STREAM_FILTER = {
  dynamodb: { Keys: { sk: { S: [SEARCH_SOURCE_SORT_KEYS.provider, SEARCH_SOURCE_SORT_KEYS.listing] } } },
} as const;

/** Records per invocation: a burst of counter moves is compared in one go, a few area changes indexed in one. */
export const SEARCH_INDEX_BATCH_SIZE = 100;
