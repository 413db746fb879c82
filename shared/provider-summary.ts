// Derives the search summary stored on every "provider serves ZIP" item from a provider profile,
// so the profile and its ZIP items can never disagree about what the results page shows.
import { CARD_ZIP_PREVIEW_COUNT, DUMPSTER_SIZES } from './constants';
import type { ProviderProfile, ProviderSearchSummary } from './schemas/provider';

export function providerSearchSummary(profile: ProviderProfile): ProviderSearchSummary {
  return {
    providerId: profile.providerId,
    businessName: profile.businessName,
    ...(profile.logoUrl ? { logoUrl: profile.logoUrl } : {}),
    phone: profile.phone,
    city: profile.address.city,
    state: profile.address.state,
    rating: profile.rating,
    reviewCount: profile.reviewCount,
    ...(profile.latestReview ? { latestReview: profile.latestReview } : {}),
    isVerified: profile.isVerified,
    pricing: profile.pricing,
    addOns: profile.addOns,
    dumpsterTypes: profile.dumpsterTypes,
    sizes: DUMPSTER_SIZES.filter((size) => profile.dumpsterInventory[`yard${size}`] > 0),
    stock: Object.fromEntries(
      DUMPSTER_SIZES.filter((size) => profile.dumpsterInventory[`yard${size}`] > 0).map((size) => [String(size), profile.dumpsterInventory[`yard${size}`]]),
    ),
    ...(profile.bookingRules ? { bookingRules: profile.bookingRules } : {}),
    ...(profile.observesFederalHolidays ? { observesFederalHolidays: true } : {}),
    serviceZipPreview: profile.serviceableZipCodes.slice(0, CARD_ZIP_PREVIEW_COUNT),
    serviceZipCount: profile.serviceableZipCodes.length,
  };
}
