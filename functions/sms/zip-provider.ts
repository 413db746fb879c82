// Which provider a text-to-book order goes to: the one the web search ranks first for the ZIP
// (functions/catalog: the ZIP's one-Query index, cheapest weekly total for the default search size,
// then rating, then name; only providers with a dumpster of that size are ranked). The texter sees
// the same first result the website would show them; sms-checkout.ts checks deliverability again.
import { DEFAULT_SEARCH_SIZE } from '../../shared/constants';
import { rankProviders } from '../catalog/rank-providers';
import { zipAreaSummaries } from '../catalog/search-providers';
import type { Store } from '../platform/data/store';
import { lookupZip, timeZoneOfZip } from '../platform/zip-directory';
import type { ZipProvider } from './conversation';

export async function providerForZip(store: Store, zipCode: string): Promise<ZipProvider | null> {
  const [place, timeZone, area] = await Promise.all([lookupZip(zipCode), timeZoneOfZip(zipCode), zipAreaSummaries(store, zipCode)]);
  if (!place || !timeZone) return null;
  const [first] = rankProviders({ providers: area.providers, listings: area.listings, sizeYards: DEFAULT_SEARCH_SIZE });
  if (!first) return null;
  return {
    providerId: first.providerId,
    providerName: first.businessName,
    city: place.city,
    state: place.state,
    timeZone,
  };
}
