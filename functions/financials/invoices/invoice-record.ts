// Invoices as the provider sees them (pure): the amount from the line items in integer cents,
// 'overdue' derived on read, the default due date and the invoice number's format.
import { addDays } from '../../../shared/rental-dates';
import {
  DEFAULT_INVOICE_DUE_DAYS,
  FIRST_INVOICE_NUMBER,
  INVOICE_NUMBER_PREFIX,
  type Invoice,
  type InvoiceStatus,
  type LineItem,
} from '../../../shared/schemas/financials';
import type { StoredInvoice } from '../ledger';

/** The amount of the line items, in cents: what the server bills, whatever the client showed. */
export function lineItemsAmountCents(items: readonly LineItem[]): number {
  const total = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Invoice amount out of range');
  return total;
}

/** Overdue is not stored: an unpaid invoice is overdue once its due date is before today. */
export function displayStatus(invoice: Pick<StoredInvoice, 'status' | 'dateDue'>, today: string): InvoiceStatus {
  return invoice.status === 'unpaid' && invoice.dateDue < today ? 'overdue' : invoice.status;
}

export const defaultDueDate = (dateIssued: string) => addDays(dateIssued, DEFAULT_INVOICE_DUE_DAYS);

/** The n-th number a provider's counter hands out (n from 1): INV-1001, INV-1002, ... */
export const invoiceNumberOf = (issued: number) => `${INVOICE_NUMBER_PREFIX}${FIRST_INVOICE_NUMBER - 1 + issued}`;

export function invoiceView(stored: StoredInvoice, today: string): Invoice {
  return { ...stored, status: displayStatus(stored, today) };
}
