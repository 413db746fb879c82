// Sample answers of the operator API for the console's tests, typed by the shared schemas so they
// drift with the contract.
import type { IssuedAccessCode, ProviderRequest } from '../../../../shared/schemas/onboarding';
import type { ProviderDocumentsResponse } from '../../../../shared/schemas/operator';
import type { ProviderProfile } from '../../../../shared/schemas/provider';
import type { SupportTicket } from '../../../../shared/schemas/support';
import type { SessionUser } from '../../lib/session';

export const OPERATOR_USER: SessionUser = {
  userId: 'op-1',
  name: 'Olive Operator',
  firstName: 'Olive',
  role: 'operator',
  email: 'olive@dumpstermatch.example',
};

export function providerRequest(overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return {
    requestId: 'req-1',
    businessName: 'Hilltop Hauling',
    name: 'Harriet Hill',
    email: 'harriet@hilltop.example',
    phone: '6145550177',
    message: 'We run 12 roll-offs around Columbus.',
    status: 'pending',
    reviewed: false,
    accessCodeSent: false,
    createdAt: '2026-11-20T14:30:00.000Z',
    updatedAt: '2026-11-20T14:30:00.000Z',
    ...overrides,
  };
}

export const ISSUED_CODE: IssuedAccessCode = {
  code: 'ABCD-EFGH-JKLM',
  requestId: 'req-1',
  email: 'harriet@hilltop.example',
  expiresAt: '2026-12-04T14:30:00.000Z',
  registrationUrl: 'http://localhost/register/provider?code=ABCD-EFGH-JKLM',
};

export function providerProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    providerId: 'p-hilltop',
    email: 'harriet@hilltop.example',
    name: 'Harriet Hill',
    businessName: 'Hilltop Hauling',
    phone: '6145550177',
    address: { street: '1 Hill Rd', city: 'Columbus', state: 'OH', zipCode: '43215' },
    primaryZipCodes: ['43215', '43201'],
    serviceRadius: 30,
    serviceableZipCodes: ['43215', '43201', '43202'],
    rating: 0,
    reviewCount: 0,
    isVerified: false,
    addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
    dumpsterTypes: ['construction'],
    dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 1, yard30: 0, yard40: 0 },
    pricing: {
      baseRatePerYardCents: 800,
      deliveryFeeCents: 5000,
      addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
    },
    activeRentals: 0,
    completedRentals: 0,
    documents: {
      businessInsuranceKey: 'providers/p-hilltop/insurance.pdf',
      driversLicenseKey: 'providers/p-hilltop/license.png',
      verified: false,
      uploadedAt: '2026-11-21T09:00:00.000Z',
    },
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export const PROVIDER_DOCUMENTS: ProviderDocumentsResponse = {
  providerId: 'p-hilltop',
  businessName: 'Hilltop Hauling',
  insurance: { key: 'providers/p-hilltop/insurance.pdf', url: 'https://uploads.example/insurance.pdf?X-Amz-Signature=1' },
  license: { key: 'providers/p-hilltop/license.png', url: 'https://uploads.example/license.png?X-Amz-Signature=1' },
  verified: false,
  uploadedAt: '2026-11-21T09:00:00.000Z',
  expiresInSeconds: 300,
};

export function supportTicket(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    ticketId: 't-1',
    message: 'My dumpster was not picked up.',
    status: 'in_progress',
    createdBy: 'c-1',
    identifierType: 'email',
    orderId: null,
    email: 'dana@example.com',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}
