// A provider profile as GET /api/provider/profile answers it, for the settings pages' tests.
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import { fakeSession } from '../../../testing/render-app';

export const PROVIDER_PROFILE: ProviderProfile = {
  providerId: 'p-1',
  email: 'provider@example.com',
  name: 'Dana Whitfield',
  businessName: 'Whitfield Waste Services',
  phone: '(614) 555-0142',
  address: { street: '400 W Broad St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  ein: '12-3456789',
  logoUrl: '/media/provider-logos/p-1/logo-1',
  primaryZipCodes: ['43215', '43004'],
  serviceRadius: 25,
  serviceableZipCodes: ['43215', '43004', '43201', '43202'],
  rating: 4.7,
  reviewCount: 31,
  isVerified: true,
  addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: true },
  dumpsterTypes: ['construction', 'residential'],
  dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 1, yard40: 0 },
  pricing: {
    baseRatePerYardCents: 850,
    deliveryFeeCents: 5000,
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, cleanupService: 4500, permitPulling: 3500 },
  },
  activeRentals: 1,
  completedRentals: 12,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const PROVIDER_SESSION = () =>
  fakeSession({
    user: { userId: 'p-1', name: 'Dana Whitfield', firstName: 'Dana', role: 'provider', email: 'provider@example.com' },
  });
