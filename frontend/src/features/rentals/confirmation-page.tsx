// /confirmation/:id (customers): a printable confirmation of one rental: order number, what,
// when, where, total and how to reach the provider.
import { Link, useParams } from 'react-router-dom';
import { SITE_CONTACT } from '../../../../shared/constants';
import { isAwaitingProvider } from '../../../../shared/order-wording';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatTimestampDate } from '../../lib/calendar-date';
import { orderNumber, orderStatusLabel } from '../../lib/rental-display';
import { ProviderPhoneText } from './provider-contact';
import { useRental } from './rental-api';
import { RentalDetails } from './rental-details';
import { RentalLoadError } from './rental-load-error';
import '../../styles/order.css';
import './rentals.css';

function BackToHistory() {
  return (
    <Link to="/customer/history" className="link-inline back-link no-print">
      ← Back to Rental History
    </Link>
  );
}

export function ConfirmationPage() {
  const { id = '' } = useParams();
  const rental = useRental(id);
  const data = rental.data;
  useDocumentTitle(data ? `Confirmation ${orderNumber(data.rentalId)}` : 'Rental Confirmation');

  if (rental.isPending) {
    return (
      <div className="container page page--narrow">
        <h1 className="visually-hidden">Rental Confirmation</h1>
        <LoadingPanel label="Loading your confirmation..." />
      </div>
    );
  }
  if (rental.isError || !data) {
    return (
      <div className="container page page--narrow">
        <BackToHistory />
        <RentalLoadError error={rental.error} onRetry={() => void rental.refetch()} />
      </div>
    );
  }

  return (
    <div className="container page">
      <BackToHistory />
      <div className="order-header">
        {/* A request the provider has not answered is not confirmed: it says so. */}
        <h1>{isAwaitingProvider(data) ? 'Rental Request' : 'Rental Confirmation'}</h1>
      </div>
      <dl className="order-facts card order-section">
        <div><dt>Order number</dt><dd>{orderNumber(data.rentalId)}</dd></div>
        <div><dt>Status</dt><dd>{orderStatusLabel(data)}</dd></div>
        <div><dt>Booked on</dt><dd>{formatTimestampDate(data.createdAt)}</dd></div>
        <div><dt>Booked by</dt><dd>{data.customerName || '—'}</dd></div>
      </dl>
      <RentalDetails rental={data} />
      <section className="card order-section order-actions" aria-labelledby="confirmation-contact">
        <h2 id="confirmation-contact">Provider Contact</h2>
        <dl className="order-facts">
          <div><dt>Provider</dt><dd>{data.providerName}</dd></div>
          <div><dt>Phone</dt><dd><ProviderPhoneText rental={data} /></dd></div>
          <div><dt>Questions</dt><dd>{SITE_CONTACT.name} support, <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a></dd></div>
        </dl>
      </section>
      <div className="button-row order-actions no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print Confirmation
        </button>
        <Link to={`/rental/${encodeURIComponent(data.rentalId)}`} className="button button--ghost">
          View Order Details
        </Link>
        <Link to="/customer/history" className="button button--ghost">
          View Rental History
        </Link>
      </div>
    </div>
  );
}
