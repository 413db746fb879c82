// A listing's detail page: the listing, the public facts of its provider and the provider's prices
// (two GetItems). The listing has no price of its own: the page shows its provider's for its size.
import { MESSAGES } from '../../shared/messages';
import { effectivePricing } from '../../shared/pricing';
import type { Listing, ListingDetail } from '../../shared/schemas/listing';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';

export async function getListingDetail(store: Store, listingId: string): Promise<ListingDetail> {
  const { data: listing } = await store.entities.listing.get({ listingId }).go();
  if (!listing) throw notFound(MESSAGES.listingNotFound);
  const { data: provider } = await store.entities.providerProfile.get({ providerId: listing.providerId }).go();
  return {
    listing: listing as Listing,
    pricing: effectivePricing(provider?.pricing),
    provider: {
      providerId: listing.providerId,
      businessName: provider?.businessName ?? listing.providerName,
      ...(provider?.logoUrl ? { logoUrl: provider.logoUrl } : {}),
      phone: provider?.phone ?? '',
      isVerified: provider?.isVerified ?? false,
      rating: provider?.rating ?? 0,
      reviewCount: provider?.reviewCount ?? 0,
      addOns: provider?.addOns ?? { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
    },
  };
}
