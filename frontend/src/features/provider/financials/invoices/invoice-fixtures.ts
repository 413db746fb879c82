// Invoices shaped like the API's answers, and the signed-in provider they belong to, for the tests.
import type { Invoice } from '../../../../../../shared/schemas/financials';
import type { Rental } from '../../../../../../shared/schemas/rental';
import { RENTAL } from '../../../../testing/fixtures';
import { fakeSession } from '../../../../testing/render-app';

export const PROVIDER_SESSION = fakeSession({
  user: { userId: 'p-1', name: 'Dana Whitfield', firstName: 'Dana', role: 'provider', email: 'provider@example.com' },
});

export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoiceId: 'inv-1',
    invoiceNumber: 'INV-1001',
    providerId: 'p-1',
    providerName: 'Whitfield Waste',
    customer: { name: 'Ada Builder', email: 'ada@example.com', phone: '555-0100', address: '5 Lake St, Helena, MT' },
    dateIssued: '2026-11-10',
    dateDue: '2026-11-24',
    status: 'unpaid',
    lineItems: [
      { description: '20 yard roll-off, one week', quantity: 1, unitPriceCents: 39500 },
      { description: 'Extra tonnage', quantity: 2, unitPriceCents: 4250 },
    ],
    amountCents: 48000,
    notes: 'Thank you for your business.',
    terms: 'Payment due within 14 days of issue.',
    reminderCount: 0,
    createdAt: '2026-11-10T10:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A marketplace rental an invoice can link: Bo Renter's 20-yard, Dec 5-12, $487.50. */
export function linkableRental(overrides: Partial<Rental> = {}): Rental {
  return {
    ...RENTAL,
    rentalId: 'r-1',
    customerName: 'Bo Renter',
    customerEmail: 'bo@example.com',
    customerPhone: '6145550101',
    deliveryAddress: { street: '1 Main St', city: 'Helena', state: 'MT', zipCode: '59601' },
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2026-12-05',
    endDate: '2026-12-12',
    totalPriceCents: 48750,
    ...overrides,
  };
}

/** Another customer's rental, for switching the linked rental. */
export const OTHER_CUSTOMER = {
  rentalId: 'r-2',
  customerName: 'Cy Hauler',
  customerEmail: 'cy@example.com',
  customerPhone: '6145550102',
  deliveryAddress: { street: '2 Oak Ave', city: 'Butte', state: 'MT', zipCode: '59701' },
  totalPriceCents: 29900,
} satisfies Partial<Rental>;
