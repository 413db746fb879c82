// Write side of the search index: the "provider serves ZIP" and "listing serves ZIP" items.
// Whoever changes a provider's summary fields or service area, or a listing, calls these so search
// (one Query per ZIP) always sees current data. Stale ZIP items are found through the per-owner
// GSI, never by scanning.
import { providerSearchSummary } from '../../shared/provider-summary';
import { listingSearchSummary, type Listing } from '../../shared/schemas/listing';
import type { ProviderProfile } from '../../shared/schemas/provider';
import type { Store } from '../platform/data/store';

/** The data layer retries unprocessed batch items a few times; anything still unprocessed is a failure, not a partial index. */
function assertAllProcessed(result: { unprocessed: unknown[] }): void {
  if (result.unprocessed.length > 0) {
    throw new Error(`Search index write left ${result.unprocessed.length} items unprocessed`);
  }
}

export async function indexProviderServiceArea(store: Store, profile: ProviderProfile, now: string): Promise<void> {
  const summary = providerSearchSummary(profile);
  const wanted = new Set(profile.serviceableZipCodes);
  const existing = await store.entities.providerZip.query.byProvider({ providerId: profile.providerId }).go({ pages: 'all' });
  const stale = existing.data.filter((item) => !wanted.has(item.zipCode));
  if (stale.length > 0) {
    await store.entities.providerZip
      .delete(stale.map((item) => ({ zipCode: item.zipCode, providerId: item.providerId })))
      .go()
      .then(assertAllProcessed);
  }
  if (wanted.size > 0) {
    await store.entities.providerZip
      .put([...wanted].map((zipCode) => ({ zipCode, providerId: profile.providerId, summary, updatedAt: now })))
      .go()
      .then(assertAllProcessed);
  }
}

export async function indexListingServiceArea(store: Store, listing: Listing, now: string): Promise<void> {
  const summary = listingSearchSummary(listing);
  const wanted = new Set(listing.serviceAreas);
  const existing = await store.entities.listingZip.query.byListing({ listingId: listing.listingId }).go({ pages: 'all' });
  const stale = existing.data.filter((item) => !wanted.has(item.zipCode));
  if (stale.length > 0) {
    await store.entities.listingZip
      .delete(stale.map((item) => ({ zipCode: item.zipCode, listingId: item.listingId })))
      .go()
      .then(assertAllProcessed);
  }
  if (wanted.size > 0) {
    await store.entities.listingZip
      .put(
        [...wanted].map((zipCode) => ({
          zipCode,
          listingId: listing.listingId,
          providerId: listing.providerId,
          summary,
          updatedAt: now,
        })),
      )
      .go()
      .then(assertAllProcessed);
  }
}

/** Removes every "listing serves ZIP" item of a listing (found through gsi1), so search no longer shows it. */
export async function removeListingServiceArea(store: Store, listingId: string): Promise<void> {
  const existing = await store.entities.listingZip.query.byListing({ listingId }).go({ pages: 'all' });
  if (existing.data.length === 0) return;
  await store.entities.listingZip
    .delete(existing.data.map((item) => ({ zipCode: item.zipCode, listingId: item.listingId })))
    .go()
    .then(assertAllProcessed);
}

/**
 * A listing's place in search after the provider saved it: indexed in its ZIPs while available, in
 * none while unavailable, so an unavailable listing never appears among search's listing results.
 */
export async function indexListingAvailability(store: Store, listing: Listing, now: string): Promise<void> {
  if (listing.availability) await indexListingServiceArea(store, listing, now);
  else await removeListingServiceArea(store, listing.listingId);
}
