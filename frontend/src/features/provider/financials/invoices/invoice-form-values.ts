// The invoice form as typed (strings) ↔ the API's body (integer cents), the checks the server makes
// in the order the form shows them, and the live total computed exactly as the server bills it.
import { dollarsToCents } from '../../../../../../shared/money';
import { addDays, isCalendarDate } from '../../../../../../shared/rental-dates';
import {
  DEFAULT_INVOICE_DUE_DAYS,
  DEFAULT_INVOICE_TERMS,
  FINANCIAL_MESSAGES as M,
  type CreateInvoiceInput,
  type Invoice,
} from '../../../../../../shared/schemas/financials';
import { calendarDateIn } from '../../../../../../shared/zoned-time';

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

export interface LineItemErrors {
  description?: string;
  quantity?: string;
  unitPrice?: string;
}

export interface InvoiceFormErrors {
  customerName?: string;
  customerEmail?: string;
  dateIssued?: string;
  dateDue?: string;
  lineItems?: string;
  rows?: Record<string, LineItemErrors>;
}

/** The body of POST and PUT (the PUT adds expectedUpdatedAt). */
export type InvoiceBody = Omit<CreateInvoiceInput, 'customer' | 'dateDue' | 'rentalId'> & {
  customer: { name: string; email?: string; phone: string; address: string };
  dateDue: string;
  rentalId?: string;
};

/** "Today" on the server's financial clock (Pacific), so a new invoice is not issued tomorrow. */
export const financialToday = (now = new Date()) => calendarDateIn(now, 'America/Los_Angeles');

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

function rowErrors(row: LineItemValues): LineItemErrors {
  const errors: LineItemErrors = {};
  if (!row.description.trim()) errors.description = 'Each line item needs a description';
  const quantity = quantityOf(row);
  if (quantity === undefined || quantity < 1) errors.quantity = 'Quantity must be a whole number of at least 1';
  if (unitPriceCentsOf(row) === undefined) errors.unitPrice = 'Enter a unit price of $0.00 or more';
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's errors, keys in the order the fields appear; empty when it may be sent. */
export function validateInvoiceForm(values: InvoiceFormValues): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {};
  if (!values.customerName.trim()) errors.customerName = M.customerNameRequired;
  if (values.customerEmail.trim() && !EMAIL.test(values.customerEmail.trim())) errors.customerEmail = 'Please enter a valid email address';
  // A date field holds a real date or nothing usable: browsers report a half-typed date as empty.
  const issued = isCalendarDate(values.dateIssued);
  if (!issued) errors.dateIssued = M.issueDateRequired;
  if (!isCalendarDate(values.dateDue)) errors.dateDue = M.dueDateRequired;
  else if (issued && values.dateDue < values.dateIssued) errors.dateDue = M.dueBeforeIssue;
  const rows = values.lineItems.filter((row) => !isBlankRow(row));
  const rowProblems = Object.fromEntries(
    rows.map((row) => [row.key, rowErrors(row)] as const).filter(([, problems]) => Object.keys(problems).length > 0),
  );
  if (Object.keys(rowProblems).length > 0) errors.rows = rowProblems;
  if (!rows.some((row) => lineAmountCents(row) > 0)) errors.lineItems = M.lineItemRequired;
  return errors;
}

export const hasErrors = (errors: InvoiceFormErrors) => Object.keys(errors).length > 0;

export function invoiceBodyOf(values: InvoiceFormValues, saveAsDraft: boolean): InvoiceBody {
  const email = values.customerEmail.trim();
  const rentalId = values.rentalId.trim();
  return {
    customer: {
      name: values.customerName.trim(),
      ...(email ? { email } : {}),
      phone: values.customerPhone.trim(),
      address: values.customerAddress.trim(),
    },
    dateIssued: values.dateIssued,
    dateDue: values.dateDue,
    lineItems: values.lineItems
      .filter((row) => !isBlankRow(row))
      .map((row) => ({ description: row.description.trim(), quantity: quantityOf(row) ?? 0, unitPriceCents: unitPriceCentsOf(row) ?? 0 })),
    notes: values.notes.trim(),
    terms: values.terms.trim(),
    ...(rentalId ? { rentalId } : {}),
    saveAsDraft,
  };
}
