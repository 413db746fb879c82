import { describe, expect, it } from 'vitest';
import { createListingSchema } from '../../../shared/schemas/provider-listing';
import { listingFromInput, nextUpdatedAt } from './listing-record';

const profile = {
  providerId: 'p1',
  businessName: 'Big Sky Bins',
  isVerified: true,
  addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: true },
  pricing: {
    baseRatePerYardCents: 850,
    deliveryFeeCents: 5500,
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
  },
};

describe('listingFromInput', () => {
  it("takes the provider's name, delivery fee, badge and add-on flags from the profile", () => {
    const input = createListingSchema.parse({ type: 'roll-off', size: 20, category: 'both' });
    const listing = listingFromInput(input, profile, { listingId: 'l1', availability: true, createdAt: 't0', updatedAt: 't0' });
    expect(listing).toEqual({
      listingId: 'l1',
      providerId: 'p1',
      providerName: 'Big Sky Bins',
      type: 'roll-off',
      size: '20',
      category: 'both',
      description: '',
      deliveryFeeCents: 5500,
      serviceAreas: [],
      imageUrls: [],
      availability: true,
      sameDayDelivery: true,
      drivewaySafe: false,
      moneyBackGuarantee: true,
      cleanDisposal: true,
      verified: true,
      createdAt: 't0',
      updatedAt: 't0',
    });
  });
});

describe('nextUpdatedAt', () => {
  it('is now, or a millisecond after the previous version when the clock has not moved past it', () => {
    expect(nextUpdatedAt(new Date('2030-01-01T00:00:01.000Z'), '2030-01-01T00:00:00.000Z')).toBe('2030-01-01T00:00:01.000Z');
    expect(nextUpdatedAt(new Date('2030-01-01T00:00:00.000Z'), '2030-01-01T00:00:00.000Z')).toBe('2030-01-01T00:00:00.001Z');
  });
});
