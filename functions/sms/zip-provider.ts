// Which provider a text-to-book order goes to. The landing page promises a local provider, so it is
// the first, in the web search's order for the ZIP (functions/catalog: the ZIP's one-Query index,
// cheapest weekly total for the default search size, then rating, then name; only providers with a
// dumpster of that size), of those based in the ZIP's own state; only where none is, the search's
// first of all (a regional or national hauler). sms-checkout.ts checks deliverability again.
import { quote } from '../../shared/pricing';
import { SMS_DUMPSTER_SIZE, SMS_PERIOD_TERMS, SMS_RENTAL_PERIODS, type SmsPeriodPrices } from '../../shared/schemas/sms';
import { rankProviders } from '../catalog/rank-providers';
import { zipAreaSummaries } from '../catalog/search-providers';
import type { Store } from '../platform/data/store';
import { lookupZip, timeZoneOfZip } from '../platform/zip-directory';
import type { ZipProvider } from './conversation';

/** The first provider based in `state`, else the first of all (the list is in the search's order). */
export function localFirst<P extends { state: string }>(ranked: readonly P[], state: string): P | undefined {
  return ranked.find((provider) => provider.state === state) ?? ranked[0];
}

export async function providerForZip(store: Store, zipCode: string): Promise<ZipProvider | null> {
  const [place, timeZone, area] = await Promise.all([lookupZip(zipCode), timeZoneOfZip(zipCode), zipAreaSummaries(store, zipCode)]);
  if (!place || !timeZone) return null;
  const ranked = rankProviders({ providers: area.providers, listings: area.listings, sizeYards: SMS_DUMPSTER_SIZE });
  const first = localFirst(ranked, place.state);
  if (!first) return null;
  // Priced as search and checkout price it: the provider's quote for the size and each length.
  const pricing = area.providers.find((provider) => provider.providerId === first.providerId)!.pricing;
  const periodPricesCents = Object.fromEntries(
    SMS_RENTAL_PERIODS.map((period) => [period, quote({ pricing, sizeYards: SMS_DUMPSTER_SIZE, rentalDays: SMS_PERIOD_TERMS[period].days }).totalCents]),
  ) as SmsPeriodPrices;
  return {
    providerId: first.providerId,
    providerName: first.businessName,
    city: place.city,
    state: place.state,
    timeZone,
    periodPricesCents,
  };
}
