import { describe, expect, it } from 'vitest';
import type { ProviderSearchSummary } from '../../shared/schemas/provider';
import type { ListingSearchSummary } from '../../shared/schemas/listing';
import { rankProviders } from './rank-providers';

function provider(overrides: Partial<ProviderSearchSummary> & { providerId: string }): ProviderSearchSummary {
  return {
    businessName: overrides.providerId,
    phone: '6145550100',
    city: 'Columbus',
    state: 'OH',
    rating: 4,
    reviewCount: 10,
    isVerified: false,
    pricing: {
      baseRatePerYardCents: 800,
      deliveryFeeCents: 5000,
      addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
    },
    addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
    dumpsterTypes: ['construction', 'residential'],
    sizes: [10, 20],
    serviceZipPreview: ['43215'],
    serviceZipCount: 1,
    ...overrides,
  };
}

const listing = (providerId: string, listingId: string, size: string): ListingSearchSummary => ({
  listingId,
  providerId,
  providerName: providerId,
  type: 'construction',
  size,
  category: 'both',
  deliveryFeeCents: 5000,
  availability: true,
});

describe('rankProviders', () => {
  it('sorts by total ascending and prices each provider for the size and a standard week', () => {
    const results = rankProviders({
      providers: [
        provider({ providerId: 'dear', pricing: { ...provider({ providerId: 'x' }).pricing, baseRatePerYardCents: 1000 } }),
        provider({ providerId: 'cheap', pricing: { ...provider({ providerId: 'x' }).pricing, baseRatePerYardCents: 600 } }),
      ],
      listings: [],
      sizeYards: 20,
    });
    expect(results.map((result) => result.providerId)).toEqual(['cheap', 'dear']);
    expect(results[0].quote).toMatchObject({ rentalDays: 7, totalCents: 600 * 20 * 5 + 5000 });
    expect(results[0].lengths).toEqual([
      { days: 1, totalCents: 600 * 20 + 5000 },
      { days: 7, totalCents: 600 * 20 * 5 + 5000 },
      { days: 30, totalCents: 600 * 20 * 20 + 5000 },
    ]);
    expect(results[0]).not.toHaveProperty('pricing');
  });

  it('breaks price ties by rating, then name', () => {
    const results = rankProviders({
      providers: [
        provider({ providerId: 'b', rating: 4.1 }),
        provider({ providerId: 'a', rating: 4.1 }),
        provider({ providerId: 'c', rating: 4.9 }),
      ],
      listings: [],
      sizeYards: 10,
    });
    expect(results.map((result) => result.providerId)).toEqual(['c', 'a', 'b']);
  });

  it('lists no provider without a dumpster of the size: they could not deliver it', () => {
    const results = rankProviders({
      providers: [provider({ providerId: 'big-only', sizes: [20, 30, 40], pricing: { ...provider({ providerId: 'x' }).pricing, baseRatePerYardCents: 100 } }), provider({ providerId: 'tens' })],
      listings: [],
      sizeYards: 10,
    });
    expect(results.map((result) => result.providerId)).toEqual(['tens']);
  });

  it('keeps only providers offering the requested type', () => {
    const results = rankProviders({
      providers: [provider({ providerId: 'homes', dumpsterTypes: ['residential'] }), provider({ providerId: 'biz', dumpsterTypes: ['commercial'] })],
      listings: [],
      sizeYards: 10,
      dumpsterType: 'commercial',
    });
    expect(results.map((result) => result.providerId)).toEqual(['biz']);
  });

  it('lists no provider without an add-on asked for, so the cheapest left is cheapest like for like', () => {
    const results = rankProviders({
      providers: [
        provider({ providerId: 'offers', addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: false } }),
        // Cheaper only because it would not do the same-day delivery asked for.
        provider({ providerId: 'lacks', pricing: { ...provider({ providerId: 'x' }).pricing, baseRatePerYardCents: 100 } }),
      ],
      listings: [],
      sizeYards: 10,
      addOns: { sameDayDelivery: true },
    });
    expect(results.map((result) => [result.providerId, result.quote.addOnsCents])).toEqual([['offers', 2500]]);
  });

  it('lists only providers offering the rental length asked for, priced for it', () => {
    const base = provider({ providerId: 'x' }).pricing;
    const results = rankProviders({
      providers: [
        provider({ providerId: 'rate' }),
        provider({
          providerId: 'fortnight',
          pricing: { ...base, sizes: { yard10: { lengthPricesCents: [{ days: 7, priceCents: 30_000 }, { days: 14, priceCents: 45_000 }] } } },
        }),
      ],
      listings: [],
      sizeYards: 10,
      rentalDays: 14,
    });
    expect(results.map((result) => [result.providerId, result.quote.totalCents])).toEqual([['fortnight', 50_000]]);
  });

  it("attaches each provider its own listings, smallest size first, each at its provider's price for its size", () => {
    const results = rankProviders({
      providers: [provider({ providerId: 'p1' }), provider({ providerId: 'p2' })],
      listings: [listing('p1', 'l-30', '30'), listing('p2', 'l-other', '10'), listing('p1', 'l-10', '10')],
      sizeYards: 10,
    });
    const p1 = results.find((result) => result.providerId === 'p1')!;
    expect(p1.listings.map((item) => [item.listingId, item.totalCents])).toEqual([
      ['l-10', p1.quote.totalCents],
      ['l-30', 800 * 30 * 5 + 5000],
    ]);
  });
});
