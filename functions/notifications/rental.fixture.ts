// The rental and provider the message tests word their e-mails and texts about.
import type { Rental } from '../../shared/schemas/rental';

export function notifiedRental(overrides: Partial<Rental> = {}): Rental {
  return {
    rentalId: 'abcdef12-3456-7890-abcd-ef1234567890',
    customerId: 'c-1',
    customerName: 'Riley Renter',
    customerEmail: 'riley@example.com',
    customerPhone: '(614) 555-0142',
    providerId: 'p-1',
    providerName: 'Listing Name',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2026-12-04',
    endDate: '2026-12-11',
    deliveryAddress: { street: '12 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    rentalPeriod: 'weekly',
    totalPriceCents: 44_500,
    addOns: {},
    paymentStatus: 'paid',
    status: 'scheduled',
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
    ...overrides,
  };
}

export const notifiedProvider = (name: string) => ({ providerId: 'p-1', name, email: 'dispatch@example.com', phone: '614-555-0101' });
