// The provider's in-use counters (profile.inventoryInUse) live on the profile item beside the
// totals (profile.dumpsterInventory), so one DynamoDB condition compares them: an approval adds
// one only while inUse < total, a completion takes one back, and a new total is accepted only
// while it is not below inUse. Every one of those writes is conditioned on the same item, so
// concurrent approvals and inventory edits are serialized by DynamoDB itself.
import type { ProviderProfile } from '../../../shared/schemas/provider';
import { INVENTORY_KEYS, inventoryKeyOf, type InventoryKey } from '../../../shared/schemas/provider-portal';
import { MESSAGES } from '../../../shared/messages';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import type { Store } from '../../platform/data/store';
import { notFound } from '../../platform/errors';
import { rentalsOfProvider } from '../rentals/provider-rentals';

export type InventoryCounts = Record<InventoryKey, number>;
export type ProfileWithCounters = ProviderProfile & { inventoryInUse: InventoryCounts };

export const zeroCounts = (): InventoryCounts => Object.fromEntries(INVENTORY_KEYS.map((key) => [key, 0])) as InventoryCounts;

/** Dumpsters per size held by the given active rentals. */
export function inUseOf(activeRentals: readonly { dumpsterSize: string }[]): InventoryCounts {
  const counts = zeroCounts();
  for (const rental of activeRentals) {
    const key = inventoryKeyOf(rental.dumpsterSize);
    if (key) counts[key] += 1;
  }
  return counts;
}

async function readProfile(store: Store, providerId: string) {
  const { data } = await store.entities.providerProfile.get({ providerId }).go({ consistent: true });
  if (!data) throw notFound(MESSAGES.providerNotFound);
  return data as ProviderProfile & { inventoryInUse?: InventoryCounts };
}

/**
 * The profile with its counters. A profile made before the counters existed (or by registration,
 * which does not write them) gets them now, counted from its active rentals, written only if still
 * absent so two first requests cannot both add their count.
 */
export async function profileWithCounters(store: Store, providerId: string): Promise<ProfileWithCounters> {
  const profile = await readProfile(store, providerId);
  if (profile.inventoryInUse) return profile as ProfileWithCounters;
  const [active, completed] = await Promise.all([
    rentalsOfProvider(store, providerId, 'active'),
    rentalsOfProvider(store, providerId, 'completed'),
  ]);
  try {
    await store.entities.providerProfile
      .patch({ providerId })
      .set({
        inventoryInUse: inUseOf(active.rentals),
        activeRentals: active.rentals.length,
        completedRentals: completed.rentals.length,
      })
      .where((attributes, { notExists }) => notExists(attributes.inventoryInUse))
      .go();
  } catch (error) {
    // Someone else wrote the counters first: theirs stand.
    if (!isConditionalCheckFailure(error)) throw error;
  }
  return (await readProfile(store, providerId)) as ProfileWithCounters;
}

/**
 * The profile write that gives back the dumpster of `key` an active rental held, only while one is
 * counted in use: for a completion (which also counts the rental completed) and for an active
 * rental cancelled by a refund at the payment provider. A part of the rental's own transaction.
 */
export function releaseDumpster(profiles: Store['entities']['providerProfile'], providerId: string, key: InventoryKey, completed: boolean) {
  return profiles
    .patch({ providerId })
    .data((attributes, { subtract, add }) => {
      subtract(attributes.inventoryInUse[key], 1);
      subtract(attributes.activeRentals, 1);
      if (completed) add(attributes.completedRentals, 1);
    })
    .where((attributes, { gt }) => gt(attributes.inventoryInUse[key], 0))
    .commit();
}
