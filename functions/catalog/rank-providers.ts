// Pure: turns the summaries found on a ZIP's index items into priced, sorted search results.
import { searchQuote, type SelectedAddOns } from '../../shared/pricing';
import type { SearchDumpsterType } from '../../shared/constants';
import type { ListingSearchSummary } from '../../shared/schemas/listing';
import type { ProviderSearchSummary } from '../../shared/schemas/provider';
import type { ProviderResult } from '../../shared/schemas/search';

export interface RankInput {
  providers: ProviderSearchSummary[];
  listings: ListingSearchSummary[];
  sizeYards: number;
  dumpsterType?: SearchDumpsterType;
  addOns?: SelectedAddOns;
}

/** Providers offering the type (when one is asked for), priced for the size, cheapest weekly total first. */
export function rankProviders(input: RankInput): ProviderResult[] {
  const listingsByProvider = new Map<string, ListingSearchSummary[]>();
  for (const listing of input.listings) {
    const own = listingsByProvider.get(listing.providerId) ?? [];
    own.push(listing);
    listingsByProvider.set(listing.providerId, own);
  }
  return input.providers
    // Only providers with a dumpster of the size: the others could not deliver it (shared/deliverability.ts).
    .filter((provider) => provider.sizes.includes(input.sizeYards))
    .filter((provider) => !input.dumpsterType || provider.dumpsterTypes.includes(input.dumpsterType))
    // Stock and booking rules are for the date check (functions/availability/search-availability.ts), not the results.
    .map(({ pricing, stock: _stock, bookingRules: _rules, observesFederalHolidays: _holidays, ...provider }) => ({
      ...provider,
      quote: searchQuote({
        pricing,
        sizeYards: input.sizeYards,
        addOns: input.addOns,
        offeredAddOns: provider.addOns,
      }),
      listings: (listingsByProvider.get(provider.providerId) ?? []).sort(
        (a, b) => Number(a.size) - Number(b.size) || a.pricing.weeklyCents - b.pricing.weeklyCents,
      ),
    }))
    .sort(
      (a, b) =>
        a.quote.weeklyTotalCents - b.quote.weeklyTotalCents ||
        b.rating - a.rating ||
        a.businessName.localeCompare(b.businessName),
    );
}
