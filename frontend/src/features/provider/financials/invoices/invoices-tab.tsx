// The Invoices tab: every invoice, newest first, a page at a time, filtered by status and searched
// by number or customer on the server, with Send Reminder and Mark Paid on those still owed.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../../../shared/money';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '../../../../../../shared/schemas/financials';
import { LoadMore } from '../../../../components/load-more';
import { SearchBox } from '../../../../components/search-box';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useListSearch } from '../../../../lib/list-search';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { useInvoices } from '../financials-api';
import { actionFailure } from './invoice-action-failure';
import { canMarkPaid, canSend, INVOICE_STATUS_LABELS, invoicePagePath } from './invoice-display';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { MarkPaidDialog } from './mark-paid-dialog';
import { useInvoiceEmail } from './use-invoice-email';
import './invoices.css';

type Notice = { tone: 'success' | 'error'; text: string };

function InvoiceRow({ invoice, busy, onRemind, onPay }: { invoice: Invoice; busy: boolean; onRemind: () => void; onPay: () => void }) {
  const owed = canMarkPaid(invoice.status);
  return (
    <tr>
      <th scope="row" data-label="Invoice">
        <Link to={invoicePagePath(invoice.invoiceId)} className="link-inline">
          {invoice.invoiceNumber}
        </Link>
      </th>
      <td data-label="Customer">{invoice.customer.name}</td>
      <td data-label="Issued">{formatCalendarDate(invoice.dateIssued)}</td>
      <td data-label="Due">{formatCalendarDate(invoice.dateDue)}</td>
      <td data-label="Amount" className="financial-table__money">
        {formatUsd(invoice.amountCents)}
      </td>
      <td data-label="Status">
        <InvoiceStatusBadge status={invoice.status} />
      </td>
      <td data-label="Actions">
        {owed ? (
          <div className="financial-table__actions">
            {canSend(invoice.status) && (
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy}
                aria-label={`Send Reminder for ${invoice.invoiceNumber}`}
                onClick={onRemind}
              >
                {busy ? 'Sending...' : 'Send Reminder'}
              </button>
            )}
            <button type="button" className="button button--primary button--small" aria-label={`Mark Paid for ${invoice.invoiceNumber}`} onClick={onPay}>
              Mark Paid
            </button>
          </div>
        ) : (
          <span className="visually-hidden">None</span>
        )}
      </td>
    </tr>
  );
}

/** The status select and the search box; both go to the server, and a change starts the list again. */
function InvoiceFilters({ status, onStatus, typed, onTyped }: { status: InvoiceStatus | ''; onStatus: (status: InvoiceStatus | '') => void; typed: string; onTyped: (text: string) => void }) {
  const statusId = useId();
  return (
    <div className="financial-list__head financial-list__filters">
      <div className="financial-list__status">
        <label htmlFor={statusId} className="visually-hidden">
          Invoice status
        </label>
        <select id={statusId} className="select-input" value={status} onChange={(event) => onStatus(event.target.value as InvoiceStatus | '')}>
          <option value="">All statuses</option>
          {INVOICE_STATUSES.map((option) => (
            <option key={option} value={option}>
              {INVOICE_STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <SearchBox className="financial-list__search" label="Search invoices" placeholder="Search by number, customer or e-mail..." value={typed} onChange={onTyped} />
    </div>
  );
}

export function InvoicesTab() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [typed, setTyped] = useState('');
  const search = useListSearch(typed);
  const invoices = useInvoices({ ...(status ? { status } : {}), ...(search ? { search } : {}) });
  const [notice, setNotice] = useState<Notice>();
  const [paying, setPaying] = useState<Invoice>();
  const email = useInvoiceEmail((text) => setNotice({ tone: 'success', text }));
  const filters = <InvoiceFilters status={status} onStatus={setStatus} typed={typed} onTyped={setTyped} />;

  if (invoices.isPending) return <LoadingPanel label="Loading invoices..." />;
  if (invoices.isError && !invoices.data) {
    return (
      <MessagePanel title="Failed to load invoices." tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void invoices.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const list = invoices.data.pages.flatMap((page) => page.invoices);
  if (list.length === 0 && (status || search)) {
    return (
      <div className="financial-list">
        {filters}
        <MessagePanel title="No invoices match">
          <p>Try another status or different keywords.</p>
        </MessagePanel>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <MessagePanel title="No invoices yet">
        <p>Invoices you create appear here.</p>
        <Link to="/provider/financials/new-invoice" className="button button--primary button--small">
          Create Invoice
        </Link>
      </MessagePanel>
    );
  }
  const sendingId = email.isPending ? email.variables?.invoice.invoiceId : undefined;
  return (
    <div className="financial-list">
      {filters}
      {notice && (
        <p className={notice.tone === 'success' ? 'notice notice--success' : 'inline-error'} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <table className="financial-table">
        <caption className="visually-hidden">Invoices, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Customer</th>
            <th scope="col">Issued</th>
            <th scope="col">Due</th>
            <th scope="col" className="financial-table__money">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.map((invoice) => (
            <InvoiceRow
              key={invoice.invoiceId}
              invoice={invoice}
              busy={sendingId === invoice.invoiceId}
              onRemind={() => {
                setNotice(undefined);
                email.mutate(
                  { invoice, kind: 'reminder' },
                  { onError: (error) => setNotice({ tone: 'error', text: actionFailure(error, 'The reminder could not be sent. Please try again.') }) },
                );
              }}
              onPay={() => {
                setNotice(undefined);
                setPaying(invoice);
              }}
            />
          ))}
        </tbody>
      </table>
      <LoadMore query={invoices} shown={list.length} itemsName="invoices" />
      {paying && (
        <MarkPaidDialog
          invoice={paying}
          onClose={() => setPaying(undefined)}
          onDone={(paid) => {
            setPaying(undefined);
            setNotice({ tone: 'success', text: `${paid.invoiceNumber} marked as paid` });
          }}
        />
      )}
    </div>
  );
}
