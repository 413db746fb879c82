import { describe, expect, it } from 'vitest';
import type { Listing } from '../../shared/schemas/listing';
import { listingFactsOf, staleListings } from './listing-provider-facts';

const profile = {
  businessName: 'Big Sky Bins',
  isVerified: true,
  addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: true },
  pricing: {
    baseRatePerYardCents: 800,
    deliveryFeeCents: 5500,
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
  },
};

describe('listing facts copied from the provider', () => {
  it('are the name, delivery fee, badge and add-on flags', () => {
    expect(listingFactsOf(profile)).toEqual({
      providerName: 'Big Sky Bins',
      deliveryFeeCents: 5500,
      sameDayDelivery: true,
      drivewaySafe: false,
      moneyBackGuarantee: true,
      cleanDisposal: true,
      verified: true,
    });
  });

  it('finds only the listings that disagree with the provider', () => {
    const facts = listingFactsOf(profile);
    const current = { listingId: 'current', ...facts } as Listing;
    const oldFee = { listingId: 'old-fee', ...facts, deliveryFeeCents: 5000 } as Listing;
    const unverified = { listingId: 'unverified', ...facts, verified: false } as Listing;
    expect(staleListings([current, oldFee, unverified], facts).map((listing) => listing.listingId)).toEqual(['old-fee', 'unverified']);
  });
});
