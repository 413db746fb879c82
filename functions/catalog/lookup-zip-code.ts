// ZIP check of the search wizard and the rent form: is it a US ZIP, where is it, how many providers
// serve it, and its time zone (where delivery dates there are read).
import { MESSAGES } from '../../shared/messages';
import type { ZipCodeLookup } from '../../shared/schemas/zip-code';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';
import { lookupZip, timeZoneOfZip } from '../platform/zip-directory';

export async function lookupZipCode(store: Store, zipCode: string): Promise<ZipCodeLookup> {
  const [place, timeZone, served] = await Promise.all([
    lookupZip(zipCode),
    timeZoneOfZip(zipCode),
    store.entities.providerZip.query.byZip({ zipCode }).go({ pages: 'all', attributes: ['providerId'] }),
  ]);
  if (!place) throw notFound(MESSAGES.zipNotServiced);
  return { ...place, providerCount: served.data.length, ...(timeZone ? { timeZone } : {}) };
}
