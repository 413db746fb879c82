import { describe, expect, it } from 'vitest';
import type { Listing } from '../../shared/schemas/listing';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { isEmptyPlan, listingSearchTarget, planSearchIndex, providerSearchTarget, sameSearchState, summaryDigest } from './search-index-plan';

const profile: ProviderProfile = {
  providerId: 'provider-1',
  email: 'bins@example.com',
  name: 'Bea Bins',
  businessName: 'Big Sky Bins',
  phone: '4065550100',
  address: { street: '1 Main St', city: 'Missoula', state: 'MT', zipCode: '59801' },
  primaryZipCodes: ['59801'],
  serviceRadius: 10,
  serviceableZipCodes: ['59801', '59802', '59803'],
  rating: 4.5,
  reviewCount: 12,
  isVerified: false,
  addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
  dumpsterTypes: ['rollOff'],
  dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
  pricing: {
    baseRatePerYardCents: 800,
    deliveryFeeCents: 5500,
    addOnPricesCents: { sameDayDelivery: 0, drivewayProtection: 0, permitPulling: 0, cleanupService: 0 },
  },
  activeRentals: 0,
  completedRentals: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const listing: Listing = {
  listingId: 'listing-1',
  providerId: 'provider-1',
  providerName: 'Big Sky Bins',
  type: 'roll-off',
  size: '20',
  category: 'both',
  description: 'A 20-yard roll-off',
  deliveryFeeCents: 5500,
  serviceAreas: ['59802', '59801'],
  imageUrls: [],
  availability: true,
  sameDayDelivery: false,
  drivewaySafe: false,
  moneyBackGuarantee: false,
  cleanDisposal: true,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('what search should hold', () => {
  it('is the provider summary in every ZIP served, sorted', () => {
    const target = providerSearchTarget({ ...profile, serviceableZipCodes: ['59803', '59801', '59803'] });
    expect(target.zipCodes).toEqual(['59801', '59803']);
    expect(target.summary?.businessName).toBe('Big Sky Bins');
    expect(target.summaryDigest).toBe(summaryDigest(target.summary));
  });

  it('is nothing for a provider or listing that is gone, and for an unavailable listing', () => {
    expect(providerSearchTarget(null).zipCodes).toEqual([]);
    expect(listingSearchTarget(null).zipCodes).toEqual([]);
    expect(listingSearchTarget({ ...listing, availability: false }).zipCodes).toEqual([]);
    expect(listingSearchTarget(listing).zipCodes).toEqual(['59801', '59802']);
  });

  it('digests a summary the same whatever order its maps came in', () => {
    const reordered = { ...profile, pricing: { addOnPricesCents: profile.pricing.addOnPricesCents, deliveryFeeCents: 5500, baseRatePerYardCents: 800 } };
    expect(providerSearchTarget(reordered).summaryDigest).toBe(providerSearchTarget(profile).summaryDigest);
    expect(providerSearchTarget({ ...profile, pricing: { ...profile.pricing, deliveryFeeCents: 6000 } }).summaryDigest).not.toBe(
      providerSearchTarget(profile).summaryDigest,
    );
  });

  it('does not change with what search does not show (rental counters, documents, the profile timestamp)', () => {
    const busy = { ...profile, activeRentals: 4, completedRentals: 9, updatedAt: '2026-02-01T00:00:00.000Z', documents: { verified: false } };
    expect(sameSearchState(providerSearchTarget(busy), providerSearchTarget(profile))).toBe(true);
  });
});

describe('planSearchIndex', () => {
  const indexed = providerSearchTarget(profile);

  it('writes nothing when the summary and the area are unchanged', () => {
    expect(isEmptyPlan(planSearchIndex(indexed, providerSearchTarget({ ...profile, activeRentals: 3 })))).toBe(true);
  });

  it('adds only the ZIPs added and removes only the ZIPs dropped when the summary is unchanged', () => {
    // The summary shows the first ZIPs and the count: swapping a later ZIP for another leaves it as it was.
    const before = providerSearchTarget({ ...profile, serviceableZipCodes: ['59801', '59802', '59803', '59808'] });
    const after = providerSearchTarget({ ...profile, serviceableZipCodes: ['59801', '59802', '59803', '59804'] });
    expect(after.summaryDigest).toBe(before.summaryDigest);
    expect(planSearchIndex(before, after)).toEqual({ put: ['59804'], remove: ['59808'] });
  });

  it('rewrites every ZIP when the area grows, since results show how many ZIPs a provider serves', () => {
    const target = providerSearchTarget({ ...profile, serviceableZipCodes: [...profile.serviceableZipCodes, '59804'] });
    expect(planSearchIndex(indexed, target)).toEqual({ put: ['59801', '59802', '59803', '59804'], remove: [] });
  });

  it('rewrites every ZIP served when the summary changed, and removes the dropped ones', () => {
    const target = providerSearchTarget({ ...profile, serviceableZipCodes: ['59801', '59802'], pricing: { ...profile.pricing, deliveryFeeCents: 6000 } });
    expect(planSearchIndex(indexed, target)).toEqual({ put: ['59801', '59802'], remove: ['59803'] });
  });

  it('removes everything for a provider that is gone', () => {
    expect(planSearchIndex(indexed, providerSearchTarget(null))).toEqual({ put: [], remove: ['59801', '59802', '59803'] });
  });

  it('rewrites every ZIP when what search holds has no known summary (indexed before states were kept)', () => {
    expect(planSearchIndex({ zipCodes: ['59801', '59809'], summaryDigest: '' }, indexed)).toEqual({ put: ['59801', '59802', '59803'], remove: ['59809'] });
  });

  it('takes an unavailable listing out of every ZIP and puts it back when available again', () => {
    const available = listingSearchTarget(listing);
    const unavailable = listingSearchTarget({ ...listing, availability: false });
    expect(planSearchIndex(available, unavailable)).toEqual({ put: [], remove: ['59801', '59802'] });
    expect(planSearchIndex(unavailable, available)).toEqual({ put: ['59801', '59802'], remove: [] });
  });
});
