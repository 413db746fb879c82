// The Pricing form's state (dollars as typed, toggles) to and from the profile's cents.
import { PROVIDER_ADD_ONS, type ProviderAddOn } from '../../../../../shared/constants';
import type { AddOnFlags, ProviderProfile } from '../../../../../shared/schemas/provider';
import type { ProviderPricingInput } from '../../../../../shared/schemas/provider-settings';
import { centsToDollarText, dollarTextToCents } from './dollar-amounts';

export interface PricingFormValues {
  baseRate: string;
  deliveryFee: string;
  addOnPrices: Record<ProviderAddOn, string>;
  addOns: AddOnFlags;
  /** No deliveries on US federal holidays. */
  observesFederalHolidays: boolean;
}

export function pricingFormValues(profile: Pick<ProviderProfile, 'pricing' | 'addOns' | 'observesFederalHolidays'>): PricingFormValues {
  const { pricing } = profile;
  return {
    baseRate: centsToDollarText(pricing.baseRatePerYardCents),
    deliveryFee: centsToDollarText(pricing.deliveryFeeCents),
    addOnPrices: Object.fromEntries(
      PROVIDER_ADD_ONS.map((key) => [key, centsToDollarText(pricing.addOnPricesCents[key])]),
    ) as Record<ProviderAddOn, string>,
    addOns: { ...profile.addOns },
    observesFederalHolidays: profile.observesFederalHolidays === true,
  };
}

/** Cents as typed; NaN where the text is not an amount (the shared schema then says so). */
export function pricingOfForm(values: PricingFormValues): ProviderPricingInput {
  return {
    baseRatePerYardCents: dollarTextToCents(values.baseRate),
    deliveryFeeCents: dollarTextToCents(values.deliveryFee),
    addOnPricesCents: Object.fromEntries(
      PROVIDER_ADD_ONS.map((key) => [key, dollarTextToCents(values.addOnPrices[key])]),
    ) as Record<ProviderAddOn, number>,
  };
}
