// The invoice's status as a tinted pill; the word carries the meaning, the colour only repeats it.
import type { InvoiceStatus } from '../../../../../../shared/schemas/financials';
import { INVOICE_STATUS_LABELS } from './invoice-display';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={`invoice-status invoice-status--${status}`}>{INVOICE_STATUS_LABELS[status]}</span>;
}
