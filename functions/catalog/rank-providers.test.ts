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

const listing = (providerId: string, listingId: string, size: string, weeklyCents: number): ListingSearchSummary => ({
  listingId,
  providerId,
  providerName: providerId,
  type: 'construction',
  size,
  category: 'both',
  pricing: { dailyCents: 0, weeklyCents, monthlyCents: 0 },
  deliveryFeeCents: 5000,
  availability: true,
});

describe('rankProviders', () => {
  it('sorts by weekly total ascending and prices each provider for the size', () => {
    const results = rankProviders({
      providers: [
        provider({ providerId: 'dear', pricing: { ...provider({ providerId: 'x' }).pricing, baseRatePerYardCents: 1000 } }),
        provider({ providerId: 'cheap', pricing: { ...provider({ providerId: 'x' }).pricing, baseRatePerYardCents: 600 } }),
      ],
      listings: [],
      sizeYards: 20,
    });
    expect(results.map((result) => result.providerId)).toEqual(['cheap', 'dear']);
    expect(results[0].quote.weeklyTotalCents).toBe(600 * 20 * 5 + 5000);
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

  it('charges selected add-ons only where the provider offers them', () => {
    const results = rankProviders({
      providers: [
        provider({ providerId: 'offers', addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: false } }),
        provider({ providerId: 'lacks' }),
      ],
      listings: [],
      sizeYards: 10,
      addOns: { sameDayDelivery: true },
    });
    const byId = Object.fromEntries(results.map((result) => [result.providerId, result.quote.addOnsCents]));
    expect(byId).toEqual({ offers: 2500, lacks: 0 });
  });

  it('attaches each provider its own listings, smallest size first', () => {
    const results = rankProviders({
      providers: [provider({ providerId: 'p1' }), provider({ providerId: 'p2' })],
      listings: [listing('p1', 'l-30', '30', 50000), listing('p2', 'l-other', '10', 20000), listing('p1', 'l-10', '10', 22500)],
      sizeYards: 10,
    });
    const p1 = results.find((result) => result.providerId === 'p1')!;
    expect(p1.listings.map((item) => item.listingId)).toEqual(['l-10', 'l-30']);
  });
});
