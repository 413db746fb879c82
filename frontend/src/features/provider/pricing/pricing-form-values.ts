// The Pricing form's state (dollars and tons as typed, toggles) to and from the profile's cents.
// What is valid is the shared schema's business (providerPricingUpdateSchema): this only converts.
import { DUMPSTER_SIZES, PROVIDER_ADD_ONS, type ProviderAddOn } from '../../../../../shared/constants';
import { RENTAL_LENGTH_OPTIONS, sizeKey, sizePrices, type SizeKey } from '../../../../../shared/pricing';
import type { AddOnFlags, ProviderProfile } from '../../../../../shared/schemas/provider';
import type { ProviderPricingInput, SizePricingInput } from '../../../../../shared/schemas/provider-settings';
import { centsToDollarText, dollarTextToCents } from './dollar-amounts';

export type SizeScheme = 'rate' | 'lengths';

export interface SizeFormValues {
  /** From the rate per yard (1, 7 and 30 days), or the provider's own price per length. */
  scheme: SizeScheme;
  /** Dollars per rental length (days); '' where that length is not offered. */
  lengths: Record<number, string>;
  includedTons: string;
  extraDay: string;
  extraTon: string;
}

export interface PricingFormValues {
  baseRate: string;
  deliveryFee: string;
  swapFee: string;
  /** The sizes the provider stocks, smallest first: the only ones it prices. */
  stockedSizes: number[];
  sizes: Partial<Record<SizeKey, SizeFormValues>>;
  addOnPrices: Record<ProviderAddOn, string>;
  addOns: AddOnFlags;
  /** No deliveries on US federal holidays. */
  observesFederalHolidays: boolean;
}

type ProfileFacts = Pick<ProviderProfile, 'pricing' | 'addOns' | 'observesFederalHolidays' | 'dumpsterInventory'>;

function sizeFormValues(pricing: ProviderProfile['pricing'], sizeYards: number): SizeFormValues {
  const prices = sizePrices(pricing, sizeYards);
  const own = pricing.sizes?.[sizeKey(sizeYards)];
  return {
    scheme: prices.scheme,
    lengths: Object.fromEntries(
      RENTAL_LENGTH_OPTIONS.map((days) => {
        const price = prices.lengths.find((length) => length.days === days);
        return [days, price ? centsToDollarText(price.priceCents) : ''];
      }),
    ),
    includedTons: String(prices.includedTons),
    // The rate scheme's extra day follows the rate until the provider sets one.
    extraDay: own?.extraDayCents !== undefined || prices.scheme === 'lengths' ? centsToDollarText(prices.extraDayCents) : '',
    extraTon: centsToDollarText(prices.extraTonCents),
  };
}

export function pricingFormValues(profile: ProfileFacts): PricingFormValues {
  const { pricing } = profile;
  const stockedSizes = DUMPSTER_SIZES.filter((size) => (profile.dumpsterInventory[`yard${size}`] ?? 0) > 0);
  return {
    baseRate: centsToDollarText(pricing.baseRatePerYardCents),
    deliveryFee: centsToDollarText(pricing.deliveryFeeCents),
    swapFee: centsToDollarText(pricing.swapFeeCents ?? pricing.deliveryFeeCents),
    stockedSizes,
    sizes: Object.fromEntries(stockedSizes.map((size) => [sizeKey(size), sizeFormValues(pricing, size)])),
    addOnPrices: Object.fromEntries(
      PROVIDER_ADD_ONS.map((key) => [key, centsToDollarText(pricing.addOnPricesCents[key])]),
    ) as Record<ProviderAddOn, string>,
    addOns: { ...profile.addOns },
    observesFederalHolidays: profile.observesFederalHolidays === true,
  };
}

/** "" is no number at all (the schema says so); anything else as typed. */
const tonsOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function sizeOfForm(values: SizeFormValues): SizePricingInput {
  return {
    ...(values.scheme === 'lengths'
      ? {
          lengthPricesCents: RENTAL_LENGTH_OPTIONS.filter((days) => (values.lengths[days] ?? '').trim() !== '').map((days) => ({
            days,
            priceCents: dollarTextToCents(values.lengths[days]),
          })),
        }
      : {}),
    includedTons: tonsOf(values.includedTons),
    ...(values.extraDay.trim() === '' && values.scheme === 'rate' ? {} : { extraDayCents: dollarTextToCents(values.extraDay) }),
    extraTonCents: values.extraTon.trim() === '' ? 0 : dollarTextToCents(values.extraTon),
  } as SizePricingInput;
}

/** Cents as typed; NaN where the text is not an amount (the shared schema then says so). */
export function pricingOfForm(values: PricingFormValues): ProviderPricingInput {
  return {
    baseRatePerYardCents: dollarTextToCents(values.baseRate),
    deliveryFeeCents: dollarTextToCents(values.deliveryFee),
    swapFeeCents: dollarTextToCents(values.swapFee),
    sizes: Object.fromEntries(
      values.stockedSizes.map((size) => [sizeKey(size), sizeOfForm(values.sizes[sizeKey(size)]!)]),
    ) as ProviderPricingInput['sizes'],
    addOnPricesCents: Object.fromEntries(
      PROVIDER_ADD_ONS.map((key) => [key, dollarTextToCents(values.addOnPrices[key])]),
    ) as Record<ProviderAddOn, number>,
  };
}
