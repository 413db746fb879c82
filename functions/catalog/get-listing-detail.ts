// A listing's detail page: the listing and the public facts of its provider (two GetItems).
import { MESSAGES } from '../../shared/messages';
import type { Listing, ListingDetail } from '../../shared/schemas/listing';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';

export async function getListingDetail(store: Store, listingId: string): Promise<ListingDetail> {
  const { data: listing } = await store.entities.listing.get({ listingId }).go();
  if (!listing) throw notFound(MESSAGES.listingNotFound);
  const { data: provider } = await store.entities.providerProfile.get({ providerId: listing.providerId }).go();
  return {
    listing: listing as Listing,
    provider: {
      providerId: listing.providerId,
      businessName: provider?.businessName ?? listing.providerName,
      ...(provider?.logoUrl ? { logoUrl: provider.logoUrl } : {}),
      phone: provider?.phone ?? '',
      isVerified: provider?.isVerified ?? false,
      rating: provider?.rating ?? 0,
      reviewCount: provider?.reviewCount ?? 0,
    },
  };
}
