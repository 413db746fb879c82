// The signed-in provider's inventory: read it (the profile, then today's availability and the
// rentals out on rental: read-inventory-figures.ts) and change the totals and the dumpster types.
//
// Like the other settings pages' saves, the page sends the profile's updatedAt it was loaded from
// (expectedUpdatedAt): a save from a stale page (another tab, or the profile, pricing or service
// areas saved meanwhile) is refused with 409, and the write is conditional on it, so of two
// concurrent saves one wins and the other gets 409 instead of both answering 200 while one is
// silently overwritten. Bookings and approvals never move updatedAt, so they do not make a save
// stale. The search index is rewritten because it carries the types and stocked sizes.
//
// A total below what some day from today on has taken is refused with 409 naming the day and the
// count, and nothing stays written. A booking can take a day between the check and the write, so
// the check is made twice (docs/ARCHITECTURE.md, "Availability"): before writing, to refuse without
// writing anything; and after, against the days read again. Every booking's transaction checks that
// the inventory is still the one it read (ceilingCheck), so once the new total is written no booking
// can take a day under the old one, and every booking that did is in the second read. If that read
// finds a day over the new total, the old totals, types and updatedAt are written back (conditioned
// on nobody having saved since) and the save is refused. Meanwhile bookings see the lower total:
// a booking may be refused in those few milliseconds, but no day is ever taken beyond the inventory.
import { DUMPSTER_SIZES } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/calendar-date';
import { MESSAGES } from '../../../shared/messages';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import {
  INVENTORY_KEYS,
  PROVIDER_PORTAL_MESSAGES,
  totalBelowBookedMessage,
  type InventoryUpdate,
  type InventoryView,
} from '../../../shared/schemas/provider-portal';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import type { Store } from '../../platform/data/store';
import { conflict } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { nextUpdatedAt } from '../profile/save-provider-profile';
import { providerToday } from '../provider-today';
import { providerProfileOf } from '../rentals/rental-counters';
import { busiestDaysFrom, floorBreach, type FloorBreach } from './inventory-floor';
import { inventoryView } from './inventory-figures';
import { OUT_ON_RENTAL_STATUSES } from '../../../shared/rental-status';
import { rentalTotalsOf } from '../../financials/tallies/tally-reads';
import { readInventoryFigures } from './read-inventory-figures';

/** The figures, and the overview's count of approved and active rentals from the books' totals (one read, not the rentals). */
async function viewOf(store: Store, profile: ProviderProfile, now: Date): Promise<InventoryView> {
  const [figures, totals] = await Promise.all([readInventoryFigures(store, profile, now), rentalTotalsOf(store, profile.providerId)]);
  const activeRentals = OUT_ON_RENTAL_STATUSES.reduce((count, status) => count + (totals.byStatus[status] ?? 0), 0);
  return inventoryView(profile, figures, activeRentals);
}

export async function getProviderInventory(deps: { store: Store; clock: () => Date }, providerId: string): Promise<InventoryView> {
  return viewOf(deps.store, await providerProfileOf(deps.store, providerId), deps.clock());
}

/** 409 'Failed to save changes: 3 twenty-yard dumpsters are booked on Dec 3, 2026; you can't go below 3.' */
function belowBooked(breach: FloorBreach) {
  const size = DUMPSTER_SIZES[INVENTORY_KEYS.indexOf(breach.key)]!;
  return conflict(`${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${totalBelowBookedMessage(size, breach.taken, formatCalendarDate(breach.day))}`);
}

/** 409 'Failed to save changes: Your inventory or business profile changed while you were editing. ...' */
const changedMeanwhile = () => conflict(`${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${MESSAGES.inventoryChangedMeanwhile}`);

/** The first lowered size whose new total is below a day's taken count from today on, read now. */
async function breachOf(store: Store, before: ProviderProfile, update: InventoryUpdate, today: string) {
  const lowered = INVENTORY_KEYS.filter((key) => update.dumpsterInventory[key] < (before.dumpsterInventory[key] ?? 0));
  if (lowered.length === 0) return undefined;
  return floorBreach(update.dumpsterInventory, await busiestDaysFrom(store, before.providerId, lowered, today));
}

export async function updateProviderInventory(
  deps: { store: Store; clock: () => Date },
  providerId: string,
  update: InventoryUpdate,
): Promise<InventoryView> {
  const { store } = deps;
  const before = await providerProfileOf(store, providerId);
  // The page was loaded from an older profile than the stored one: refuse before computing anything.
  if (before.updatedAt !== update.expectedUpdatedAt) throw changedMeanwhile();
  const today = await providerToday(before, deps.clock());
  const early = await breachOf(store, before, update, today);
  if (early) throw belowBooked(early);

  // Strictly after the stored value: the profile settings pages condition their saves on it.
  const now = nextUpdatedAt(deps.clock(), before.updatedAt);
  let saved: ProviderProfile;
  try {
    const { data } = await store.entities.providerProfile
      .patch({ providerId })
      .set({ dumpsterInventory: update.dumpsterInventory, dumpsterTypes: update.dumpsterTypes, updatedAt: now })
      .where((attributes, { eq }) => eq(attributes.updatedAt, update.expectedUpdatedAt))
      .go({ response: 'all_new' });
    saved = data;
  } catch (error) {
    // Another save (this page in another tab, or the profile, pricing or service areas) won.
    if (isConditionalCheckFailure(error)) throw changedMeanwhile();
    throw error;
  }

  // A booking that took a day under the old totals between the first read and the write is in this one.
  const late = await breachOf(store, before, update, today);
  if (late) {
    await restore(store, before, now);
    throw belowBooked(late);
  }
  return viewOf(store, saved, deps.clock());
}

/** Writes back what the refused save replaced, unless another save landed since (its own check covers it). */
async function restore(store: Store, before: ProviderProfile, savedAt: string): Promise<void> {
  try {
    await store.entities.providerProfile
      .patch({ providerId: before.providerId })
      .set({ dumpsterInventory: before.dumpsterInventory, dumpsterTypes: before.dumpsterTypes, updatedAt: before.updatedAt })
      .where((attributes, { eq }) => eq(attributes.updatedAt, savedAt))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    logger.warn('A refused inventory save was superseded before it could be undone', { providerId: before.providerId });
  }
}
