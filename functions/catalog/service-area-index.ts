// Write side of the search index: the "provider serves ZIP" and "listing serves ZIP" items. Saves
// write only the profile or listing; the search index consumer (search-index-stream.ts) brings
// these items up to date from the table's stream by calling indexProviderInSearch and
// indexListingInSearch. Each reads the provider or listing as stored now and what search holds for
// it (its searchIndexState), and writes only the difference, so a record delivered twice, late or
// out of order can never put back an older summary: whatever record arrives, search converges on
// the item as it is. Stale ZIP items of an owner without a state (indexed before states existed)
// are found through the per-owner GSI, never by scanning.
import type { Listing } from '../../shared/schemas/listing';
import type { Store } from '../platform/data/store';
import {
  isEmptyPlan,
  listingSearchTarget,
  planSearchIndex,
  providerSearchTarget,
  sameSearchState,
  type SearchIndexPlan,
  type SearchState,
  type SearchTarget,
} from './search-index-plan';

/** BatchWriteItem calls in flight at once (25 items each): a national area is ~90 calls. */
const WRITE_CONCURRENCY = 8;

export interface IndexOutcome {
  /** ZIP items written or deleted. */
  written: number;
}

/** The data layer retries unprocessed batch items a few times; anything still unprocessed fails the record, which is then retried. */
function assertAllProcessed(result: { unprocessed: unknown[] }): void {
  if (result.unprocessed.length > 0) {
    throw new Error(`Search index write left ${result.unprocessed.length} items unprocessed`);
  }
}

/** What search holds for an owner: its state, or for one indexed before states, its ZIP items read through gsi1 (summary unknown). */
async function indexedState(store: Store, ownerId: string, legacyZips: () => Promise<string[]>): Promise<{ state: SearchState; recorded: boolean }> {
  const { data } = await store.entities.searchIndexState.get({ ownerId }).go({ consistent: true });
  if (data) return { state: data, recorded: true };
  return { state: { zipCodes: await legacyZips(), summaryDigest: '' }, recorded: false };
}

async function recordState(store: Store, ownerId: string, providerId: string, target: SearchTarget, now: string): Promise<void> {
  await store.entities.searchIndexState
    .put({ ownerId, owner: target.owner, providerId, zipCodes: [...target.zipCodes], summaryDigest: target.summaryDigest, indexedAt: now })
    .go();
}

/**
 * Before ZIPs are added, the state names them too (with no known summary): should the writes stop
 * part-way and the item change again before the retry, the ZIPs already written are still known,
 * and removed if the item no longer serves them, instead of staying in search unnoticed.
 */
async function recordAdding(store: Store, ownerId: string, providerId: string, owner: SearchTarget['owner'], indexed: SearchState, plan: SearchIndexPlan, now: string) {
  const held = new Set(indexed.zipCodes);
  if (plan.put.every((zipCode) => held.has(zipCode))) return;
  const zipCodes = [...new Set([...indexed.zipCodes, ...plan.put])].sort();
  await store.entities.searchIndexState.put({ ownerId, owner, providerId, zipCodes, summaryDigest: '', indexedAt: now }).go();
}

async function applyProviderPlan(store: Store, providerId: string, plan: SearchIndexPlan, target: SearchTarget, now: string): Promise<void> {
  const providerZip = store.entities.providerZip;
  const writes: Promise<void>[] = [];
  if (plan.remove.length > 0) {
    writes.push(providerZip.delete(plan.remove.map((zipCode) => ({ zipCode, providerId }))).go({ concurrency: WRITE_CONCURRENCY }).then(assertAllProcessed));
  }
  if (plan.put.length > 0 && target.owner === 'provider' && target.summary) {
    const summary = target.summary;
    writes.push(
      providerZip
        .put(plan.put.map((zipCode) => ({ zipCode, providerId, summary, updatedAt: now })))
        .go({ concurrency: WRITE_CONCURRENCY })
        .then(assertAllProcessed),
    );
  }
  await Promise.all(writes);
}

/** Brings the provider's "serves ZIP" items to the profile as stored now (none if it is gone). */
export async function indexProviderInSearch(store: Store, providerId: string, now: string): Promise<IndexOutcome> {
  const [{ data: profile }, indexed] = await Promise.all([
    store.entities.providerProfile.get({ providerId }).go({ consistent: true }),
    indexedState(store, providerId, async () => {
      const { data } = await store.entities.providerZip.query.byProvider({ providerId }).go({ pages: 'all' });
      return data.map((item) => item.zipCode);
    }),
  ]);
  const target = providerSearchTarget(profile);
  if (indexed.recorded && sameSearchState(indexed.state, target)) return { written: 0 };
  const plan = planSearchIndex(indexed.state, target);
  if (indexed.recorded) await recordAdding(store, providerId, providerId, 'provider', indexed.state, plan, now);
  if (!isEmptyPlan(plan)) await applyProviderPlan(store, providerId, plan, target, now);
  if (profile) await recordState(store, providerId, providerId, target, now);
  else if (indexed.recorded) await store.entities.searchIndexState.delete({ ownerId: providerId }).go();
  return { written: plan.put.length + plan.remove.length };
}

/** Brings the listing's "serves ZIP" items to the listing as stored now (none if it is gone or unavailable). */
export async function indexListingInSearch(store: Store, listingId: string, now: string): Promise<IndexOutcome> {
  const [{ data: listing }, indexed] = await Promise.all([
    store.entities.listing.get({ listingId }).go({ consistent: true }),
    indexedState(store, listingId, async () => {
      const { data } = await store.entities.listingZip.query.byListing({ listingId }).go({ pages: 'all' });
      return data.map((item) => item.zipCode);
    }),
  ]);
  const target = listingSearchTarget(listing);
  if (indexed.recorded && sameSearchState(indexed.state, target)) return { written: 0 };
  const plan = planSearchIndex(indexed.state, target);
  if (indexed.recorded && listing) await recordAdding(store, listingId, listing.providerId, 'listing', indexed.state, plan, now);
  if (!isEmptyPlan(plan)) await applyListingPlan(store, listingId, listing, plan, target, now);
  if (listing) await recordState(store, listingId, listing.providerId, target, now);
  else if (indexed.recorded) await store.entities.searchIndexState.delete({ ownerId: listingId }).go();
  return { written: plan.put.length + plan.remove.length };
}

async function applyListingPlan(
  store: Store,
  listingId: string,
  listing: Listing | null,
  plan: SearchIndexPlan,
  target: SearchTarget,
  now: string,
): Promise<void> {
  const listingZip = store.entities.listingZip;
  const writes: Promise<void>[] = [];
  if (plan.remove.length > 0) {
    writes.push(listingZip.delete(plan.remove.map((zipCode) => ({ zipCode, listingId }))).go({ concurrency: WRITE_CONCURRENCY }).then(assertAllProcessed));
  }
  if (plan.put.length > 0 && listing && target.owner === 'listing' && target.summary) {
    const summary = target.summary;
    writes.push(
      listingZip
        .put(plan.put.map((zipCode) => ({ zipCode, listingId, providerId: listing.providerId, summary, updatedAt: now })))
        .go({ concurrency: WRITE_CONCURRENCY })
        .then(assertAllProcessed),
    );
  }
  await Promise.all(writes);
}
