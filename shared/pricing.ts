// The one pricing module: results cards, checkout summaries, the server-side checkout amount and
// invoices all call it. Inputs and outputs are integer cents.
import { DEFAULT_SEARCH_SIZE, PROVIDER_ADD_ONS, type ProviderAddOn } from './constants';

export type AddOnPricesCents = Record<ProviderAddOn, number>;

export interface ProviderPricingCents {
  baseRatePerYardCents: number;
  deliveryFeeCents: number;
  addOnPricesCents: AddOnPricesCents;
}

/** Values assumed in search when a provider has not set its own. */
export const SEARCH_PRICING_DEFAULTS: ProviderPricingCents = {
  baseRatePerYardCents: 1000,
  deliveryFeeCents: 5000,
  addOnPricesCents: { cleanupService: 4500, drivewayProtection: 1500, permitPulling: 3500, sameDayDelivery: 2500 },
};

/** Values a new provider starts with at registration. */
export const PROVIDER_PRICING_DEFAULTS: ProviderPricingCents = {
  ...SEARCH_PRICING_DEFAULTS,
  baseRatePerYardCents: 800,
};

/** Rental length multipliers of the daily rate x size price. */
export const PERIOD_MULTIPLIERS = { daily: 1, weekly: 5, monthly: 20 } as const;
export type RentalPeriod = keyof typeof PERIOD_MULTIPLIERS;

export type SelectedAddOns = Partial<Record<ProviderAddOn, boolean>>;

export interface SearchQuote {
  sizeYards: number;
  perYardCents: number;
  /** Weekly price of the dumpster itself: 5 x rate x size. */
  sizePriceCents: number;
  deliveryFeeCents: number;
  addOnsCents: number;
  dailyTotalCents: number;
  weeklyTotalCents: number;
  monthlyTotalCents: number;
}

/** Fills any missing or non-positive provider price with the search defaults. */
export function effectivePricing(pricing: Partial<ProviderPricingCents> | undefined): ProviderPricingCents {
  const addOns = pricing?.addOnPricesCents ?? ({} as Partial<AddOnPricesCents>);
  const pick = (value: number | undefined, fallback: number) =>
    Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback;
  return {
    baseRatePerYardCents:
      pricing?.baseRatePerYardCents && pricing.baseRatePerYardCents > 0
        ? pricing.baseRatePerYardCents
        : SEARCH_PRICING_DEFAULTS.baseRatePerYardCents,
    deliveryFeeCents: pick(pricing?.deliveryFeeCents, SEARCH_PRICING_DEFAULTS.deliveryFeeCents),
    addOnPricesCents: Object.fromEntries(
      PROVIDER_ADD_ONS.map((key) => [key, pick(addOns[key], SEARCH_PRICING_DEFAULTS.addOnPricesCents[key])]),
    ) as AddOnPricesCents,
  };
}

/** Sum of the selected add-ons at the provider's prices; add-ons the provider does not offer cost nothing. */
export function addOnsTotalCents(
  pricing: ProviderPricingCents,
  selected: SelectedAddOns,
  offered?: Partial<Record<ProviderAddOn, boolean>>,
): number {
  return PROVIDER_ADD_ONS.filter((key) => selected[key] && (offered === undefined || offered[key])).reduce(
    (sum, key) => sum + pricing.addOnPricesCents[key],
    0,
  );
}

/** The prices a results card shows: daily, weekly and monthly totals for one size. */
export function searchQuote(input: {
  pricing?: Partial<ProviderPricingCents>;
  sizeYards?: number;
  addOns?: SelectedAddOns;
  offeredAddOns?: Partial<Record<ProviderAddOn, boolean>>;
}): SearchQuote {
  const pricing = effectivePricing(input.pricing);
  const sizeYards = input.sizeYards && input.sizeYards > 0 ? input.sizeYards : DEFAULT_SEARCH_SIZE;
  const base = pricing.baseRatePerYardCents * sizeYards;
  const extras = pricing.deliveryFeeCents + addOnsTotalCents(pricing, input.addOns ?? {}, input.offeredAddOns);
  const addOnsCents = extras - pricing.deliveryFeeCents;
  return {
    sizeYards,
    perYardCents: pricing.baseRatePerYardCents,
    sizePriceCents: base * PERIOD_MULTIPLIERS.weekly,
    deliveryFeeCents: pricing.deliveryFeeCents,
    addOnsCents,
    dailyTotalCents: base * PERIOD_MULTIPLIERS.daily + extras,
    weeklyTotalCents: base * PERIOD_MULTIPLIERS.weekly + extras,
    monthlyTotalCents: base * PERIOD_MULTIPLIERS.monthly + extras,
  };
}

/** Add-ons a customer can pick at checkout, with their fixed prices in cents. */
export const CHECKOUT_ADD_ON_PRICES_CENTS = {
  sameDayDelivery: 2500,
  verifiedProvider: 500,
  moneyBackGuarantee: 500,
  drivewaySafe: 1000,
  cleanDisposal: 4500,
} as const;
export type CheckoutAddOn = keyof typeof CHECKOUT_ADD_ON_PRICES_CENTS;

/**
 * The add-ons this provider's checkout offers: all of them, except that a provider the operators
 * verified already needs no Verified provider check bought on top.
 */
export function offeredCheckoutAddOns(provider: { isVerified?: boolean }): CheckoutAddOn[] {
  return (Object.keys(CHECKOUT_ADD_ON_PRICES_CENTS) as CheckoutAddOn[]).filter((addOn) => !(addOn === 'verifiedProvider' && provider.isVerified));
}

export interface CheckoutQuote {
  sizeYards: number;
  baseCents: number;
  deliveryFeeCents: number;
  addOnLines: { addOn: CheckoutAddOn; cents: number }[];
  totalCents: number;
}

/** The amount charged at checkout: a week's rental (rate x size x 5), delivery and the chosen add-ons it offers. */
export function checkoutQuote(input: {
  pricing?: Partial<ProviderPricingCents>;
  sizeYards?: number;
  addOns?: Partial<Record<CheckoutAddOn, boolean>>;
  /** The provider is verified: the Verified provider add-on is not offered, never charged. */
  isVerified?: boolean;
}): CheckoutQuote {
  const pricing = effectivePricing(input.pricing);
  const sizeYards = input.sizeYards && input.sizeYards > 0 ? input.sizeYards : DEFAULT_SEARCH_SIZE;
  const baseCents = pricing.baseRatePerYardCents * sizeYards * PERIOD_MULTIPLIERS.weekly;
  const addOnLines = offeredCheckoutAddOns({ isVerified: input.isVerified })
    .filter((addOn) => input.addOns?.[addOn])
    .map((addOn) => ({ addOn, cents: CHECKOUT_ADD_ON_PRICES_CENTS[addOn] }));
  const totalCents = baseCents + pricing.deliveryFeeCents + addOnLines.reduce((sum, line) => sum + line.cents, 0);
  return { sizeYards, baseCents, deliveryFeeCents: pricing.deliveryFeeCents, addOnLines, totalCents };
}
