// What a listing shows about its provider (name, delivery fee, Verified badge, add-on flags) is
// the provider's, copied onto the listing so a listing page and its search summary need one read.
// Every provider change brings the copies back in step (syncProviderListings below).
import type { Listing } from '../../shared/schemas/listing';
import type { ProviderProfile } from '../../shared/schemas/provider';
import type { Store } from '../platform/data/store';

type ProviderFacts = Pick<
  Listing,
  'providerName' | 'deliveryFeeCents' | 'sameDayDelivery' | 'drivewaySafe' | 'moneyBackGuarantee' | 'cleanDisposal' | 'verified'
>;

export function listingFactsOf(profile: Pick<ProviderProfile, 'businessName' | 'isVerified' | 'addOns' | 'pricing'>): ProviderFacts {
  return {
    providerName: profile.businessName,
    deliveryFeeCents: profile.pricing.deliveryFeeCents,
    sameDayDelivery: profile.addOns.sameDayDelivery,
    drivewaySafe: profile.addOns.drivewayProtection,
    moneyBackGuarantee: profile.isVerified,
    cleanDisposal: true,
    verified: profile.isVerified,
  };
}

/** The fields a listing copies from its provider: only syncProviderListings writes them after creation. */
export const FACT_KEYS = Object.keys(listingFactsOf({
  businessName: '',
  isVerified: false,
  addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
  pricing: { baseRatePerYardCents: 0, deliveryFeeCents: 0, addOnPricesCents: { sameDayDelivery: 0, drivewayProtection: 0, permitPulling: 0, cleanupService: 0 } },
})) as (keyof ProviderFacts)[];

/** The listings whose copied facts no longer match the provider, with the facts they should carry. */
export function staleListings(listings: readonly Listing[], facts: ProviderFacts): Listing[] {
  return listings.filter((listing) => FACT_KEYS.some((key) => listing[key] !== facts[key]));
}

/**
 * Rewrites the provider's facts on each of its listings that disagree; their search items follow
 * from the table's stream (search-index-stream.ts), built from the listing as stored then. The
 * listing's own updatedAt is left alone: it guards the provider's edits of the listing itself, which
 * a change of, say, the delivery fee should not turn into a conflict. Listing edits never write
 * these fields (providers/listings/update-listing.ts), so an edit racing this cannot put back the
 * old facts.
 */
export async function syncProviderListings(store: Store, profile: ProviderProfile): Promise<void> {
  const facts = listingFactsOf(profile);
  const { data } = await store.entities.listing.query.byProvider({ providerId: profile.providerId }).go({ pages: 'all' });
  await Promise.all(staleListings(data, facts).map((listing) => store.entities.listing.patch({ listingId: listing.listingId }).set(facts).go()));
}
