// The inventory routes of the provider portal.
import type { Store } from '../../platform/data/store';
import { operationsOf } from '../../platform/http/operation';
import { getProviderInventory, updateProviderInventory } from './provider-inventory';

interface Deps {
  store: Store;
}

export const inventoryOperations = operationsOf<'providers'>()({
  getProviderInventory: ({ caller }, { store }: Deps) => getProviderInventory({ store, clock: () => new Date() }, caller!.userId),
  updateProviderInventory: ({ caller, body }, { store }: Deps) =>
    updateProviderInventory({ store, clock: () => new Date() }, caller!.userId, body),
});
