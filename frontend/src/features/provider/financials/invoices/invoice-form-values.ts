// The invoice form as typed (strings) ↔ the request the shared invoice schema reads (integer cents),
// the form's own wording and rules on top of that schema, and the live total computed exactly as the
// server bills it.
import { dollarsToCents } from '../../../../../../shared/money';
import { addDays, isCalendarDate } from '../../../../../../shared/rental-dates';
import {
  DEFAULT_INVOICE_DUE_DAYS,
  DEFAULT_INVOICE_TERMS,
  FINANCIAL_MESSAGES as M,
  type Invoice,
  type LineItem,
} from '../../../../../../shared/schemas/financials';
import type { FieldErrors } from '../../../../lib/form-errors';

export interface LineItemValues {
  /** Stable React key: rows are added and deleted in the middle. */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** The rental this row bills, when linking the rental added it (rental-option.ts). */
  rentalId?: string;
}

export interface InvoiceFormValues {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  dateIssued: string;
  dateDue: string;
  /**
   * The provider typed a due date of their own: it no longer follows the issue date. Kept apart
   * from the dates themselves, since an issue date emptied on the way to a new one says nothing
   * about whether the due date was the default.
   */
  dueDateChosen: boolean;
  rentalId: string;
  lineItems: LineItemValues[];
  notes: string;
  terms: string;
}

/**
 * The due date the form's payment terms give (DEFAULT_INVOICE_DUE_DAYS after issue, as the server
 * defaults it), or undefined while the issue date is empty or half typed: only a real calendar date
 * goes into date arithmetic, which throws on anything else.
 */
export function defaultDueDate(dateIssued: string): string | undefined {
  return isCalendarDate(dateIssued) ? addDays(dateIssued, DEFAULT_INVOICE_DUE_DAYS) : undefined;
}

/** A new issue date; the due date follows it while the provider has not chosen one. */
export function withIssueDate(values: InvoiceFormValues, dateIssued: string): InvoiceFormValues {
  const following = values.dueDateChosen ? undefined : defaultDueDate(dateIssued);
  return { ...values, dateIssued, ...(following ? { dateDue: following } : {}) };
}

/** A due date typed by the provider; emptied, it follows the issue date again. */
export function withDueDate(values: InvoiceFormValues, dateDue: string): InvoiceFormValues {
  return { ...values, dateDue, dueDateChosen: dateDue !== '' };
}

/** Dollars as the price field shows them: 39550 -> "395.50". */
export const unitPriceText = (cents: number) => (cents / 100).toFixed(2);

let rowCount = 0;
export function emptyLineItem(): LineItemValues {
  rowCount += 1;
  return { key: `line-${rowCount}`, description: '', quantity: '1', unitPrice: '' };
}

export function emptyInvoiceForm(today: string): InvoiceFormValues {
  return {
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    customerAddress: '',
    dateIssued: today,
    dateDue: defaultDueDate(today) ?? '',
    dueDateChosen: false,
    rentalId: '',
    lineItems: [emptyLineItem()],
    notes: '',
    terms: DEFAULT_INVOICE_TERMS,
  };
}

export function invoiceFormValuesOf(invoice: Invoice): InvoiceFormValues {
  return {
    customerName: invoice.customer.name,
    customerEmail: invoice.customer.email ?? '',
    customerPhone: invoice.customer.phone,
    customerAddress: invoice.customer.address,
    dateIssued: invoice.dateIssued,
    dateDue: invoice.dateDue,
    dueDateChosen: invoice.dateDue !== defaultDueDate(invoice.dateIssued),
    rentalId: invoice.rentalId ?? '',
    lineItems: invoice.lineItems.map((item) => ({
      ...emptyLineItem(),
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: unitPriceText(item.unitPriceCents),
    })),
    notes: invoice.notes,
    terms: invoice.terms,
  };
}

/**
 * A row left without description or price is dropped, as the server drops blank rows (the
 * quantity is ignored: new rows start at 1).
 */
export const isBlankRow = (row: LineItemValues) =>
  row.description.trim() === '' && (row.unitPrice.trim() === '' || Number(row.unitPrice) === 0);

const quantityOf = (row: LineItemValues) => (/^\d+$/.test(row.quantity.trim()) ? Number(row.quantity) : undefined);
const unitPriceCentsOf = (row: LineItemValues) => {
  const text = row.unitPrice.trim();
  return /^\d+(\.\d{0,2})?$/.test(text) || /^\.\d{1,2}$/.test(text) ? dollarsToCents(Number(text)) : undefined;
};

/** A row's amount in cents, or 0 while it is incomplete. */
export function lineAmountCents(row: LineItemValues): number {
  const quantity = quantityOf(row);
  const cents = unitPriceCentsOf(row);
  return quantity === undefined || cents === undefined ? 0 : quantity * cents;
}

/**
 * The invoice total: the sum of quantity × unit price in integer cents, as the server's
 * lineItemsAmountCents (functions/financials/invoices/invoice-record.ts) bills it; each price is
 * rounded to the cent before multiplying, so the total shown is the total billed.
 */
export function invoiceTotalCents(rows: readonly LineItemValues[]): number {
  return rows.reduce((sum, row) => sum + lineAmountCents(row), 0);
}

/**
 * The values as the shared invoice schema reads them: blank rows dropped (so the schema's
 * `lineItems.<n>` paths count only the rows sent), prices in cents. A quantity or price that is not
 * a number is passed as typed, for the schema to refuse.
 */
export function invoiceInputOf(values: InvoiceFormValues) {
  return {
    customer: {
      name: values.customerName,
      email: values.customerEmail,
      phone: values.customerPhone,
      address: values.customerAddress,
    },
    dateIssued: values.dateIssued,
    dateDue: values.dateDue,
    lineItems: sentRows(values.lineItems).map((row) => ({
      description: row.description,
      quantity: quantityOf(row) ?? row.quantity,
      unitPriceCents: unitPriceCentsOf(row) ?? row.unitPrice,
    })),
    notes: values.notes,
    terms: values.terms,
    rentalId: values.rentalId,
  };
}

/** The rows the invoice is sent with, in order: their index is the `<n>` of the schema's `lineItems.<n>` errors. */
export const sentRows = (rows: readonly LineItemValues[]) => rows.filter((row) => !isBlankRow(row));

/** The error key of a row's cell ('lineItems.1.quantity'), or undefined for a blank row, which is not sent. */
export function lineItemErrorKey(rows: readonly LineItemValues[], key: string, field: keyof LineItem): string | undefined {
  const index = sentRows(rows).findIndex((row) => row.key === key);
  return index < 0 ? undefined : `lineItems.${index}.${field}`;
}

const QUANTITY_WORDING = 'Quantity must be a whole number of at least 1';
const UNIT_PRICE_WORDING = 'Enter a unit price of $0.00 or more';

/**
 * The form's wording of what the shared schema refuses, and the rules the form adds to it (the
 * spec's invoice messages): the due date is required here, where the API would default it; a
 * quantity or price is said as the provider typed it (dollars, not cents); and the invoice needs a
 * line with an amount even while a row has errors of its own.
 */
export function invoiceFormErrors(errors: FieldErrors, values: InvoiceFormValues): FieldErrors {
  const worded = Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      if (/^lineItems\.\d+\.quantity$/.test(key)) return [key, QUANTITY_WORDING];
      if (/^lineItems\.\d+\.unitPriceCents$/.test(key)) return [key, UNIT_PRICE_WORDING];
      return [key, message];
    }),
  );
  // A date field holds a real date or nothing usable: browsers report a half-typed date as empty.
  // Only real dates are compared: a due date "before" a half-typed issue date says nothing.
  if (!isCalendarDate(values.dateIssued)) {
    worded.dateIssued = M.issueDateRequired;
    delete worded.dateDue;
  }
  if (!isCalendarDate(values.dateDue)) worded.dateDue = M.dueDateRequired;
  if (!sentRows(values.lineItems).some((row) => lineAmountCents(row) > 0)) worded.lineItems ??= M.lineItemRequired;
  return worded;
}
