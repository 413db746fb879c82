// The invoice's status as the site's status pill; the word carries the meaning, the colour only repeats it.
import type { InvoiceStatus } from '../../../../../../shared/schemas/financials';
import { StatusBadge } from '../../../../components/status-badge';
import { INVOICE_STATUS_LABELS } from './invoice-display';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <StatusBadge kind="invoice" status={status}>
      {INVOICE_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
