// /pay/invoice/:invoiceId/:key: a provider's invoice opened from the link in its e-mail. The payer
// sees the bill and pays it by card on the payment page; coming back, the payment is confirmed here
// (and by the payment's webhook, whichever is first) and the invoice shows as paid. A payment the
// invoice refunded (it changed, was paid otherwise or cancelled meanwhile) is said here, with why.
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatCalendarDate } from '../../../../shared/calendar-date';
import { SITE_CONTACT } from '../../../../shared/constants';
import { INVOICE_PAYMENT_MESSAGES, INVOICE_REFUND_MESSAGES, invoicePayParamsSchema, type PayableInvoice } from '../../../../shared/invoice-payment';
import { formatUsd } from '../../../../shared/money';
import { FINANCIAL_MESSAGES } from '../../../../shared/schemas/financials';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { useConfirmInvoicePayment, usePayableInvoice, useStartInvoicePayment } from './invoice-payment-api';
import './invoice-payment.css';

const STATUS_LABELS: Record<PayableInvoice['status'], string> = {
  draft: 'Draft',
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

function NotFound() {
  return (
    <div className="container page page--narrow">
      <div className="status-panel status-panel--error" role="alert">
        <h1 className="status-panel__title">{FINANCIAL_MESSAGES.invoiceNotFound}</h1>
        <p>
          Check that the whole link from the invoice e-mail was opened, or ask the business that sent it for a new one. {SITE_CONTACT.name}{' '}
          support: <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>.
        </p>
      </div>
    </div>
  );
}

function InvoiceLines({ invoice }: { invoice: PayableInvoice }) {
  return (
    <table className="pay-invoice__lines">
      <caption className="visually-hidden">What the invoice bills</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className="pay-invoice__number">Qty</th>
          <th scope="col" className="pay-invoice__number">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lineItems.map((item, index) => (
          <tr key={index}>
            <th scope="row">
              {item.description}
              {item.quantity > 1 && <span className="pay-invoice__each"> ({formatUsd(item.unitPriceCents)} each)</span>}
            </th>
            <td className="pay-invoice__number">{item.quantity}</td>
            <td className="pay-invoice__number">{formatUsd(item.quantity * item.unitPriceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {invoice.payable ? 'Total due' : 'Total'}
          </th>
          <td className="pay-invoice__number pay-invoice__total">{formatUsd(invoice.amountCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What the payer is told above the bill: the outcome of a payment just tried, or why nothing is owed. */
function PaymentNotice({ invoice, cancelledPayment, confirming, unconfirmed }: {
  invoice: PayableInvoice;
  cancelledPayment: boolean;
  confirming: boolean;
  unconfirmed: boolean;
}) {
  if (confirming) return <LoadingPanel label="Confirming your payment..." />;
  if (invoice.status === 'paid') {
    return (
      <p className="notice notice--success" role="status">
        {invoice.paymentDate ? INVOICE_PAYMENT_MESSAGES.paid(formatCalendarDate(invoice.paymentDate)) : 'This invoice is paid. Thank you!'}
      </p>
    );
  }
  if (unconfirmed) return <p className="notice notice--warning" role="status">{INVOICE_PAYMENT_MESSAGES.notConfirmed}</p>;
  // The latest payment given back, while the invoice is still not paid.
  const refunded = invoice.refundedPayments.at(-1);
  if (refunded) return <p className="notice notice--warning" role="status">{INVOICE_REFUND_MESSAGES.toPayer(refunded, invoice.businessName)}</p>;
  if (invoice.status === 'cancelled') {
    return (
      <p className="notice" role="status">
        {invoice.businessName} cancelled this invoice: nothing is owed on it.
      </p>
    );
  }
  if (cancelledPayment) return <p className="notice notice--warning" role="status">{INVOICE_PAYMENT_MESSAGES.cancelledPayment}</p>;
  return null;
}

export function PayInvoicePage() {
  const parsed = invoicePayParamsSchema.safeParse(useParams());
  const link = parsed.success ? parsed.data : { invoiceId: '', key: '' };
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get('session_id') ?? '';
  const invoice = usePayableInvoice(link, parsed.success);
  const start = useStartInvoicePayment(link);
  const confirm = useConfirmInvoicePayment(link);
  const data = invoice.data;
  useDocumentTitle(data ? `Invoice ${data.invoiceNumber}` : 'Pay an Invoice');

  // Back from the payment page: confirm once, then drop the session from the address (a reload
  // shows the invoice as it stands).
  const confirmedSession = useRef('');
  useEffect(() => {
    if (!parsed.success || sessionId === '' || confirmedSession.current === sessionId) return;
    confirmedSession.current = sessionId;
    confirm.mutate(sessionId, {
      onSettled: () =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('session_id');
            return next;
          },
          { replace: true },
        ),
    });
  }, [parsed.success, sessionId, confirm, setSearch]);

  if (!parsed.success) return <NotFound />;
  if (invoice.isPending) {
    return (
      <div className="container page page--narrow">
        <h1 className="visually-hidden">Pay an Invoice</h1>
        <LoadingPanel label="Loading the invoice..." />
      </div>
    );
  }
  if (invoice.isError || !data) {
    if (isApiError(invoice.error, 404) || isApiError(invoice.error, 400)) return <NotFound />;
    return (
      <div className="container page page--narrow">
        <div className="status-panel status-panel--error" role="alert">
          <h1 className="status-panel__title">The invoice could not be loaded</h1>
          <button type="button" className="button button--ghost button--small" onClick={() => void invoice.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const unconfirmed = confirm.isSuccess && confirm.data.payment === 'processing';
  return (
    <div className="container page page--narrow pay-invoice">
      <p className="pay-invoice__from">Invoice from {data.businessName}</p>
      <h1 className="pay-invoice__title">
        Invoice {data.invoiceNumber}{' '}
        <span className={`pay-invoice__status pay-invoice__status--${data.status}`}>{STATUS_LABELS[data.status]}</span>
      </h1>
      <PaymentNotice
        invoice={data}
        cancelledPayment={search.get('payment') === 'cancelled'}
        confirming={confirm.isPending}
        unconfirmed={unconfirmed}
      />
      <section className="card pay-invoice__bill" aria-label="Invoice details">
        <dl className="pay-invoice__facts">
          <div>
            <dt>Billed to</dt>
            <dd>{data.customerName}</dd>
          </div>
          <div>
            <dt>Issued</dt>
            <dd>{formatCalendarDate(data.dateIssued)}</dd>
          </div>
          <div>
            <dt>Due</dt>
            <dd>{formatCalendarDate(data.dateDue)}</dd>
          </div>
        </dl>
        <InvoiceLines invoice={data} />
        {data.terms && <p className="pay-invoice__terms">Terms: {data.terms}</p>}
      </section>
      {data.payable && (
        <div className="pay-invoice__pay">
          {start.isError && (
            <p className="inline-error" role="alert">
              {isApiError(start.error, 409) ? INVOICE_PAYMENT_MESSAGES.notPayable : INVOICE_PAYMENT_MESSAGES.startFailed}
            </p>
          )}
          <button
            type="button"
            className="button button--primary pay-invoice__button"
            disabled={start.isPending || start.isSuccess || confirm.isPending}
            onClick={() => start.mutate()}
          >
            {start.isPending || start.isSuccess ? 'Opening the payment page...' : `Pay ${formatUsd(data.amountCents)} by card`}
          </button>
          <p className="pay-invoice__note">
            You pay on a secure payment page; {data.businessName} is told as soon as the payment goes through.
          </p>
        </div>
      )}
    </div>
  );
}
