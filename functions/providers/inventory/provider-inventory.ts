// The signed-in provider's inventory: read it (profile + rentals Query) and change the totals and
// the dumpster types. A new total below what is out on rental is refused; the check and the write
// are one conditional update on the profile item, so an approval racing the edit cannot slip
// between them. Like the other settings pages' saves, the page sends the profile's updatedAt it was
// loaded from (expectedUpdatedAt): a save from a stale page (another tab, or the profile, pricing
// or service areas saved meanwhile) is refused with 409, and the write is conditional on it, so of
// two concurrent saves one wins and the other gets 409 instead of both answering 200 while one is
// silently overwritten. Approvals move only the counters, never updatedAt, so they do not turn a
// save into a conflict. The search index is rewritten because it carries the types and stocked sizes.
import { DUMPSTER_SIZES } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import {
  INVENTORY_KEYS,
  PROVIDER_PORTAL_MESSAGES,
  totalBelowInUseMessage,
  type InventoryKey,
  type InventoryUpdate,
  type InventoryView,
} from '../../../shared/schemas/provider-portal';
import { indexProviderServiceArea } from '../../catalog/service-area-index';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import type { Store } from '../../platform/data/store';
import { conflict } from '../../platform/errors';
import { nextUpdatedAt } from '../profile/save-provider-profile';
import { rentalsOfProvider } from '../rentals/provider-rentals';
import { inventoryView } from './inventory-view';
import { profileWithCounters, type ProfileWithCounters } from './reservations';

const sizeOf = (key: InventoryKey) => DUMPSTER_SIZES[INVENTORY_KEYS.indexOf(key)];

export async function getProviderInventory(store: Store, providerId: string): Promise<InventoryView> {
  const [profile, { rentals }] = await Promise.all([profileWithCounters(store, providerId), rentalsOfProvider(store, providerId)]);
  return inventoryView(profile, rentals);
}

/** The first size whose new total is below its in-use count, as a 409 with the spec's prefix. */
function refuseBelowInUse(profile: ProfileWithCounters, update: InventoryUpdate): void {
  const short = INVENTORY_KEYS.find((key) => update.dumpsterInventory[key] < (profile.inventoryInUse[key] ?? 0));
  if (short) {
    const reason = totalBelowInUseMessage(sizeOf(short), profile.inventoryInUse[short]);
    throw conflict(`${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${reason}`);
  }
}

/** 409 'Failed to save changes: Your inventory or business profile changed while you were editing. ...' */
const changedMeanwhile = () => conflict(`${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${MESSAGES.inventoryChangedMeanwhile}`);

export async function updateProviderInventory(
  deps: { store: Store; clock: () => Date },
  providerId: string,
  update: InventoryUpdate,
): Promise<InventoryView> {
  const { store } = deps;
  const before = await profileWithCounters(store, providerId);
  // The page was loaded from an older profile than the stored one: refuse before computing anything.
  if (before.updatedAt !== update.expectedUpdatedAt) throw changedMeanwhile();
  refuseBelowInUse(before, update);
  // Strictly after the stored value: the profile settings pages condition their saves on it.
  const now = nextUpdatedAt(deps.clock(), before.updatedAt);
  let saved: ProviderProfile;
  try {
    const { data } = await store.entities.providerProfile
      .patch({ providerId })
      .set({ dumpsterInventory: update.dumpsterInventory, dumpsterTypes: update.dumpsterTypes, updatedAt: now })
      .where((attributes, { eq, lte }) =>
        [
          eq(attributes.updatedAt, update.expectedUpdatedAt),
          ...INVENTORY_KEYS.map((key) => lte(attributes.inventoryInUse[key], update.dumpsterInventory[key])),
        ].join(' AND '),
      )
      .go({ response: 'all_new' });
    saved = data as ProviderProfile;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const current = await profileWithCounters(store, providerId);
    // Another save (this page in another tab, or the profile, pricing or service areas) won.
    if (current.updatedAt !== update.expectedUpdatedAt) throw changedMeanwhile();
    // An approval reserved a dumpster meanwhile: answer with the counts as they are now.
    refuseBelowInUse(current, update);
    throw conflict(`${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${PROVIDER_PORTAL_MESSAGES.inventoryChangedMeanwhile}`);
  }
  await indexProviderServiceArea(store, saved, now);
  const { rentals } = await rentalsOfProvider(store, providerId);
  return inventoryView(saved as ProfileWithCounters, rentals);
}
