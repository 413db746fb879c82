// The card payments an invoice gave back in full instead of being paid by them (it changed, was paid
// otherwise or was cancelled while its payer was paying), in the words of the provider's e-mail.
import { INVOICE_REFUND_MESSAGES } from '../../../../../../shared/invoice-payment';
import type { Invoice } from '../../../../../../shared/schemas/financials';

/** Card payments given back in full because the invoice changed, was paid otherwise or cancelled meanwhile: never counted as paid. */
export function RefundedPayments({ invoice }: { invoice: Invoice }) {
  const refunds = invoice.refundedPayments ?? [];
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="invoice-refunds-title" className="invoice-sheet__refunds">
      <h2 id="invoice-refunds-title" className="invoice-sheet__heading">
        Refunded payments
      </h2>
      <ul>
        {refunds.map((refund, index) => (
          <li key={index}>{INVOICE_REFUND_MESSAGES.toProvider(refund, invoice.providerName)}</li>
        ))}
      </ul>
    </section>
  );
}
