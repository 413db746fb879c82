// The final charge after pickup as the provider's rental card states it (functions/billing).
import { formatUsd } from '../../../../../shared/money';
import type { FinalBilling } from '../../../../../shared/schemas/final-billing';

export function finalChargeStatus(billing: FinalBilling): string {
  if (billing.status === 'none') return 'Nothing owed beyond the booking';
  const invoice = billing.invoiceNumber ? ` (${billing.invoiceNumber})` : '';
  return billing.status === 'charged'
    ? `${formatUsd(billing.totalCents)} charged to the saved card${invoice}`
    : `${formatUsd(billing.totalCents)} invoiced${invoice}: card not charged, pay link sent`;
}
