// Listings shaped like the API's answers, and the signed-in provider they belong to, for the tests.
import type { Listing } from '../../../../../shared/schemas/listing';
import { fakeSession } from '../../../testing/render-app';

export const PROVIDER_SESSION = fakeSession({
  user: { userId: 'p-1', name: 'Dana Whitfield', firstName: 'Dana', role: 'provider', email: 'provider@example.com' },
});

export function listingFixture(overrides: Partial<Listing> = {}): Listing {
  return {
    listingId: 'l-1',
    providerId: 'p-1',
    providerName: 'Whitfield Waste',
    type: 'roll-off',
    size: '20',
    category: 'both',
    description: 'Our most popular size.',
    deliveryFeeCents: 5000,
    serviceAreas: ['43215', '43201'],
    imageUrls: ['/images/dumpsters/roll-off-20.svg', '/media/listing-images/p-1/side'],
    availability: true,
    sameDayDelivery: false,
    drivewaySafe: false,
    moneyBackGuarantee: false,
    cleanDisposal: true,
    verified: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
