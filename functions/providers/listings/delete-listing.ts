// Removing a listing: the listing, then the provider's own images of it. Its ZIP items go when the
// search index consumer reads the removal from the table's stream (catalog/search-index-stream.ts);
// until then search may still list it, and its page answers 404 like any listing that is gone.
import type { ListingDeps } from './deps';
import { deleteListingImages, ownImageKeys } from './listing-images';
import { ownListing } from './own-listing';

export async function deleteListing(deps: ListingDeps, providerId: string, listingId: string): Promise<void> {
  const { store } = deps;
  const stored = await ownListing(store, providerId, listingId);
  await store.entities.listing.delete({ listingId }).go();
  await deleteListingImages(deps.uploads, ownImageKeys(stored.imageUrls, providerId));
}
