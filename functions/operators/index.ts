// Lambda entry of the operators domain (the marketplace staff's console).
import { operatorProvidersQuerySchema } from '../../shared/schemas/operator';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { defineOperation } from '../platform/http/operation';
import { listProviders } from './list-providers';

interface Deps {
  store: Store;
}

const deps = once((): Deps => ({ store: createStore({ tableName: getConfig().TABLE_NAME }) }));

export const handler = createDomainHandler('operators', {
  listProviders: defineOperation({ query: operatorProvidersQuerySchema }, ({ query }, { store }: Deps) =>
    listProviders(store, query),
  ),
}, deps);
