// The inventory routes of the provider portal.
import type { Store } from '../../platform/data/store';
import { operationsOf } from '../../platform/http/operation';
import { getProviderInventory, updateProviderInventory } from './provider-inventory';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

export const inventoryOperations = operationsOf<'providers'>()({
  getProviderInventory: ({ caller }, { store }: Deps) => getProviderInventory({ store, clock: now }, caller!.userId),
  updateProviderInventory: ({ caller, body }, { store }: Deps) =>
    updateProviderInventory({ store, clock: now }, caller!.userId, body),
});
