// The final charge on the customer's order page, once the dumpster is picked up
// (functions/billing): the landfill ticket's weight and number, what is owed beyond the booking
// (tons over the allowance, days past the booked pickup, swaps done) and how it was settled: charged
// to the card saved at checkout, or the final invoice with its Pay now link (the invoice pay page),
// read from the invoice itself so a payment made since shows as paid.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from '../../../../shared/calendar-date';
import { financialDate } from '../../../../shared/financial-periods';
import { invoicePayPath } from '../../../../shared/invoice-payment';
import { formatUsd } from '../../../../shared/money';
import type { FinalBilling } from '../../../../shared/schemas/final-billing';
import type { Rental } from '../../../../shared/schemas/rental';
import { StatusBadge } from '../../components/status-badge';
import { api } from '../../lib/api/client';

const BILLED_STATUSES: readonly Rental['status'][] = ['picked_up', 'completed'];

/** The final invoice as its payer sees it, while the rental says it is due. */
function useFinalInvoice(billing: FinalBilling | undefined) {
  const link = billing?.status === 'invoiced' && billing.invoiceId && billing.invoicePayKey ? { invoiceId: billing.invoiceId, key: billing.invoicePayKey } : undefined;
  return useQuery({
    queryKey: ['invoice-payment', link?.invoiceId, link?.key],
    queryFn: ({ signal }) => api.getPayableInvoice(link!, { signal }),
    enabled: link !== undefined,
    retry: false,
  });
}

function Settlement({ billing }: { billing: FinalBilling }) {
  const invoice = useFinalInvoice(billing);
  if (billing.status === 'charged') {
    return <p className="final-charge__settled">Charged to your card on {formatCalendarDate(financialDate(billing.settledAt ?? billing.at))}.</p>;
  }
  const payPath = billing.invoiceId && billing.invoicePayKey ? invoicePayPath(billing.invoiceId, billing.invoicePayKey) : undefined;
  if (invoice.isLoading) return <p className="final-charge__settled" role="status">Checking the invoice...</p>;
  if (invoice.data?.status === 'paid') {
    return (
      <p className="final-charge__settled">
        Invoice {billing.invoiceNumber} <StatusBadge kind="invoice" status="paid">Paid</StatusBadge>
        {invoice.data.paymentDate && <> on {formatCalendarDate(invoice.data.paymentDate)}</>}.
      </p>
    );
  }
  return (
    <div className="final-charge__due">
      <p>
        {invoice.isError ? 'We could not check this invoice just now. ' : ''}
        Invoice {billing.invoiceNumber} is due{invoice.data ? ` by ${formatCalendarDate(invoice.data.dateDue)}` : ''}: your card was not charged.
      </p>
      {payPath && (
        <Link className="button button--primary" to={payPath}>
          Pay now<span className="visually-hidden"> {formatUsd(billing.totalCents)}</span>
        </Link>
      )}
    </div>
  );
}

export function FinalCharge({ rental }: { rental: Rental }) {
  if (!BILLED_STATUSES.includes(rental.status)) return null;
  const billing = rental.finalBilling;
  const ticket = rental.weightTicket;
  if (!billing && !ticket) return null;
  return (
    <section className="card final-charge" aria-labelledby="final-charge-title">
      <h2 id="final-charge-title">Final charge</h2>
      {ticket && (
        <dl className="order-facts">
          <div><dt>Weight</dt><dd>{ticket.tons} tons</dd></div>
          <div><dt>Landfill ticket</dt><dd>{ticket.ticketNumber}</dd></div>
        </dl>
      )}
      {!billing ? (
        <p className="final-charge__settled" role="status">Your final charge is being worked out from the pickup. Check back shortly.</p>
      ) : billing.status === 'none' ? (
        <p className="final-charge__settled">Nothing more to pay: your rental stayed within what your booking included.</p>
      ) : (
        <>
          <table className="final-charge__lines">
            <caption className="visually-hidden">Final charge lines</caption>
            <tbody>
              {billing.lines.map((line, index) => (
                <tr key={index}>
                  <th scope="row">{line.label}</th>
                  <td>{formatUsd(line.cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{formatUsd(billing.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
          <Settlement billing={billing} />
        </>
      )}
    </section>
  );
}
