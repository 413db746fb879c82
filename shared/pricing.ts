// The one price model. Search results, listing pages, checkout (its display and the amount the
// server charges), rent requests, text-to-book quotes, receipts, invoices from a rental and the
// portal's previews all price through `quote` below. Inputs and outputs are integer cents.
//
// A provider prices each size it stocks the way haulers do (Docket, Dumpster Market, CurbWaste):
// a price for each rental length it offers, which includes that many days and a weight allowance
// in tons, then a fee per extra day and per extra ton; plus one delivery fee, a swap fee and its own
// add-ons. A size without its own prices is priced from the provider's rate per yard, exactly as
// before sizes had prices (rate x size for a day, x5 for a week, x20 for a month), so a provider who
// never opens the new settings charges what it always did.
import { DEFAULT_SEARCH_SIZE, type DUMPSTER_SIZES, PROVIDER_ADD_ON_ORDER_LABELS, PROVIDER_ADD_ONS, type ProviderAddOn } from './constants';
import { formatUsd } from './money';

type AddOnPricesCents = Record<ProviderAddOn, number>;

/** The key a size's prices are stored under: `yard20`. */
export type SizeKey = `yard${(typeof DUMPSTER_SIZES)[number]}`;
export const sizeKey = (sizeYards: number) => `yard${sizeYards}` as SizeKey;

/** Rental lengths (days) a provider can put its own price on. */
export const RENTAL_LENGTH_OPTIONS = [1, 3, 7, 10, 14, 30] as const;
/** The standard rental, and what a checkout is for when no length is chosen: a week. */
export const STANDARD_RENTAL_DAYS = 7;
/** The longest rental a quote prices (extra days included). */
export const MAX_RENTAL_DAYS = 90;

/**
 * Lengths a rate-per-yard size offers, with today's multipliers of rate x size: a day, a week
 * (five billed days), a month (twenty).
 */
const RATE_LENGTH_MULTIPLIERS: readonly { days: number; multiplier: number }[] = [
  { days: 1, multiplier: 1 },
  { days: 7, multiplier: 5 },
  { days: 30, multiplier: 20 },
];

interface LengthPriceCents {
  days: number;
  priceCents: number;
}

/** One size's prices as the provider set them. Absent fields take the rate scheme's values. */
export interface SizePricingCents {
  /** The provider's price per rental length; absent or empty: derived from the rate per yard. */
  lengthPricesCents?: LengthPriceCents[];
  /** Weight each length's price includes; 0 with no extra-ton price: weight is not charged. */
  includedTons?: number;
  extraDayCents?: number;
  extraTonCents?: number;
}

export interface ProviderPricingCents {
  baseRatePerYardCents: number;
  deliveryFeeCents: number;
  /** Swapping a full dumpster for an empty one; profiles from before it read as the delivery fee. */
  swapFeeCents?: number;
  addOnPricesCents: AddOnPricesCents;
  /** Per size stocked; a size absent here is priced from the rate per yard. */
  sizes?: Partial<Record<SizeKey, SizePricingCents>>;
}

/** Values assumed in search when a provider has not set its own. */
export const SEARCH_PRICING_DEFAULTS: ProviderPricingCents = {
  baseRatePerYardCents: 1000,
  deliveryFeeCents: 5000,
  addOnPricesCents: { cleanupService: 4500, drivewayProtection: 1500, permitPulling: 3500, sameDayDelivery: 2500 },
};

/** Rent requests name a period; each is a rental length in days. */
export const PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 30 } as const;
export type RentalPeriod = keyof typeof PERIOD_DAYS;

/** The period word an order of this many days is filed under (a rental's `rentalPeriod`). */
export function rentalPeriodOfDays(days: number): RentalPeriod {
  if (days < PERIOD_DAYS.weekly) return 'daily';
  return days < PERIOD_DAYS.monthly ? 'weekly' : 'monthly';
}

export type SelectedAddOns = Partial<Record<ProviderAddOn, boolean>>;
export type OfferedAddOns = Partial<Record<ProviderAddOn, boolean>>;

type Effective = Required<Omit<ProviderPricingCents, 'sizes'>> & Pick<ProviderPricingCents, 'sizes'>;

const isCents = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Fills any missing or invalid provider price with the search defaults (a rate of 0 reads as not set). */
export function effectivePricing(pricing: Partial<ProviderPricingCents> | undefined): Effective {
  const addOns = pricing?.addOnPricesCents ?? ({} as Partial<AddOnPricesCents>);
  const pick = (value: number | undefined, fallback: number) => (isCents(value) ? value : fallback);
  const deliveryFeeCents = pick(pricing?.deliveryFeeCents, SEARCH_PRICING_DEFAULTS.deliveryFeeCents);
  return {
    baseRatePerYardCents:
      pricing?.baseRatePerYardCents && pricing.baseRatePerYardCents > 0
        ? pricing.baseRatePerYardCents
        : SEARCH_PRICING_DEFAULTS.baseRatePerYardCents,
    deliveryFeeCents,
    // A swap is a pick-up and a delivery in one trip: until the provider sets a price, the delivery fee.
    swapFeeCents: pick(pricing?.swapFeeCents, deliveryFeeCents),
    addOnPricesCents: Object.fromEntries(
      PROVIDER_ADD_ONS.map((key) => [key, pick(addOns[key], SEARCH_PRICING_DEFAULTS.addOnPricesCents[key])]),
    ) as AddOnPricesCents,
    ...(pricing?.sizes ? { sizes: pricing.sizes } : {}),
  };
}

/** One size's prices with every gap filled: how it is priced, its lengths, what they include. */
export interface SizePrices {
  sizeYards: number;
  scheme: 'lengths' | 'rate';
  /** Offered lengths, shortest first, each with the price of the dumpster for that many days. */
  lengths: LengthPriceCents[];
  includedTons: number;
  extraDayCents: number;
  extraTonCents: number;
}

export function sizePrices(pricing: Partial<ProviderPricingCents> | undefined, sizeYards: number): SizePrices {
  const effective = effectivePricing(pricing);
  const own = effective.sizes?.[sizeKey(sizeYards)];
  const dayCents = effective.baseRatePerYardCents * sizeYards;
  const ownLengths = (own?.lengthPricesCents ?? []).filter((length) => length.days > 0 && isCents(length.priceCents));
  const scheme = ownLengths.length > 0 ? 'lengths' : 'rate';
  const lengths =
    scheme === 'lengths'
      ? [...ownLengths].sort((a, b) => a.days - b.days)
      : RATE_LENGTH_MULTIPLIERS.map(({ days, multiplier }) => ({ days, priceCents: dayCents * multiplier }));
  return {
    sizeYards,
    scheme,
    lengths,
    includedTons: typeof own?.includedTons === 'number' && own.includedTons >= 0 ? own.includedTons : 0,
    // The rate scheme's extra day is its one-day price; a provider's own lengths state theirs.
    extraDayCents: isCents(own?.extraDayCents) ? own.extraDayCents : dayCents,
    extraTonCents: isCents(own?.extraTonCents) ? own.extraTonCents : 0,
  };
}

/** The rental lengths (days) this provider offers for a size. */
export function offeredLengths(pricing: Partial<ProviderPricingCents> | undefined, sizeYards: number): number[] {
  return sizePrices(pricing, sizeYards).lengths.map((length) => length.days);
}

export function offersLength(pricing: Partial<ProviderPricingCents> | undefined, sizeYards: number, rentalDays: number): boolean {
  return offeredLengths(pricing, sizeYards).includes(rentalDays);
}

/** The add-ons among `selected` that the provider does not offer. */
export function addOnsNotOffered(selected: SelectedAddOns, offered: OfferedAddOns): ProviderAddOn[] {
  return PROVIDER_ADD_ONS.filter((key) => selected[key] === true && offered[key] !== true);
}

type QuoteLineKind = 'base' | 'extraDays' | 'extraTons' | 'swap' | 'delivery' | 'addOn';

interface QuoteLine {
  kind: QuoteLineKind;
  /** What the customer reads: "20 yd dumpster, 7 days", "2 extra days", "Driveway protection". */
  label: string;
  cents: number;
  addOn?: ProviderAddOn;
}

export interface Included {
  days: number;
  tons: number;
  extraDayCents: number;
  extraTonCents: number;
}

export interface Quote {
  sizeYards: number;
  rentalDays: number;
  lines: QuoteLine[];
  /** The dumpster for the length it is booked for, extra days included. */
  rentalCents: number;
  deliveryFeeCents: number;
  addOnsCents: number;
  totalCents: number;
  included: Included;
}

export interface QuoteInput {
  pricing?: Partial<ProviderPricingCents>;
  sizeYards?: number;
  /** Days from delivery to pick-up; the standard week when absent. */
  rentalDays?: number;
  addOns?: SelectedAddOns;
  /** When given, add-ons outside it are left out (search prices what each provider offers). */
  offeredAddOns?: OfferedAddOns;
  /** Weight over the allowance, known once the dumpster is weighed (invoices). */
  extraTons?: number;
  /** Swaps ordered during the rental (invoices). */
  swaps?: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * What the customer pays. The dumpster is priced at the longest offered length that fits in the
 * rental (the shortest when the rental is shorter than all of them) and every day beyond it at the
 * extra-day price; then delivery, extra tons, swaps and the chosen add-ons at the provider's prices.
 */
export function quote(input: QuoteInput): Quote {
  const pricing = effectivePricing(input.pricing);
  const sizeYards = input.sizeYards && input.sizeYards > 0 ? input.sizeYards : DEFAULT_SEARCH_SIZE;
  const rentalDays =
    input.rentalDays && Number.isInteger(input.rentalDays) && input.rentalDays > 0
      ? Math.min(input.rentalDays, MAX_RENTAL_DAYS)
      : STANDARD_RENTAL_DAYS;
  const size = sizePrices(pricing, sizeYards);
  const fitting = size.lengths.filter((length) => length.days <= rentalDays);
  const base = fitting.length > 0 ? fitting[fitting.length - 1] : size.lengths[0];
  const extraDays = Math.max(0, rentalDays - base.days);
  const lines: QuoteLine[] = [
    { kind: 'base', label: `${sizeYards} yd dumpster, ${plural(base.days, 'day')}`, cents: base.priceCents },
  ];
  if (extraDays > 0) lines.push({ kind: 'extraDays', label: `${plural(extraDays, 'extra day')}`, cents: extraDays * size.extraDayCents });
  const extraTons = input.extraTons && input.extraTons > 0 ? input.extraTons : 0;
  if (extraTons > 0) lines.push({ kind: 'extraTons', label: `${plural(extraTons, 'extra ton')}`, cents: Math.round(extraTons * size.extraTonCents) });
  const swaps = input.swaps && input.swaps > 0 ? Math.floor(input.swaps) : 0;
  if (swaps > 0) lines.push({ kind: 'swap', label: plural(swaps, 'swap'), cents: swaps * pricing.swapFeeCents });
  lines.push({ kind: 'delivery', label: 'Delivery fee', cents: pricing.deliveryFeeCents });
  for (const addOn of PROVIDER_ADD_ONS) {
    if (!input.addOns?.[addOn]) continue;
    if (input.offeredAddOns && !input.offeredAddOns[addOn]) continue;
    lines.push({ kind: 'addOn', label: PROVIDER_ADD_ON_ORDER_LABELS[addOn], cents: pricing.addOnPricesCents[addOn], addOn });
  }
  const sum = (kinds: QuoteLineKind[]) => lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.cents, 0);
  return {
    sizeYards,
    rentalDays,
    lines,
    rentalCents: sum(['base', 'extraDays']),
    deliveryFeeCents: pricing.deliveryFeeCents,
    addOnsCents: sum(['addOn']),
    totalCents: sum(['base', 'extraDays', 'extraTons', 'swap', 'delivery', 'addOn']),
    included: { days: base.days, tons: size.includedTons, extraDayCents: size.extraDayCents, extraTonCents: size.extraTonCents },
  };
}

export interface ExtensionQuote {
  extraDays: number;
  extraDayCents: number;
  totalCents: number;
  /** The line the rental's receipt gains once the extension is paid. */
  line: { label: string; cents: number };
}

/**
 * Keeping a booked dumpster longer (shared/rental-extension.ts): every added day at the size's
 * extra-day price, the price `quote` charges for each day beyond a length.
 */
export function extensionQuote(input: { pricing?: Partial<ProviderPricingCents>; sizeYards: number; extraDays: number }): ExtensionQuote {
  const extraDays = Math.max(0, Math.floor(input.extraDays));
  const { extraDayCents } = sizePrices(input.pricing, input.sizeYards);
  const totalCents = extraDays * extraDayCents;
  return { extraDays, extraDayCents, totalCents, line: { label: `Extension: ${plural(extraDays, 'extra day')}`, cents: totalCents } };
}

/** "7 days, 2 tons included; $15.00/extra day; $65.00/extra ton": the one wording of what a price includes. */
export function describeIncluded(included: Included): string {
  const tons = included.tons > 0 ? `, ${plural(included.tons, 'ton')}` : '';
  const parts = [`${plural(included.days, 'day')}${tons} included`];
  if (included.extraDayCents > 0) parts.push(`${formatUsd(included.extraDayCents)}/extra day`);
  if (included.extraTonCents > 0) parts.push(`${formatUsd(included.extraTonCents)}/extra ton`);
  return parts.join('; ');
}

export interface LengthTotal {
  days: number;
  totalCents: number;
}

/** The total for each length the provider offers for a size, with the same add-ons (results, listing pages). */
export function lengthTotals(input: Omit<QuoteInput, 'rentalDays'>): LengthTotal[] {
  const sizeYards = input.sizeYards && input.sizeYards > 0 ? input.sizeYards : DEFAULT_SEARCH_SIZE;
  return offeredLengths(input.pricing, sizeYards).map((days) => ({ days, totalCents: quote({ ...input, rentalDays: days }).totalCents }));
}

/** "7 days", "1 day": a rental length as customers read it. */
export function lengthLabel(days: number): string {
  return plural(days, 'day');
}

/** What a booking's price includes, as the final charge reads it: days are the booked length (the end date already says it). */
export type FinalChargeTerms = Omit<Included, 'days'> & { days?: number };

type FinalChargeLineKind = 'extraTons' | 'extraDays' | 'swap';

interface FinalChargeLine {
  kind: FinalChargeLineKind;
  /** "1.37 extra tons (5.37 t weighed, 4 t included)", "2 extra days past the booked pickup", "Swap on Dec 3, 2026". */
  label: string;
  cents: number;
}

export interface FinalChargeInput {
  included: FinalChargeTerms;
  /** The pickup date booked (YYYY-MM-DD): paid extensions have already moved it. */
  bookedEndDate: string;
  /** The day it was picked up, at the delivery address. */
  pickedUpOn: string;
  /** The weight ticket's tons; absent when no ticket was recorded (weight is then not billed). */
  tons?: number;
  /** The fee of each swap done during the rental (cents). */
  swapFees: readonly { cents: number; label: string }[];
}

export interface FinalCharge {
  lines: FinalChargeLine[];
  totalCents: number;
}

const hundredths = (value: number) => Math.round(value * 100);

/**
 * What is owed after the pickup, beyond what the booking paid: the tons over the included weight at
 * the extra-ton price (rounded to the cent once, on the whole overage), the days kept past the
 * booked pickup at the extra-day price, and each swap's fee. Weight is not charged when the price
 * includes no tons and states no extra-ton price, nor when there is no ticket.
 */
export function finalCharge(input: FinalChargeInput): FinalCharge {
  const { included } = input;
  const lines: FinalChargeLine[] = [];
  const weightCharged = included.extraTonCents > 0;
  if (weightCharged && input.tons !== undefined) {
    // Tickets read to the hundredth of a ton: work in hundredths so 5.37 - 4 is exactly 137.
    const overHundredths = hundredths(input.tons) - hundredths(Math.max(0, included.tons));
    if (overHundredths > 0) {
      const quantity = overHundredths / 100;
      lines.push({
        kind: 'extraTons',
        label: `${quantity} extra ${quantity === 1 ? 'ton' : 'tons'} (${input.tons} t weighed, ${included.tons} t included, ${formatUsd(included.extraTonCents)}/ton)`,
        cents: Math.round((overHundredths * included.extraTonCents) / 100),
      });
    }
  }
  const lateDays = Math.max(0, Math.round((Date.parse(`${input.pickedUpOn}T00:00:00Z`) - Date.parse(`${input.bookedEndDate}T00:00:00Z`)) / 86_400_000));
  if (lateDays > 0 && included.extraDayCents > 0) {
    lines.push({
      kind: 'extraDays',
      label: `${plural(lateDays, 'extra day')} past the booked pickup (${formatUsd(included.extraDayCents)}/day)`,
      cents: lateDays * included.extraDayCents,
    });
  }
  for (const swap of input.swapFees) {
    if (swap.cents > 0) lines.push({ kind: 'swap', label: swap.label, cents: swap.cents });
  }
  return { lines, totalCents: lines.reduce((total, line) => total + line.cents, 0) };
}
