// The listing routes of the providers domain, spread into its handler map (functions/providers/index.ts).
// Every route has the 'provider' policy, so the caller is a signed-in provider before any of this runs.
import {
  createListingSchema,
  listingAvailabilitySchema,
  listingImageUploadRequestSchema,
  providerListingParamsSchema,
  providerListingsQuerySchema,
  updateListingSchema,
} from '../../../shared/schemas/provider-listing';
import { getConfig } from '../../platform/config';
import type { Store } from '../../platform/data/store';
import { createS3UploadStore } from '../../platform/files/uploads';
import { once } from '../../platform/http/domain-handler';
import { defineOperation, respond } from '../../platform/http/operation';
import { createListing } from './create-listing';
import { deleteListing } from './delete-listing';
import type { ListingDeps } from './deps';
import { presignListingImageUpload } from './listing-images';
import { listProviderListings } from './list-listings';
import { ownListing } from './own-listing';
import { setListingAvailability, updateListing } from './update-listing';

interface Deps {
  store: Store;
}

const uploads = once(() => {
  const bucket = getConfig().UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not configured for the providers domain');
  return createS3UploadStore({ bucket });
});

const listingDeps = ({ store }: Deps): ListingDeps => ({ store, uploads, clock: () => new Date() });

export const listingOperations = {
  listProviderListings: defineOperation({ query: providerListingsQuerySchema }, ({ caller, query }, { store }: Deps) =>
    listProviderListings(store, caller!.userId, query),
  ),
  createListing: defineOperation({ body: createListingSchema }, async ({ caller, body }, deps: Deps) =>
    respond(201, await createListing(listingDeps(deps), caller!.userId, body)),
  ),
  getProviderListing: defineOperation({ params: providerListingParamsSchema }, ({ caller, params }, { store }: Deps) =>
    ownListing(store, caller!.userId, params.listingId),
  ),
  updateListing: defineOperation({ params: providerListingParamsSchema, body: updateListingSchema }, ({ caller, params, body }, deps: Deps) =>
    updateListing(listingDeps(deps), caller!.userId, params.listingId, body),
  ),
  setListingAvailability: defineOperation(
    { params: providerListingParamsSchema, body: listingAvailabilitySchema },
    ({ caller, params, body }, deps: Deps) => setListingAvailability(listingDeps(deps), caller!.userId, params.listingId, body.availability),
  ),
  deleteListing: defineOperation({ params: providerListingParamsSchema }, async ({ caller, params }, deps: Deps) => {
    await deleteListing(listingDeps(deps), caller!.userId, params.listingId);
    return respond(204);
  }),
  presignListingImageUpload: defineOperation({ body: listingImageUploadRequestSchema }, async ({ caller, body }, deps: Deps) =>
    respond(201, await presignListingImageUpload(listingDeps(deps), caller!.userId, body)),
  ),
};
