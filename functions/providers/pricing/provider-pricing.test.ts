import { describe, expect, it } from 'vitest';
import { quote } from '../../../shared/pricing';
import { providerPricingUpdateSchema } from '../../../shared/schemas/provider-settings';

const valid = {
  pricing: {
    baseRatePerYardCents: 850,
    deliveryFeeCents: 5500,
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, cleanupService: 4500, permitPulling: 3500 },
  },
  addOns: { sameDayDelivery: true, drivewayProtection: false, cleanupService: true, permitPulling: false },
};

type Body = typeof valid;
const withPricing = (change: Partial<Body['pricing']>): Body => ({ ...valid, pricing: { ...valid.pricing, ...change } });
const messages = (body: unknown) => (providerPricingUpdateSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.message);

describe('providerPricingUpdateSchema', () => {
  it('accepts integer cents on the form steps and the four add-on toggles', () => {
    expect(providerPricingUpdateSchema.parse(valid)).toEqual(valid);
    expect(providerPricingUpdateSchema.safeParse(withPricing({ baseRatePerYardCents: 50, deliveryFeeCents: 0 })).success).toBe(true);
  });

  it('keeps the base rate on 50-cent steps and above $0', () => {
    expect(messages(withPricing({ baseRatePerYardCents: 825 }))).toEqual(['Base rate per yard must be in steps of $0.50']);
    expect(messages(withPricing({ baseRatePerYardCents: 0 }))).toEqual(['Base rate per yard must be more than $0']);
    expect(messages(withPricing({ baseRatePerYardCents: -50 }))).toContain('Base rate per yard cannot be negative');
  });

  it('keeps the delivery fee in whole dollars, not negative', () => {
    expect(messages(withPricing({ deliveryFeeCents: 5550 }))).toEqual(['Delivery fee must be in steps of $1.00']);
    expect(messages(withPricing({ deliveryFeeCents: -100 }))).toEqual(['Delivery fee cannot be negative']);
  });

  it('takes cents, never dollars with fractions', () => {
    expect(messages(withPricing({ deliveryFeeCents: 55.5 }))).toContain('Delivery fee must be a whole number of cents');
    expect(messages(withPricing({ addOnPricesCents: { ...valid.pricing.addOnPricesCents, permitPulling: 12.5 } }))).toEqual([
      'Permit pulling price must be a whole number of cents',
    ]);
  });

  it('refuses a missing add-on price or toggle, a price far above any real one, and a string', () => {
    const { permitPulling: _omitted, ...threePrices } = valid.pricing.addOnPricesCents;
    expect(providerPricingUpdateSchema.safeParse(withPricing({ addOnPricesCents: threePrices as never })).success).toBe(false);
    const { cleanupService: _off, ...threeToggles } = valid.addOns;
    expect(providerPricingUpdateSchema.safeParse({ ...valid, addOns: threeToggles }).success).toBe(false);
    expect(messages(withPricing({ deliveryFeeCents: 100_000_100 }))).toEqual(['Delivery fee is too high']);
    expect(messages(withPricing({ deliveryFeeCents: '5500' as never }))).toEqual(['Delivery fee must be a number']);
  });

  it('prices search from the saved figures: a new delivery fee moves every total by the difference', () => {
    const before = quote({ pricing: valid.pricing, sizeYards: 20 });
    const after = quote({ pricing: { ...valid.pricing, deliveryFeeCents: 7500 }, sizeYards: 20 });
    expect(after.totalCents - before.totalCents).toBe(2000);
    expect(after.deliveryFeeCents).toBe(7500);
  });
});
