// Lambda entry of the accounts domain.
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { defineOperation } from '../platform/http/operation';
import { getMe } from './get-me';

interface Deps {
  store: Store;
}

const deps = once((): Deps => ({ store: createStore({ tableName: getConfig().TABLE_NAME }) }));

export const handler = createDomainHandler('accounts', {
  // The route's 'signedIn' policy guarantees a caller before this runs.
  getMe: defineOperation({}, ({ caller }, { store }: Deps) => getMe(store, caller!)),
}, deps);
