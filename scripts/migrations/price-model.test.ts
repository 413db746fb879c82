// What the price-model migration reports about a listing (the run itself is exercised against
// DynamoDB Local in tests/api/price-model-migration.test.ts).
import { describe, expect, it } from 'vitest';
import { listingPriceDifference } from './price-model';

const rate = { baseRatePerYardCents: 800, deliveryFeeCents: 5000 };
const listing = { providerId: 'p-1', listingId: 'l-1', size: '20' };

describe('listingPriceDifference', () => {
  it("reports a listing whose page showed another week than its provider charged (the provider's $8 x 20 x 5)", () => {
    expect(listingPriceDifference({ ...listing, pricing: { dailyCents: 8500, weeklyCents: 39_500, monthlyCents: 125_000 } }, rate)).toEqual({
      providerId: 'p-1',
      listingId: 'l-1',
      sizeYards: 20,
      shownWeeklyCents: 39_500,
      chargedWeeklyCents: 80_000,
    });
  });

  it('says nothing of a listing that showed what was charged, or showed no price', () => {
    expect(listingPriceDifference({ ...listing, pricing: { weeklyCents: 80_000 } }, rate)).toBeUndefined();
    expect(listingPriceDifference(listing, rate)).toBeUndefined();
  });
});
