// A provider lists a dumpster: images checked, the listing written available. Search indexes it in
// its ZIPs from the table's stream (catalog/search-index-stream.ts). Nothing is written when the
// input or an image is refused.
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas/listing';
import type { CreateListingInput } from '../../../shared/schemas/provider-listing';
import { notFound } from '../../platform/errors';
import type { ListingDeps } from './deps';
import { assertListingImages, diffListingImages } from './listing-images';
import { listingFromInput } from './listing-record';

export async function createListing(deps: ListingDeps, providerId: string, input: CreateListingInput): Promise<Listing> {
  const { store } = deps;
  const { data: profile } = await store.entities.providerProfile.get({ providerId }).go();
  if (!profile) throw notFound(MESSAGES.providerNotFound);
  await assertListingImages(deps.uploads, diffListingImages([], input.imageUrls, providerId));
  const now = deps.clock().toISOString();
  const listing = listingFromInput(input, profile, {
    listingId: (deps.newId ?? randomUUID)(),
    availability: true,
    createdAt: now,
    updatedAt: now,
  });
  await store.entities.listing.create(listing).go();
  return listing;
}
