// The e-mails that tell a payer and the provider that a card payment of an invoice was refunded in
// full instead of paying it (invoice-refunds.ts), in the words of the pay page and the provider's
// invoice page (shared/invoice-payment.ts INVOICE_REFUND_MESSAGES). Pure: the caller sends them.
import { INVOICE_REFUND_MESSAGES } from '../../shared/invoice-payment';
import { formatUsd } from '../../shared/money';
import type { RefundedInvoicePayment } from '../../shared/schemas/financials';
import type { StoredInvoice } from '../financials/ledger';
import type { EmailMessage } from '../platform/messaging/message';

export interface RefundNotice {
  invoice: Pick<StoredInvoice, 'invoiceNumber' | 'providerName' | 'customer'>;
  refund: RefundedInvoicePayment;
  /** The invoice's pay link, for the payer to pay what it asks for now. */
  payUrl?: string;
  /** The provider's own e-mail address (their profile's), if any. */
  providerEmail?: string;
}

export function invoiceRefundEmails({ invoice, refund, payUrl, providerEmail }: RefundNotice): EmailMessage[] {
  const business = invoice.providerName;
  const toPayer: EmailMessage[] = invoice.customer.email
    ? [
        {
          to: invoice.customer.email,
          subject: `Your payment of invoice ${invoice.invoiceNumber} from ${business} was refunded`,
          text: [
            `Hello ${invoice.customer.name},`,
            '',
            INVOICE_REFUND_MESSAGES.toPayer(refund, business),
            '',
            ...(refund.reason === 'amountChanged' && payUrl ? [`See the invoice and pay it online: ${payUrl}`, ''] : []),
            'The refund reaches your card within 5 to 10 business days, depending on your bank.',
            '',
            'Thank you,',
            business,
          ].join('\n'),
        },
      ]
    : [];
  const toProvider: EmailMessage[] = providerEmail
    ? [
        {
          to: providerEmail,
          subject: `A payment of invoice ${invoice.invoiceNumber} was refunded`,
          text: [
            `Hello ${business},`,
            '',
            `Invoice ${invoice.invoiceNumber} for ${invoice.customer.name}: ${INVOICE_REFUND_MESSAGES.toProvider(refund, business)}`,
            '',
            refund.reason === 'amountChanged'
              ? `The invoice shows the refund and stays unpaid for ${formatUsd(refund.invoiceAmountCents)}; ${invoice.customer.name} was asked to pay that by its pay link.`
              : 'The invoice shows the refund; nothing else changed on it.',
          ].join('\n'),
        },
      ]
    : [];
  return [...toPayer, ...toProvider];
}
