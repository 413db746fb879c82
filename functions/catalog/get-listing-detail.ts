// A listing's detail page: the listing, the public facts of its provider and the provider's prices
// (two GetItems), and, for a listing that can be rented, the next dates a standard rental of its
// size can be delivered on (one Query of the day counters, functions/availability/next-available.ts).
// The listing has no price of its own: the page shows its provider's for its size.
import { MESSAGES } from '../../shared/messages';
import { effectivePricing, STANDARD_RENTAL_DAYS } from '../../shared/pricing';
import type { ListingDetail } from '../../shared/schemas/listing';
import { nextAvailableStarts, timeZoneOfProvider } from '../availability/next-available';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';

export async function getListingDetail(store: Store, listingId: string, now: Date): Promise<ListingDetail> {
  const { data: listing } = await store.entities.listing.get({ listingId }).go();
  if (!listing) throw notFound(MESSAGES.listingNotFound);
  const { data: provider } = await store.entities.providerProfile.get({ providerId: listing.providerId }).go();
  // No customer address yet: the dates are read on the provider's clock.
  const nextAvailable =
    provider && listing.availability
      ? await nextAvailableStarts(store, provider, { sizeYards: Number(listing.size), rentalDays: STANDARD_RENTAL_DAYS }, now, await timeZoneOfProvider(provider))
      : undefined;
  return {
    listing,
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
    ...(nextAvailable ? { nextAvailable } : {}),
  };
}
