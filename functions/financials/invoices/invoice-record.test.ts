import { describe, expect, it } from 'vitest';
import { createInvoiceSchema, FINANCIAL_MESSAGES } from '../../../shared/schemas/financials';
import { defaultDueDate, displayStatus, invoiceNumberOf, lineItemsAmountCents } from './invoice-record';

describe('invoice records', () => {
  it('computes the amount in cents from the line items: 2 x $125.50 + 1 x $45.00 + 3 x $0.99', () => {
    expect(
      lineItemsAmountCents([
        { description: 'Dumpster week', quantity: 2, unitPriceCents: 12_550 },
        { description: 'Delivery', quantity: 1, unitPriceCents: 4_500 },
        { description: 'Bags', quantity: 3, unitPriceCents: 99 },
      ]),
    ).toBe(29_897);
  });

  it('derives overdue on read: unpaid and due before today, never for other statuses', () => {
    expect(displayStatus({ status: 'unpaid', dateDue: '2026-03-14' }, '2026-03-15')).toBe('overdue');
    expect(displayStatus({ status: 'unpaid', dateDue: '2026-03-15' }, '2026-03-15')).toBe('unpaid');
    expect(displayStatus({ status: 'paid', dateDue: '2026-01-01' }, '2026-03-15')).toBe('paid');
    expect(displayStatus({ status: 'draft', dateDue: '2026-01-01' }, '2026-03-15')).toBe('draft');
  });

  it('numbers invoices from INV-1001 and defaults the due date to 14 days after issue', () => {
    expect([1, 2, 20].map(invoiceNumberOf)).toEqual(['INV-1001', 'INV-1002', 'INV-1020']);
    expect(defaultDueDate('2026-02-20')).toBe('2026-03-06');
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    customer: { name: 'Pat Builder', email: 'pat@example.com' },
    dateIssued: '2026-03-01',
    lineItems: [{ description: 'Dumpster', quantity: 1, unitPriceCents: 40_000 }],
    ...overrides,
  });
  const messageOf = (input: unknown) => {
    const result = createInvoiceSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]!.message;
  };

  it("validates with the spec's messages and drops blank line rows", () => {
    expect(messageOf(body({ customer: { name: ' ' } }))).toBe(FINANCIAL_MESSAGES.customerNameRequired);
    expect(messageOf(body({ dateIssued: '' }))).toBe(FINANCIAL_MESSAGES.issueDateRequired);
    expect(messageOf(body({ lineItems: [] }))).toBe(FINANCIAL_MESSAGES.lineItemRequired);
    expect(messageOf(body({ lineItems: [{ description: 'Free', quantity: 1, unitPriceCents: 0 }] }))).toBe(FINANCIAL_MESSAGES.lineItemRequired);
    const parsed = createInvoiceSchema.parse(
      body({ lineItems: [{ description: '', quantity: 0, unitPriceCents: 0 }, { description: 'Dumpster', quantity: 1, unitPriceCents: 40_000 }] }),
    );
    expect(parsed.lineItems).toEqual([{ description: 'Dumpster', quantity: 1, unitPriceCents: 40_000 }]);
    expect(parsed.terms).toBe('Payment due within 14 days of issue.');
    expect(parsed.saveAsDraft).toBe(false);
  });
});
