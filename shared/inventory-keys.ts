// How a provider's inventory names its sizes ("yard20"), and a rental's size as that key. Kept apart
// from the portal's schemas so that code needing only the key (availability, search) does not load them.
import { DUMPSTER_SIZES } from './constants';

export type InventoryKey = `yard${(typeof DUMPSTER_SIZES)[number]}`;
export const INVENTORY_KEYS = DUMPSTER_SIZES.map((size) => `yard${size}` as InventoryKey);

/** A rental's size ("20", "20 Yard", 20) as its inventory key, or undefined for a size nobody stocks. */
export function inventoryKeyOf(dumpsterSize: string | number): InventoryKey | undefined {
  const yards = Number(/^\s*(\d+)/.exec(String(dumpsterSize))?.[1]);
  return (DUMPSTER_SIZES as readonly number[]).includes(yards) ? (`yard${yards}` as InventoryKey) : undefined;
}
