// The listing routes of the providers domain, spread into its handler map (functions/providers/index.ts).
// Every route has the 'provider' policy, so the caller is a signed-in provider before any of this runs.
import { getConfig } from '../../platform/config';
import type { Store } from '../../platform/data/store';
import { createS3UploadStore } from '../../platform/files/uploads';
import { once } from '../../platform/http/domain-handler';
import { operationsOf } from '../../platform/http/operation';
import { createListing } from './create-listing';
import { deleteListing } from './delete-listing';
import type { ListingDeps } from './deps';
import { presignListingImageUpload } from './listing-images';
import { listProviderListings } from './list-listings';
import { ownListing } from './own-listing';
import { setListingAvailability, updateListing } from './update-listing';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

const uploads = once(() => {
  const bucket = getConfig().UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not configured for the providers domain');
  return createS3UploadStore({ bucket });
});

const listingDeps = ({ store }: Deps): ListingDeps => ({ store, uploads, clock: now });

export const listingOperations = operationsOf<'providers'>()({
  listProviderListings: ({ caller, query }, { store }: Deps) => listProviderListings(store, caller!.userId, query),
  createListing: ({ caller, body }, deps: Deps) => createListing(listingDeps(deps), caller!.userId, body),
  getProviderListing: ({ caller, params }, { store }: Deps) => ownListing(store, caller!.userId, params.listingId),
  updateListing: ({ caller, params, body }, deps: Deps) =>
    updateListing(listingDeps(deps), caller!.userId, params.listingId, body),
  setListingAvailability: ({ caller, params, body }, deps: Deps) => setListingAvailability(listingDeps(deps), caller!.userId, params.listingId, body.availability),
  deleteListing: async ({ caller, params }, deps: Deps) => {
    await deleteListing(listingDeps(deps), caller!.userId, params.listingId);
  },
  presignListingImageUpload: ({ caller, body }, deps: Deps) =>
    presignListingImageUpload(listingDeps(deps), caller!.userId, body),
});
