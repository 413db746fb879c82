// The Booking rules save: lead time, turnaround, delivery weekdays and blackout dates, validated by
// providerBookingRulesUpdateSchema. Checkout, rent requests and text-to-book read them from the
// profile on every order (shared/deliverability.ts), so the next order follows the new rules.
// Blackout dates that have ended everywhere are dropped: they can refuse nothing any more.
import { bookingRulesToStore } from '../../../shared/booking-rules';
import type { ProviderBookingRulesUpdate } from '../../../shared/schemas/provider-settings';
import {
  assertUnchangedSince,
  ownProviderProfile,
  saveProviderProfile,
  type ProviderSettingsDeps,
  type StoredProviderProfile,
} from '../profile/save-provider-profile';

export async function updateProviderBookingRules(
  deps: ProviderSettingsDeps,
  providerId: string,
  input: ProviderBookingRulesUpdate,
): Promise<StoredProviderProfile> {
  const stored = await ownProviderProfile(deps.store, providerId);
  assertUnchangedSince(stored, input.expectedUpdatedAt);
  return saveProviderProfile(deps, stored, { bookingRules: bookingRulesToStore(input.bookingRules, deps.clock()) });
}
