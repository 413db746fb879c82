// Pure: turns the summaries found on a ZIP's index items into priced, sorted search results. Every
// provider listed is priced for the same thing (the size, the rental length and the add-ons asked
// for) by shared/pricing.ts's quote, the function checkout charges with, so the cheapest is the
// best price like for like.
import { PROVIDER_ADD_ONS, type SearchDumpsterType } from '../../shared/constants';
import { addOnsNotOffered, effectivePricing, lengthTotals, offersLength, quote, STANDARD_RENTAL_DAYS, type SelectedAddOns } from '../../shared/pricing';
import type { ListingSearchSummary } from '../../shared/schemas/listing';
import type { ProviderSearchSummary } from '../../shared/schemas/provider';
import type { ProviderResult } from '../../shared/schemas/search';

export interface RankInput {
  providers: ProviderSearchSummary[];
  listings: ListingSearchSummary[];
  sizeYards: number;
  /** The standard week when absent. */
  rentalDays?: number;
  dumpsterType?: SearchDumpsterType;
  addOns?: SelectedAddOns;
}

/** Whether a provider can take the order searched for: the size in stock, the type, every add-on asked for, the length. */
function offersSearch(provider: ProviderSearchSummary, input: RankInput): boolean {
  return (
    // Only providers with a dumpster of the size: the others could not deliver it (shared/deliverability.ts).
    provider.sizes.includes(input.sizeYards) &&
    (!input.dumpsterType || provider.dumpsterTypes.includes(input.dumpsterType)) &&
    // A provider without an add-on asked for would look cheaper for not doing it: it is not a match.
    addOnsNotOffered(input.addOns ?? {}, provider.addOns).length === 0 &&
    offersLength(provider.pricing, input.sizeYards, input.rentalDays ?? STANDARD_RENTAL_DAYS)
  );
}

/** Providers that can take the order, priced for it, cheapest total first. */
export function rankProviders(input: RankInput): ProviderResult[] {
  const rentalDays = input.rentalDays ?? STANDARD_RENTAL_DAYS;
  const addOns = input.addOns ?? {};
  const listingsByProvider = new Map<string, ListingSearchSummary[]>();
  for (const listing of input.listings) {
    const own = listingsByProvider.get(listing.providerId) ?? [];
    own.push(listing);
    listingsByProvider.set(listing.providerId, own);
  }
  return input.providers
    .filter((provider) => offersSearch(provider, input))
    // Stock and booking rules are for the date check (functions/availability/search-availability.ts), not the results.
    .map(({ pricing, stock: _stock, bookingRules: _rules, observesFederalHolidays: _holidays, ...provider }) => {
      const priced = { pricing, addOns, offeredAddOns: provider.addOns };
      return {
        ...provider,
        quote: quote({ ...priced, sizeYards: input.sizeYards, rentalDays }),
        lengths: lengthTotals({ ...priced, sizeYards: input.sizeYards }),
        addOnPricesCents: Object.fromEntries(
          PROVIDER_ADD_ONS.filter((key) => provider.addOns[key]).map((key) => [key, effectivePricing(pricing).addOnPricesCents[key]]),
        ),
        // A listing is its provider's dumpster of its size: priced for the same length and add-ons.
        listings: (listingsByProvider.get(provider.providerId) ?? [])
          .map(({ listingId, providerId, providerName, type, size, category, deliveryFeeCents, availability, imageUrl }) => ({
            listingId,
            providerId,
            providerName,
            type,
            size,
            category,
            deliveryFeeCents,
            availability,
            ...(imageUrl ? { imageUrl } : {}),
            totalCents: quote({ ...priced, sizeYards: Number(size), rentalDays }).totalCents,
          }))
          .sort((a, b) => Number(a.size) - Number(b.size) || a.totalCents - b.totalCents),
      };
    })
    .sort((a, b) => a.quote.totalCents - b.quote.totalCents || b.rating - a.rating || a.businessName.localeCompare(b.businessName));
}
