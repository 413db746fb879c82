import { describe, expect, it } from 'vitest';
import { createInvoiceSchema } from '../../../../../../shared/schemas/financials';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import {
  defaultDueDate,
  emptyInvoiceForm,
  emptyLineItem,
  invoiceFormErrors,
  invoiceFormValuesOf,
  invoiceInputOf,
  invoiceTotalCents,
  lineItemErrorKey,
  withDueDate,
  withIssueDate,
  type InvoiceFormValues,
} from './invoice-form-values';
import { invoiceFixture } from './invoice-fixtures';

/** What the form finds on submit: the shared schema's errors, in the form's wording and with its rules. */
function validateInvoiceForm(values: InvoiceFormValues) {
  const parsed = createInvoiceSchema.safeParse(invoiceInputOf(values));
  return invoiceFormErrors(parsed.success ? {} : fieldErrorsOf(parsed.error), values);
}

const row = (description: string, quantity: string, unitPrice: string) => ({ ...emptyLineItem(), description, quantity, unitPrice });

function filled(overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...emptyInvoiceForm('2026-11-23'),
    customerName: ' Ada Builder ',
    lineItems: [row('20 yd roll-off, one week', '2', '395.50')],
    ...overrides,
  };
}

describe('invoice form values', () => {
  it('starts today, due 14 days later, with one line and the default terms', () => {
    const values = emptyInvoiceForm('2026-11-23');
    expect(values.dateDue).toBe('2026-12-07');
    expect(values.lineItems).toHaveLength(1);
    expect(values.terms).toBe('Payment due within 14 days of issue.');
  });

  it("refuses an empty form with the spec's messages, each on its field", () => {
    const errors = validateInvoiceForm({ ...emptyInvoiceForm('2026-11-23'), dateIssued: '', dateDue: '' });
    expect(errors).toEqual({
      'customer.name': 'Customer name is required',
      dateIssued: 'Issue date is required',
      dateDue: 'Due date is required',
      lineItems: 'At least one valid line item is required',
    });
    expect(validateInvoiceForm(filled({ dateDue: '2026-11-01' })).dateDue).toBe('Due date cannot be before the issue date');
    expect(validateInvoiceForm(filled({ customerEmail: 'nope' }))['customer.email']).toBe('Please enter a valid email address');
  });

  it('asks again for a date that is not a real day, and compares only real dates', () => {
    for (const partial of ['2026', '2026-1', '2026-02-31', 'soon']) {
      const errors = validateInvoiceForm(filled({ dateIssued: partial }));
      expect(errors.dateIssued).toBe('Issue date is required');
      expect(errors.dateDue).toBeUndefined();
      expect(validateInvoiceForm(filled({ dateDue: partial })).dateDue).toBe('Due date is required');
    }
    expect(validateInvoiceForm(filled({ dateIssued: '2026-12-01', dateDue: '2026-12-15' }))).toEqual({});
  });

  it('gives a default due date (issue date + 14 days) only for a real issue date', () => {
    expect(defaultDueDate('2026-11-23')).toBe('2026-12-07');
    expect(defaultDueDate('2026-12-25')).toBe('2027-01-08');
    for (const partial of ['', '2', '2026', '2026-1', '2026-11-3', '2026-02-31', 'soon']) expect(defaultDueDate(partial)).toBeUndefined();
  });

  it('moves the due date with the issue date, across an empty or partial one, until the provider picks one', () => {
    let values = emptyInvoiceForm('2026-11-23');
    values = withIssueDate(values, '');
    expect(values).toMatchObject({ dateIssued: '', dateDue: '2026-12-07' });
    values = withIssueDate(values, '2026-1');
    expect(values).toMatchObject({ dateIssued: '2026-1', dateDue: '2026-12-07' });
    values = withIssueDate(values, '2026-12-01');
    expect(values).toMatchObject({ dateIssued: '2026-12-01', dateDue: '2026-12-15' });
    values = withDueDate(values, '2027-01-10');
    values = withIssueDate(withIssueDate(values, ''), '2026-12-02');
    expect(values).toMatchObject({ dateIssued: '2026-12-02', dateDue: '2027-01-10' });
    // Emptied by hand, the due date follows the issue date again.
    values = withIssueDate(withDueDate(values, ''), '2026-12-03');
    expect(values.dateDue).toBe('2026-12-17');
  });

  it("lets a stored invoice's due date follow its issue date only when it was the default", () => {
    expect(withIssueDate(invoiceFormValuesOf(invoiceFixture()), '2026-11-12').dateDue).toBe('2026-11-26');
    expect(withIssueDate(invoiceFormValuesOf(invoiceFixture({ dateDue: '2026-12-31' })), '2026-11-12').dateDue).toBe('2026-12-31');
  });

  it('checks each row that is not blank, in words about dollars, and needs one with a price', () => {
    const blank = row('', '1', '');
    const bad = row('', '0', '-3');
    const lineItems = [blank, bad, row('Free haul', '1', '0')];
    const errors = validateInvoiceForm(filled({ lineItems }));
    // The blank row is not sent, so the bad row is the schema's lineItems.0.
    expect(lineItemErrorKey(lineItems, blank.key, 'description')).toBeUndefined();
    expect(lineItemErrorKey(lineItems, bad.key, 'quantity')).toBe('lineItems.0.quantity');
    expect(errors).toEqual({
      'lineItems.0.description': 'Each line item needs a description',
      'lineItems.0.quantity': 'Quantity must be a whole number of at least 1',
      'lineItems.0.unitPriceCents': 'Enter a unit price of $0.00 or more',
      lineItems: 'At least one valid line item is required',
    });
    expect(validateInvoiceForm(filled({ lineItems: [row('Haul', 'two', '10')] }))).toEqual({
      'lineItems.0.quantity': 'Quantity must be a whole number of at least 1',
      lineItems: 'At least one valid line item is required',
    });
    expect(validateInvoiceForm(filled({ lineItems: [...filled().lineItems, row('', '1', '')] }))).toEqual({});
  });

  it('totals quantity × unit price in cents, each price rounded to the cent first', () => {
    expect(invoiceTotalCents([row('a', '2', '395.50'), row('b', '3', '0.10'), row('c', '', '5')])).toBe(79130);
    expect(invoiceTotalCents([row('a', '3', '19.99')])).toBe(5997);
  });

  it('makes the request the shared schema reads: cents, without blank rows', () => {
    const request = createInvoiceSchema.parse(invoiceInputOf(filled({ lineItems: [...filled().lineItems, row('', '1', '')], rentalId: 'r-1' })));
    expect(request).toEqual({
      customer: { name: 'Ada Builder', phone: '', address: '' },
      dateIssued: '2026-11-23',
      dateDue: '2026-12-07',
      lineItems: [{ description: '20 yd roll-off, one week', quantity: 2, unitPriceCents: 39550 }],
      notes: '',
      terms: 'Payment due within 14 days of issue.',
      rentalId: 'r-1',
      saveAsDraft: false,
    });
  });

  it('fills the form from a stored invoice, prices in dollars', () => {
    const values = invoiceFormValuesOf(invoiceFixture());
    expect(values.customerName).toBe('Ada Builder');
    expect(values.lineItems.map(({ description, quantity, unitPrice }) => [description, quantity, unitPrice])).toEqual([
      ['20 yard roll-off, one week', '1', '395.00'],
      ['Extra tonnage', '2', '42.50'],
    ]);
  });
});
