// One listing of the caller's (one GetItem): 404 when there is none, 403 when it is someone else's.
import type { Listing } from '../../../shared/schemas/listing';
import { LISTING_MESSAGES } from '../../../shared/schemas/provider-listing';
import type { Store } from '../../platform/data/store';
import { forbidden, notFound } from '../../platform/errors';

export async function ownListing(store: Store, providerId: string, listingId: string): Promise<Listing> {
  const { data } = await store.entities.listing.get({ listingId }).go();
  if (!data) throw notFound(LISTING_MESSAGES.notFound);
  if (data.providerId !== providerId) throw forbidden(LISTING_MESSAGES.noPermission);
  return data;
}
