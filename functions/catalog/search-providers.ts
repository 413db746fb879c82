// Provider search by ZIP: ONE Query on the ZIP's partition returns every provider and listing that
// serves it, each carrying its search summary. No provider profile is read; nothing is scanned. A
// search with a delivery date adds ONE BatchGetItem of the candidates' availability months.
import { DEFAULT_SEARCH_SIZE } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { STANDARD_RENTAL_DAYS } from '../../shared/pricing';
import type { SearchResponse, searchQuerySchema } from '../../shared/schemas/search';
import type { z } from 'zod';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';
import { lookupZip, clockOfZip } from '../platform/zip-directory';
import { providersFreeOn } from '../availability/search-availability';
import { addDays } from '../../shared/rental-dates';
import { rankProviders } from './rank-providers';

export async function zipAreaSummaries(store: Store, zipCode: string) {
  const { data } = await store.collections.zipArea({ zipCode }).go({ pages: 'all' });
  return {
    providers: data.providerZip.map((item) => item.summary),
    listings: data.listingZip.map((item) => item.summary),
  };
}

export async function searchProviders(
  store: Store,
  query: z.output<typeof searchQuerySchema>,
  now: Date = new Date(),
): Promise<SearchResponse> {
  const [place, area] = await Promise.all([lookupZip(query.zipCode), zipAreaSummaries(store, query.zipCode)]);
  if (!place) throw notFound(MESSAGES.zipNotServiced);
  const sizeYards = query.size ?? DEFAULT_SEARCH_SIZE;
  const rentalDays = query.rentalDays ?? STANDARD_RENTAL_DAYS;
  const ranked = rankProviders({
    providers: area.providers,
    listings: area.listings,
    sizeYards,
    rentalDays,
    dumpsterType: query.dumpsterType,
    addOns: query.addOns,
  });
  const answer = {
    zip: { zipCode: place.zipCode, city: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude, delivers: place.delivers },
    sizeYards,
    rentalDays,
    // Serving the ZIP at all, whatever the size, type or add-ons: none means nobody delivers there yet.
    servingCount: area.providers.length,
    providers: ranked,
  };
  if (!query.startDate) return answer;

  // Dated: only providers who deliver that day with a unit free for the whole rental (one more read).
  const summaries = new Map(area.providers.map((provider) => [provider.providerId, provider]));
  const timeZone = await clockOfZip(place.zipCode);
  const free = await providersFreeOn(store, ranked.map((provider) => summaries.get(provider.providerId)!), {
    sizeYards,
    startDate: query.startDate,
    rentalDays,
    now,
    timeZone,
  });
  const providers = ranked.filter((provider) => free.has(provider.providerId));
  return {
    ...answer,
    providers,
    dates: { startDate: query.startDate, endDate: addDays(query.startDate, rentalDays), rentalDays, unavailableCount: ranked.length - providers.length },
  };
}

