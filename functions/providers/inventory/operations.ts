// The inventory routes of the provider portal.
import { inventoryUpdateSchema } from '../../../shared/schemas/provider-portal';
import type { Store } from '../../platform/data/store';
import { defineOperation } from '../../platform/http/operation';
import { getProviderInventory, updateProviderInventory } from './provider-inventory';

interface Deps {
  store: Store;
}

export const inventoryOperations = {
  getProviderInventory: defineOperation({}, ({ caller }, { store }: Deps) => getProviderInventory({ store, clock: () => new Date() }, caller!.userId)),
  updateProviderInventory: defineOperation({ body: inventoryUpdateSchema }, ({ caller, body }, { store }: Deps) =>
    updateProviderInventory({ store, clock: () => new Date() }, caller!.userId, body),
  ),
};
