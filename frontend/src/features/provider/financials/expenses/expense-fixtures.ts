// Expenses shaped like the API's answers, and the signed-in provider they belong to, for the tests.
import type { Expense } from '../../../../../../shared/schemas/financials';
import { fakeSession } from '../../../../testing/render-app';

export const PROVIDER_SESSION = fakeSession({
  user: { userId: 'p-1', name: 'Dana Whitfield', firstName: 'Dana', role: 'provider', email: 'provider@example.com' },
});

const BUCKET_URL = 'http://localhost/receipts-bucket';

export function expenseFixture(overrides: Partial<Expense> = {}): Expense {
  return {
    expenseId: 'e-1',
    providerId: 'p-1',
    category: 'Fuel',
    vendor: 'Shell',
    amountCents: 12550,
    date: '2026-11-18',
    description: 'Diesel for the roll-off truck.',
    recurring: false,
    taxDeductible: true,
    hasReceipt: false,
    createdAt: '2026-11-18T15:00:00.000Z',
    updatedAt: '2026-11-18T15:00:00.000Z',
    ...overrides,
  };
}

export const withReceipt = (overrides: Partial<Expense> = {}) =>
  expenseFixture({
    receiptKey: 'receipts/p-1/r-1',
    hasReceipt: true,
    receiptUrl: 'http://localhost/receipts-bucket/receipts/p-1/r-1?X-Amz-Signature=abc',
    ...overrides,
  });

export const presignAnswer = {
  status: 201,
  body: {
    key: 'receipts/p-1/r-new',
    url: BUCKET_URL,
    fields: { key: 'receipts/p-1/r-new', 'Content-Type': 'application/pdf', Policy: 'p' },
    maxBytes: 5 * 1024 * 1024,
    expiresInSeconds: 600,
  },
};
