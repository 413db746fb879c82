// Invoices shaped like the API's answers, and the signed-in provider they belong to, for the tests.
import type { Invoice } from '../../../../../../shared/schemas/financials';
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
