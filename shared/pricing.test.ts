import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUMPSTER_SIZES, PROVIDER_ADD_ONS } from './constants';
import {
  CHECKOUT_ADD_ON_PRICES_CENTS,
  SEARCH_PRICING_DEFAULTS,
  checkoutQuote,
  offeredCheckoutAddOns,
  effectivePricing,
  searchQuote,
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

describe('searchQuote', () => {
  it('prices the spec example: $8/yard, 20 yards, $50 delivery, no add-ons', () => {
    const quote = searchQuote({
      pricing: { ...SEARCH_PRICING_DEFAULTS, baseRatePerYardCents: 800, deliveryFeeCents: 5000 },
      sizeYards: 20,
    });
    expect(quote).toMatchObject({
      perYardCents: 800,
      sizePriceCents: 80_000,
      dailyTotalCents: 16_000 + 5000,
      weeklyTotalCents: 80_000 + 5000,
      monthlyTotalCents: 320_000 + 5000,
    });
  });

  it('falls back to the spec defaults: rate $10, delivery $50, size 10', () => {
    const quote = searchQuote({});
    expect(quote.sizeYards).toBe(10);
    expect(quote.perYardCents).toBe(1000);
    expect(quote.deliveryFeeCents).toBe(5000);
    expect(quote.weeklyTotalCents).toBe(5 * 1000 * 10 + 5000);
  });

  it('uses default add-on prices (cleanup 45, driveway 15, permit 35, same-day 25) when missing', () => {
    const pricing = effectivePricing({ baseRatePerYardCents: 700 });
    expect(pricing.addOnPricesCents).toEqual({
      cleanupService: 4500,
      drivewayProtection: 1500,
      permitPulling: 3500,
      sameDayDelivery: 2500,
    });
  });

  it('daily = rate x size, weekly = 5x, monthly = 20x, each plus delivery and add-ons', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, addOnsArb, (pricing, size, addOns) => {
        const quote = searchQuote({ pricing, sizeYards: size, addOns });
        const base = pricing.baseRatePerYardCents * size;
        const extras = quote.deliveryFeeCents + quote.addOnsCents;
        expect(quote.dailyTotalCents).toBe(base + extras);
        expect(quote.weeklyTotalCents).toBe(5 * base + extras);
        expect(quote.monthlyTotalCents).toBe(20 * base + extras);
        expect(quote.sizePriceCents + quote.deliveryFeeCents + quote.addOnsCents).toBe(quote.weeklyTotalCents);
      }),
    );
  });

  it('always yields integer cents, ordered daily <= weekly <= monthly', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, addOnsArb, (pricing, size, addOns) => {
        const quote = searchQuote({ pricing, sizeYards: size, addOns });
        for (const value of Object.values(quote)) expect(Number.isInteger(value)).toBe(true);
        expect(quote.dailyTotalCents).toBeLessThanOrEqual(quote.weeklyTotalCents);
        expect(quote.weeklyTotalCents).toBeLessThanOrEqual(quote.monthlyTotalCents);
      }),
    );
  });

  it('adding an add-on never lowers a total, and add-ons the provider does not offer cost nothing', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, addOnsArb, fc.constantFrom(...PROVIDER_ADD_ONS), (pricing, size, addOns, extra) => {
        const without = searchQuote({ pricing, sizeYards: size, addOns: { ...addOns, [extra]: false } });
        const withIt = searchQuote({ pricing, sizeYards: size, addOns: { ...addOns, [extra]: true } });
        expect(withIt.weeklyTotalCents - without.weeklyTotalCents).toBe(pricing.addOnPricesCents[extra]);
        const notOffered = searchQuote({
          pricing,
          sizeYards: size,
          addOns: { [extra]: true },
          offeredAddOns: { [extra]: false },
        });
        expect(notOffered.addOnsCents).toBe(0);
      }),
    );
  });

  it('a bigger dumpster never costs less at the same provider', () => {
    fc.assert(
      fc.property(pricingArb, sizeArb, sizeArb, (pricing, a, b) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        expect(searchQuote({ pricing, sizeYards: small }).weeklyTotalCents).toBeLessThanOrEqual(
          searchQuote({ pricing, sizeYards: big }).weeklyTotalCents,
        );
      }),
    );
  });
});

describe('checkoutQuote', () => {
  it('charges rate x size x 5 plus delivery plus the fixed add-on prices', () => {
    const quote = checkoutQuote({
      pricing: { baseRatePerYardCents: 900, deliveryFeeCents: 6000 },
      sizeYards: 20,
      addOns: { sameDayDelivery: true, cleanDisposal: true },
    });
    expect(quote.baseCents).toBe(900 * 20 * 5);
    expect(quote.totalCents).toBe(90_000 + 6000 + 2500 + 4500);
  });

  it('defaults delivery to $50 and prices verified provider 5, money-back 5, driveway-safe 10', () => {
    const quote = checkoutQuote({
      pricing: { baseRatePerYardCents: 1000 },
      sizeYards: 10,
      addOns: { verifiedProvider: true, moneyBackGuarantee: true, drivewaySafe: true },
    });
    expect(quote.deliveryFeeCents).toBe(5000);
    expect(quote.totalCents).toBe(50_000 + 5000 + 500 + 500 + 1000);
  });

  it('does not offer or charge the Verified provider add-on for a provider who is verified already', () => {
    expect(offeredCheckoutAddOns({ isVerified: true })).not.toContain('verifiedProvider');
    expect(offeredCheckoutAddOns({ isVerified: false })).toContain('verifiedProvider');
    const quote = checkoutQuote({ pricing: { baseRatePerYardCents: 1000 }, sizeYards: 10, addOns: { verifiedProvider: true }, isVerified: true });
    expect(quote.addOnLines).toEqual([]);
    expect(quote.totalCents).toBe(50_000 + 5000);
  });

  it('total is the sum of its lines for any input', () => {
    const checkoutAddOns = fc.record(
      Object.fromEntries(Object.keys(CHECKOUT_ADD_ON_PRICES_CENTS).map((key) => [key, fc.boolean()])) as Record<
        keyof typeof CHECKOUT_ADD_ON_PRICES_CENTS,
        fc.Arbitrary<boolean>
      >,
    );
    fc.assert(
      fc.property(pricingArb, sizeArb, checkoutAddOns, (pricing, size, addOns) => {
        const quote = checkoutQuote({ pricing, sizeYards: size, addOns });
        const lines = quote.addOnLines.reduce((sum, line) => sum + line.cents, 0);
        expect(quote.totalCents).toBe(quote.baseCents + quote.deliveryFeeCents + lines);
        expect(Number.isInteger(quote.totalCents)).toBe(true);
      }),
    );
  });
});
