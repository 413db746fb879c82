// ZIP check of the search wizard: is it a US ZIP, where is it, and how many providers serve it.
import { MESSAGES } from '../../shared/messages';
import type { ZipCodeLookup } from '../../shared/schemas/zip-code';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';
import { lookupZip } from '../platform/zip-directory';

export async function lookupZipCode(store: Store, zipCode: string): Promise<ZipCodeLookup> {
  const [place, served] = await Promise.all([
    lookupZip(zipCode),
    store.entities.providerZip.query.byZip({ zipCode }).go({ pages: 'all', attributes: ['providerId'] }),
  ]);
  if (!place) throw notFound(MESSAGES.zipNotServiced);
  return { ...place, providerCount: served.data.length };
}
