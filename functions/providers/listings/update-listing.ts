// Saving an edited listing, and the Available/Unavailable toggle. Both are conditional writes on the
// updatedAt the change started from, so of two concurrent edits one is saved and the other answered
// 409 instead of silently overwritten. After the write the images it no longer shows are deleted;
// search catches up from the table's stream (catalog/search-index-stream.ts).
import { MESSAGES } from '../../../shared/messages';
import type { Listing } from '../../../shared/schemas/listing';
import { LISTING_MESSAGES, type UpdateListingInput } from '../../../shared/schemas/provider-listing';
import { FACT_KEYS } from '../../catalog/listing-provider-facts';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import type { Store } from '../../platform/data/store';
import { conflict, notFound } from '../../platform/errors';
import type { ListingDeps } from './deps';
import { assertListingImages, deleteListingImages, diffListingImages } from './listing-images';
import { listingFromInput, nextUpdatedAt } from './listing-record';
import { ownListing } from './own-listing';

/**
 * Writes the listing's changeable fields if it still carries `expectedUpdatedAt`; 409 (or 404)
 * otherwise. The provider facts it copies are left out: only a provider change rewrites them
 * (catalog/listing-provider-facts.ts), so an edit that read the profile just before a change cannot
 * write the old name or fee back. Answers the listing as stored, current facts included.
 */
async function writeIfUnchanged(store: Store, listing: Listing, expectedUpdatedAt: string): Promise<Listing> {
  const { listingId, providerId: _providerId, createdAt: _createdAt, ...changes } = listing;
  for (const key of FACT_KEYS) delete (changes as Partial<Listing>)[key];
  try {
    const { data } = await store.entities.listing
      .patch({ listingId })
      .set(changes)
      .where((attributes, { eq }) => eq(attributes.updatedAt, expectedUpdatedAt))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const { data } = await store.entities.listing.get({ listingId }).go();
    throw data ? conflict(LISTING_MESSAGES.changedMeanwhile) : notFound(LISTING_MESSAGES.notFound);
  }
}

export async function updateListing(
  deps: ListingDeps,
  providerId: string,
  listingId: string,
  input: UpdateListingInput,
): Promise<Listing> {
  const { store } = deps;
  const [stored, { data: profile }] = await Promise.all([
    ownListing(store, providerId, listingId),
    store.entities.providerProfile.get({ providerId }).go(),
  ]);
  if (!profile) throw notFound(MESSAGES.providerNotFound);
  if (stored.updatedAt !== input.expectedUpdatedAt) throw conflict(LISTING_MESSAGES.changedMeanwhile);
  const images = diffListingImages(stored.imageUrls, input.imageUrls, providerId);
  await assertListingImages(deps.uploads, images);

  const updatedAt = nextUpdatedAt(deps.clock(), stored.updatedAt);
  const listing = listingFromInput(input, profile, {
    listingId,
    availability: input.availability ?? stored.availability,
    createdAt: stored.createdAt,
    updatedAt,
  });
  const saved = await writeIfUnchanged(store, listing, stored.updatedAt);
  await deleteListingImages(deps.uploads, images.removedKeys);
  return saved;
}

export async function setListingAvailability(
  deps: ListingDeps,
  providerId: string,
  listingId: string,
  availability: boolean,
): Promise<Listing> {
  const { store } = deps;
  const stored = await ownListing(store, providerId, listingId);
  const updatedAt = nextUpdatedAt(deps.clock(), stored.updatedAt);
  return writeIfUnchanged(store, { ...stored, availability, updatedAt }, stored.updatedAt);
}
