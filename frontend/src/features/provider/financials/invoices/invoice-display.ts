// What each invoice status is called and which actions it allows (the server's rules: only unpaid
// invoices, overdue included, are paid or sent; drafts and unpaid ones can be cancelled).
import type { InvoiceStatus } from '../../../../../../shared/schemas/financials';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  unpaid: 'Unpaid',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

const owed = (status: InvoiceStatus) => status === 'unpaid' || status === 'overdue';

export const canMarkPaid = owed;
export const canSend = owed;
export const canEdit = (status: InvoiceStatus) => status !== 'paid' && status !== 'cancelled';
export const canCancel = (status: InvoiceStatus) => status === 'draft' || owed(status);

export const invoicePagePath = (invoiceId: string) => `/provider/financials/invoice/${encodeURIComponent(invoiceId)}`;
export const editInvoicePath = (invoiceId: string) => `/provider/financials/edit-invoice/${encodeURIComponent(invoiceId)}`;
export const INVOICES_TAB_PATH = '/provider/financials?tab=invoices';
