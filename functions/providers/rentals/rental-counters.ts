// The provider's rental counts on the profile item (activeRentals, completedRentals): what the
// profile page says about the business ("You have 2 active rentals") and the inventory overview's
// completed count, so neither reads the provider's whole rental history. Each change is one part of
// the transaction that changes the rental's status, which is conditioned on the status it was read
// with, so each rental moves the counts exactly once.
//
// Whether a unit is free is NOT decided here: that is availability by size and day
// (functions/availability/day-counters.ts). The profile once also kept a single in-use count per size
// (inventoryInUse), checked on approval; it blocked every date while one unit was out on any date, and
// was retired (docs/ARCHITECTURE.md, "Availability").
import type { ProviderProfile } from '../../../shared/schemas/provider';
import { MESSAGES } from '../../../shared/messages';
import type { Store } from '../../platform/data/store';
import { notFound } from '../../platform/errors';

/** The provider's profile, read consistently (a status change decides from it). */
export async function providerProfileOf(store: Store, providerId: string): Promise<ProviderProfile> {
  const { data } = await store.entities.providerProfile.get({ providerId }).go({ consistent: true });
  if (!data) throw notFound(MESSAGES.providerNotFound);
  return data;
}

/**
 * The profile write for a rental leaving the active ones (completed, or cancelled by a refund): one
 * fewer active, only while the count is above none, so a rental that was never counted (written
 * straight into the table) cannot take it below zero; the caller then writes without it
 * (`counted: false`). A completion also counts one more completed.
 */
export function activeRentalEnded(
  profiles: Store['entities']['providerProfile'],
  providerId: string,
  options: { completed: boolean; counted: boolean },
) {
  const write = profiles.patch({ providerId }).data((attributes, { subtract, add }) => {
    if (options.counted) subtract(attributes.activeRentals, 1);
    if (options.completed) add(attributes.completedRentals, 1);
  });
  return (options.counted ? write.where((attributes, { gt }) => gt(attributes.activeRentals, 0)) : write).commit();
}
