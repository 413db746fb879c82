// The Pricing page's save: prices (integer cents, validated by providerPricingUpdateSchema), the
// add-on toggles and whether deliveries stop on US federal holidays. Search quotes come from the provider's "serves ZIP" items, which the save rewrites,
// so the next search prices the provider at the new figures.
import type { ProviderPricingUpdate } from '../../../shared/schemas/provider-settings';
import {
  assertUnchangedSince,
  ownProviderProfile,
  saveProviderProfile,
  type ProviderSettingsDeps,
  type StoredProviderProfile,
} from '../profile/save-provider-profile';

export async function updateProviderPricing(
  deps: ProviderSettingsDeps,
  providerId: string,
  input: ProviderPricingUpdate,
): Promise<StoredProviderProfile> {
  const stored = await ownProviderProfile(deps.store, providerId);
  assertUnchangedSince(stored, input.expectedUpdatedAt);
  // A page that sends no swap fee or sizes (an older one) leaves the stored ones as they are.
  return saveProviderProfile(deps, stored, {
    pricing: { ...stored.pricing, ...input.pricing },
    addOns: input.addOns,
    ...(input.observesFederalHolidays === undefined ? {} : { observesFederalHolidays: input.observesFederalHolidays }),
  });
}
