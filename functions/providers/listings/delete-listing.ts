// Removing a listing: first its ZIP items (so search stops showing it), then the listing, then the
// provider's own images of it. Done in this order, a failure part-way leaves a listing that a
// repeated DELETE finishes removing, never search results pointing at nothing.
import { removeListingServiceArea } from '../../catalog/service-area-index';
import type { ListingDeps } from './deps';
import { deleteListingImages, ownImageKeys } from './listing-images';
import { ownListing } from './own-listing';

export async function deleteListing(deps: ListingDeps, providerId: string, listingId: string): Promise<void> {
  const { store } = deps;
  const stored = await ownListing(store, providerId, listingId);
  await removeListingServiceArea(store, listingId);
  await store.entities.listing.delete({ listingId }).go();
  await deleteListingImages(deps.uploads, ownImageKeys(stored.imageUrls, providerId));
}
