import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUMPSTER_SIZES, PROVIDER_ADD_ONS } from './constants';
import {
  SEARCH_PRICING_DEFAULTS,
  addOnsNotOffered,
  describeIncluded,
  effectivePricing,
  lengthTotals,
  offeredLengths,
  quote,
  sizePrices,
  type ProviderPricingCents,
} from './pricing';

const cents = fc.integer({ min: 0, max: 100_000 });
const pricingArb: fc.Arbitrary<ProviderPricingCents> = fc.record({
  baseRatePerYardCents: fc.integer({ min: 1, max: 10_000 }),
  deliveryFeeCents: cents,
  addOnPricesCents: fc.record({
    sameDayDelivery: cents,
    drivewayProtection: cents,
    permitPulling: cents,
    cleanupService: cents,
  }),
});
const sizeArb = fc.constantFrom(...DUMPSTER_SIZES);
const addOnsArb = fc.record({
  sameDayDelivery: fc.boolean(),
  drivewayProtection: fc.boolean(),
  permitPulling: fc.boolean(),
  cleanupService: fc.boolean(),
});

/** A 20-yard priced like the haulers' own price sheets: a week with 2 tons, then per day and per ton. */
const haulerPricing: ProviderPricingCents = {
  baseRatePerYardCents: 800,
  deliveryFeeCents: 5000,
  swapFeeCents: 12_500,
  addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
  sizes: {
    yard20: {
      lengthPricesCents: [
        { days: 14, priceCents: 49_500 },
        { days: 7, priceCents: 39_500 },
        { days: 1, priceCents: 19_500 },
      ],
      includedTons: 2,
      extraDayCents: 1500,
      extraTonCents: 6500,
    },
  },
};

describe('quote: providers with no per-size prices (the rate per yard)', () => {
  it('charges exactly what it did before: the spec example, $8/yard x 20 yards x 5 + $50 delivery for a week', () => {
    const result = quote({ pricing: { ...SEARCH_PRICING_DEFAULTS, baseRatePerYardCents: 800, deliveryFeeCents: 5000 }, sizeYards: 20 });
    expect(result.rentalDays).toBe(7);
    expect(result.totalCents).toBe(85_000);
    expect(result.lines).toEqual([
      { kind: 'base', label: '20 yd dumpster, 7 days', cents: 80_000 },
      { kind: 'delivery', label: 'Delivery fee', cents: 5000 },
    ]);
  });

  it('keeps every length total for any provider without new settings: day = rate x size, week 5x, month 20x', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, addOnsArb, (pricing, size, addOns) => {
        const day = pricing.baseRatePerYardCents * size;
        const extras =
          pricing.deliveryFeeCents + PROVIDER_ADD_ONS.filter((key) => addOns[key]).reduce((sum, key) => sum + pricing.addOnPricesCents[key], 0);
        expect(quote({ pricing, sizeYards: size, rentalDays: 1, addOns }).totalCents).toBe(day + extras);
        expect(quote({ pricing, sizeYards: size, addOns }).totalCents).toBe(5 * day + extras);
        expect(quote({ pricing, sizeYards: size, rentalDays: 30, addOns }).totalCents).toBe(20 * day + extras);
        expect(offeredLengths(pricing, size)).toEqual([1, 7, 30]);
      }),
    );
  });

  it('falls back to the spec defaults: rate $10, delivery $50, size 10', () => {
    const result = quote({});
    expect(result.sizeYards).toBe(10);
    expect(result.deliveryFeeCents).toBe(5000);
    expect(result.totalCents).toBe(5 * 1000 * 10 + 5000);
  });

  it('uses default add-on prices (cleanup 45, driveway 15, permit 35, same-day 25) when missing', () => {
    expect(effectivePricing({ baseRatePerYardCents: 700 }).addOnPricesCents).toEqual({
      cleanupService: 4500,
      drivewayProtection: 1500,
      permitPulling: 3500,
      sameDayDelivery: 2500,
    });
  });

  it('reads a profile saved before swap fees as swapping for its delivery fee', () => {
    expect(effectivePricing({ baseRatePerYardCents: 800, deliveryFeeCents: 6000 }).swapFeeCents).toBe(6000);
  });
});

describe('quote: a size with its own prices', () => {
  it('charges the price of the length booked, which includes that many days and the tons allowed', () => {
    const result = quote({ pricing: haulerPricing, sizeYards: 20, rentalDays: 7, addOns: { drivewayProtection: true } });
    expect(result.lines).toEqual([
      { kind: 'base', label: '20 yd dumpster, 7 days', cents: 39_500 },
      { kind: 'delivery', label: 'Delivery fee', cents: 5000 },
      { kind: 'addOn', label: 'Driveway protection', cents: 1500, addOn: 'drivewayProtection' },
    ]);
    expect(result.totalCents).toBe(39_500 + 5000 + 1500);
    expect(result.included).toEqual({ days: 7, tons: 2, extraDayCents: 1500, extraTonCents: 6500 });
    expect(describeIncluded(result.included)).toBe('7 days, 2 tons included; $15.00/extra day; $65.00/extra ton');
  });

  it('charges days beyond the longest length that fits at the extra-day price', () => {
    const result = quote({ pricing: haulerPricing, sizeYards: 20, rentalDays: 10 });
    expect(result.lines.slice(0, 2)).toEqual([
      { kind: 'base', label: '20 yd dumpster, 7 days', cents: 39_500 },
      { kind: 'extraDays', label: '3 extra days', cents: 4500 },
    ]);
    expect(result.rentalCents).toBe(44_000);
    expect(result.totalCents).toBe(44_000 + 5000);
    // A length the provider prices itself is never priced as a shorter one plus extra days.
    expect(quote({ pricing: haulerPricing, sizeYards: 20, rentalDays: 14 }).rentalCents).toBe(49_500);
  });

  it('charges tons over the allowance at the extra-ton price, and swaps at the swap fee', () => {
    const result = quote({ pricing: haulerPricing, sizeYards: 20, rentalDays: 7, extraTons: 1.5, swaps: 2 });
    expect(result.lines).toContainEqual({ kind: 'extraTons', label: '1.5 extra tons', cents: 9750 });
    expect(result.lines).toContainEqual({ kind: 'swap', label: '2 swaps', cents: 25_000 });
    expect(result.totalCents).toBe(39_500 + 9750 + 25_000 + 5000);
  });

  it('offers exactly the lengths the provider priced, shortest first; other sizes keep the rate', () => {
    expect(offeredLengths(haulerPricing, 20)).toEqual([1, 7, 14]);
    expect(sizePrices(haulerPricing, 20).scheme).toBe('lengths');
    expect(sizePrices(haulerPricing, 10)).toMatchObject({ scheme: 'rate', extraDayCents: 8000, includedTons: 0 });
    expect(lengthTotals({ pricing: haulerPricing, sizeYards: 20 })).toEqual([
      { days: 1, totalCents: 24_500 },
      { days: 7, totalCents: 44_500 },
      { days: 14, totalCents: 54_500 },
    ]);
  });

  it('says nothing about weight when the provider does not charge for it', () => {
    expect(describeIncluded({ days: 1, tons: 0, extraDayCents: 0, extraTonCents: 0 })).toBe('1 day included');
  });
});

describe('add-ons', () => {
  it('adding an add-on raises the total by its price; add-ons the provider does not offer are left out of a search quote', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, addOnsArb, fc.constantFrom(...PROVIDER_ADD_ONS), (pricing, size, addOns, extra) => {
        const without = quote({ pricing, sizeYards: size, addOns: { ...addOns, [extra]: false } });
        const withIt = quote({ pricing, sizeYards: size, addOns: { ...addOns, [extra]: true } });
        expect(withIt.totalCents - without.totalCents).toBe(pricing.addOnPricesCents[extra]);
        const notOffered = quote({ pricing, sizeYards: size, addOns: { [extra]: true }, offeredAddOns: { [extra]: false } });
        expect(notOffered.addOnsCents).toBe(0);
      }),
    );
  });

  it('names the add-ons asked for that a provider does not offer', () => {
    expect(addOnsNotOffered({ permitPulling: true, drivewayProtection: true }, { drivewayProtection: true, permitPulling: false })).toEqual([
      'permitPulling',
    ]);
  });
});

describe('every quote', () => {
  it('is integer cents and the sum of its lines', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, addOnsArb, fc.integer({ min: 1, max: 90 }), (pricing, size, addOns, days) => {
        const result = quote({ pricing, sizeYards: size, rentalDays: days, addOns });
        expect(result.totalCents).toBe(result.lines.reduce((sum, line) => sum + line.cents, 0));
        for (const line of result.lines) expect(Number.isInteger(line.cents)).toBe(true);
      }),
    );
  });

  it('a bigger dumpster never costs less at the same rate', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, sizeArb, (pricing, a, b) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        expect(quote({ pricing, sizeYards: small }).totalCents).toBeLessThanOrEqual(quote({ pricing, sizeYards: big }).totalCents);
      }),
    );
  });
});
