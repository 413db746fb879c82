// Lambda entry of the catalog domain: ZIP check, provider search, listing detail and the requests
// to be told when a ZIP is served (all public).
import { catalogRoutes } from '../../shared/contract/catalog';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { respond } from '../platform/http/operation';
import { getListingDetail } from './get-listing-detail';
import { lookupZipCode } from './lookup-zip-code';
import { searchProviders } from './search-providers';
import { requestZip } from './zip-requests';
import { now } from '../platform/clock';

interface Deps {
  store: Store;
  clock: () => Date;
}

const deps = once((): Deps => ({ store: createStore({ tableName: getConfig().TABLE_NAME }), clock: now }));

export const handler = createDomainHandler(catalogRoutes, {
  lookupZipCode: ({ params }, { store }: Deps) => lookupZipCode(store, params.zipCode),
  searchProviders: ({ query }, { store }: Deps) => searchProviders(store, query, now()),
  getListing: ({ params }, { store, clock }: Deps) => getListingDetail(store, params.listingId, clock()),
  requestZip: async ({ body }, d: Deps) => {
    const saved = await requestZip(d, body);
    return respond(saved.alreadyRequested ? 200 : 201, saved);
  },
}, deps);
