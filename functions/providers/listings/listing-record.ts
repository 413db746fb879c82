// Pure: a listing as stored, from the provider's input and their profile. What the profile decides
// (the name shown, the delivery fee, the Verified badge, the add-on flags) is copied from it on every
// save, the way the sample data builds listings, so a listing never disagrees with its provider.
import type { Listing } from '../../../shared/schemas/listing';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import type { CreateListingInput } from '../../../shared/schemas/provider-listing';
import { listingFactsOf } from '../../catalog/listing-provider-facts';

type ProfileFacts = Pick<ProviderProfile, 'providerId' | 'businessName' | 'isVerified' | 'addOns' | 'pricing'>;

export function listingFromInput(
  input: CreateListingInput,
  profile: ProfileFacts,
  fixed: { listingId: string; availability: boolean; createdAt: string; updatedAt: string },
): Listing {
  return {
    listingId: fixed.listingId,
    providerId: profile.providerId,
    type: input.type,
    size: input.size,
    category: input.category,
    description: input.description,
    serviceAreas: input.serviceAreas,
    imageUrls: input.imageUrls,
    availability: fixed.availability,
    ...listingFactsOf(profile),
    createdAt: fixed.createdAt,
    updatedAt: fixed.updatedAt,
  };
}

/**
 * The updatedAt a save writes: now, but always later than the one the edit started from, so two
 * saves within the same millisecond still tell each other apart.
 */
export function nextUpdatedAt(now: Date, previous: string): string {
  const previousMs = Date.parse(previous);
  const ms = Number.isFinite(previousMs) ? Math.max(now.getTime(), previousMs + 1) : now.getTime();
  return new Date(ms).toISOString();
}
