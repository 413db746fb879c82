// The search index consumer: the table's stream, filtered to provider profile and listing changes,
// keeps the "serves ZIP" items in step with what providers save (service-area-index.ts). A change
// record whose old and new images show the same search summary and area (a rental counter moved, a
// document was uploaded) costs nothing but its comparison. Records of one provider or listing are
// taken together: whatever they say, the item is read as it is now and search brought to it.
//
// In AWS the event source mapping (infra/constructs/table-stream-consumer.ts) delivers the records with
// bisect-on-error, retries and a dead-letter queue; a failure is reported as the first record of the
// owner that failed, so Lambda retries from there (everything after it is idempotent to redo).
// Locally scripts/local/table-stream.ts reads DynamoDB Local's stream and calls the same handler.
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { Listing } from '../../shared/schemas/listing';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { listingModel } from '../platform/data/entities/listing';
import { providerProfileModel } from '../platform/data/entities/provider-profile';
import { ownsItem } from '../platform/data/keys';
import type { Store } from '../platform/data/store';
import { fromStored } from '../platform/data/stored-item';
import { imageValues } from '../platform/data/stream-image';
import { logger } from '../platform/logger';
import { listingSearchTarget, providerSearchTarget, sameSearchState, type SearchOwner, type SearchState } from './search-index-plan';
import { indexListingInSearch, indexProviderInSearch } from './service-area-index';

type Image = Record<string, AttributeValue>;

export { imageValues };

interface OwnerRef {
  owner: SearchOwner;
  id: string;
}

/** The provider or listing a record is about, or undefined for any other item. */
export function ownerOf(record: DynamoDBRecord): OwnerRef | undefined {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
  if (!image) return undefined;
  const values = imageValues(image);
  if (ownsItem(providerProfileModel, values) && typeof values.providerId === 'string') return { owner: 'provider', id: values.providerId };
  if (ownsItem(listingModel, values) && typeof values.listingId === 'string') return { owner: 'listing', id: values.listingId };
  return undefined;
}

function searchStateOf(owner: SearchOwner, image: Image | undefined): SearchState {
  if (!image) return { zipCodes: [], summaryDigest: '' };
  const values = imageValues(image);
  return owner === 'provider'
    ? providerSearchTarget(fromStored<ProviderProfile>(providerProfileModel, values))
    : listingSearchTarget(fromStored<Listing>(listingModel, values));
}

/** Whether a record can change search: its old and new images differ in summary or area. */
export function changesSearch(owner: SearchOwner, record: DynamoDBRecord): boolean {
  try {
    return !sameSearchState(searchStateOf(owner, record.dynamodb?.OldImage), searchStateOf(owner, record.dynamodb?.NewImage));
  } catch (error) {
    // An image this code cannot summarise (an older shape): let the item as stored now decide.
    logger.warn('A change record could not be compared; indexing from the stored item', { error });
    return true;
  }
}

export interface SearchIndexDeps {
  store: Store;
  clock: () => Date;
}

/** Indexes what the records changed; answers the records to retry from (Lambda's batch item failures). */
export async function indexTableChanges(deps: SearchIndexDeps, records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const owners = new Map<string, { ref: OwnerRef; first: DynamoDBRecord; changed: boolean }>();
  for (const record of records) {
    const ref = ownerOf(record);
    if (!ref) continue;
    const key = `${ref.owner}#${ref.id}`;
    const entry = owners.get(key) ?? { ref, first: record, changed: false };
    entry.changed ||= changesSearch(ref.owner, record);
    owners.set(key, entry);
  }
  for (const { ref, first, changed } of owners.values()) {
    if (!changed) continue;
    const now = deps.clock().toISOString();
    const started = Date.now();
    try {
      const { written } = ref.owner === 'provider' ? await indexProviderInSearch(deps.store, ref.id, now) : await indexListingInSearch(deps.store, ref.id, now);
      logger.info('Search index brought up to date', { owner: ref.owner, id: ref.id, written, durationMs: Date.now() - started });
    } catch (error) {
      logger.error('Search index update failed; the batch is retried from this record', { owner: ref.owner, id: ref.id, error });
      return { batchItemFailures: [{ itemIdentifier: first.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}

export function createSearchIndexHandler(deps: () => SearchIndexDeps) {
  return (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => indexTableChanges(deps(), event.Records);
}
