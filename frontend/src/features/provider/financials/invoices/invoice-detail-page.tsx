// /provider/financials/invoice/:id: the invoice as issued (customer, dates, lines, total, notes,
// terms, payment, card payments refunded because the invoice changed meanwhile) and what can still
// be done with it, by status.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { invoicePayPath } from '../../../../../../shared/invoice-payment';
import { formatUsd } from '../../../../../../shared/money';
import { formatPhone } from '../../../../../../shared/phone';
import { FINANCIAL_MESSAGES as M, INVOICE_PAYMENT_METHOD_LABELS, type Invoice } from '../../../../../../shared/schemas/financials';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isApiError } from '../../../../lib/api-error';
import { formatCalendarDate, formatTimestampDate } from '../../../../lib/calendar-date';
import { downloadInvoicePdf, useInvoice } from '../financials-api';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { actionFailure } from './invoice-action-failure';
import { canCancel, canEdit, canMarkPaid, canSend, editInvoicePath, INVOICES_TAB_PATH } from './invoice-display';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { MarkPaidDialog } from './mark-paid-dialog';
import { RefundedPayments } from './refunded-payments';
import { useInvoiceEmail } from './use-invoice-email';
import '../financials.css';
import './invoices.css';

type Notice = { tone: 'success' | 'error'; text: string };

function InvoiceParties({ invoice }: { invoice: Invoice }) {
  const { customer } = invoice;
  return (
    <div className="invoice-sheet__parties">
      <section aria-labelledby="invoice-customer-title">
        <h2 id="invoice-customer-title" className="invoice-sheet__heading">
          Bill To
        </h2>
        <p className="invoice-sheet__name">{customer.name}</p>
        {customer.email && <p>{customer.email}</p>}
        {customer.phone && <p>{formatPhone(customer.phone)}</p>}
        {customer.address && <p>{customer.address}</p>}
      </section>
      <dl className="invoice-sheet__facts">
        <div>
          <dt>Issue date</dt>
          <dd>{formatCalendarDate(invoice.dateIssued)}</dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd>{formatCalendarDate(invoice.dateDue)}</dd>
        </div>
        {invoice.paymentDate && (
          <div>
            <dt>Paid on</dt>
            <dd>{formatCalendarDate(invoice.paymentDate)}</dd>
          </div>
        )}
        {invoice.paymentMethod && (
          <div>
            <dt>Payment method</dt>
            <dd>
              {INVOICE_PAYMENT_METHOD_LABELS[invoice.paymentMethod]}
              {invoice.paymentTransactionId && ' (paid online)'}
            </dd>
          </div>
        )}
        {invoice.payKey && (invoice.status === 'unpaid' || invoice.status === 'overdue') && (
          <div>
            <dt>Pay online</dt>
            <dd>
              {/* The link the invoice e-mails carry: the customer pays it by card, and it turns paid here. */}
              <a className="link-inline" href={invoicePayPath(invoice.invoiceId, invoice.payKey)} target="_blank" rel="noreferrer">
                Payment link
              </a>
            </dd>
          </div>
        )}
        {invoice.lastSentAt && (
          <div>
            <dt>Last sent</dt>
            <dd>
              {formatTimestampDate(invoice.lastSentAt)}
              {invoice.reminderCount > 0 && ` (${invoice.reminderCount} reminder${invoice.reminderCount === 1 ? '' : 's'})`}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function LineItemsTable({ invoice }: { invoice: Invoice }) {
  return (
    <table className="financial-table invoice-lines">
      <caption className="visually-hidden">Line items</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lineItems.map((item, index) => (
          <tr key={index}>
            <th scope="row" data-label="Description">
              {item.description}
            </th>
            <td data-label="Quantity">{item.quantity}</td>
            <td data-label="Unit price" className="financial-table__money">
              {formatUsd(item.unitPriceCents)}
            </td>
            <td data-label="Amount" className="financial-table__money">
              {formatUsd(item.quantity * item.unitPriceCents)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className="financial-table__money invoice-lines__total">{formatUsd(invoice.amountCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function InvoiceActions({ invoice, onNotice }: { invoice: Invoice; onNotice: (notice: Notice | undefined) => void }) {
  const [dialog, setDialog] = useState<'pay' | 'cancel'>();
  const [downloading, setDownloading] = useState(false);
  const email = useInvoiceEmail((text) => onNotice({ tone: 'success', text }));
  const sending = email.isPending ? email.variables?.kind : undefined;

  function send(kind: 'invoice' | 'reminder') {
    onNotice(undefined);
    email.mutate(
      { invoice, kind },
      { onError: (error) => onNotice({ tone: 'error', text: actionFailure(error, 'The e-mail could not be sent. Please try again.') }) },
    );
  }

  async function download() {
    onNotice(undefined);
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice.invoiceId, `${invoice.invoiceNumber}.pdf`);
    } catch {
      onNotice({ tone: 'error', text: 'The PDF could not be downloaded. Please try again.' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="invoice-actions" role="group" aria-label="Invoice actions">
      {canEdit(invoice.status) && (
        <Link to={editInvoicePath(invoice.invoiceId)} className="button button--ghost button--small">
          Edit
        </Link>
      )}
      <button type="button" className="button button--ghost button--small" disabled={downloading} onClick={() => void download()}>
        {downloading ? 'Downloading...' : 'Download PDF'}
      </button>
      {canSend(invoice.status) && (
        <>
          <button type="button" className="button button--ghost button--small" disabled={email.isPending} onClick={() => send('invoice')}>
            {sending === 'invoice' ? 'Sending...' : 'Send Email'}
          </button>
          <button type="button" className="button button--ghost button--small" disabled={email.isPending} onClick={() => send('reminder')}>
            {sending === 'reminder' ? 'Sending...' : 'Send Reminder'}
          </button>
        </>
      )}
      {canMarkPaid(invoice.status) && (
        <button type="button" className="button button--primary button--small" onClick={() => setDialog('pay')}>
          Mark as Paid
        </button>
      )}
      {canCancel(invoice.status) && (
        <button type="button" className="button button--danger button--small" onClick={() => setDialog('cancel')}>
          Cancel Invoice
        </button>
      )}
      {(downloading || email.isPending) && (
        <span className="visually-hidden" role="status">
          {downloading ? 'Downloading the PDF...' : 'Sending...'}
        </span>
      )}
      {dialog === 'pay' && (
        <MarkPaidDialog
          invoice={invoice}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            onNotice({ tone: 'success', text: M.invoiceMarkedPaid });
          }}
        />
      )}
      {dialog === 'cancel' && (
        <CancelInvoiceDialog
          invoice={invoice}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            onNotice({ tone: 'success', text: M.invoiceCancelled });
          }}
        />
      )}
    </div>
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const [notice, setNotice] = useState<Notice>();
  return (
    <>
      <div className="invoice-head">
        <h1>
          Invoice {invoice.invoiceNumber}
        </h1>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <InvoiceActions invoice={invoice} onNotice={setNotice} />
      {notice && (
        <p className={notice.tone === 'success' ? 'notice notice--success' : 'inline-error'} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <article className="card invoice-sheet" aria-label={`Invoice ${invoice.invoiceNumber}`}>
        <InvoiceParties invoice={invoice} />
        <LineItemsTable invoice={invoice} />
        <RefundedPayments invoice={invoice} />
        {(invoice.notes || invoice.terms) && (
          <div className="invoice-sheet__text">
            {invoice.notes && (
              <section aria-labelledby="invoice-notes-title">
                <h2 id="invoice-notes-title" className="invoice-sheet__heading">
                  Notes
                </h2>
                <p>{invoice.notes}</p>
              </section>
            )}
            {invoice.terms && (
              <section aria-labelledby="invoice-terms-title">
                <h2 id="invoice-terms-title" className="invoice-sheet__heading">
                  Terms
                </h2>
                <p>{invoice.terms}</p>
              </section>
            )}
          </div>
        )}
      </article>
    </>
  );
}

export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  useDocumentTitle(invoice.data ? `Invoice ${invoice.data.invoiceNumber}` : 'Invoice');

  let body;
  if (invoice.isPending) {
    body = <LoadingPanel label="Loading invoice..." />;
  } else if (invoice.isError) {
    body = isApiError(invoice.error, 404) ? (
      <MessagePanel title={M.invoiceNotFound} tone="error">
        <p>It may have been removed, or the link is wrong.</p>
        <Link to={INVOICES_TAB_PATH} className="button button--ghost button--small">
          Back to invoices
        </Link>
      </MessagePanel>
    ) : (
      <MessagePanel title={M.invoiceLoadFailed} tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void invoice.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  } else {
    body = <InvoiceView invoice={invoice.data} />;
  }
  return <div className="page invoice-detail">{body}</div>;
}
