// /customer/history: the customer's rentals, newest first, each linking to its order page.
import { Link } from 'react-router-dom';
import type { Rental } from '../../../../shared/schemas/rental';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useCustomerRentals } from './account-api';
import { orderStatusLabel, rentalTitle } from '../../lib/rental-display';
import { StatusBadge } from '../../components/status-badge';
import './account.css';

function RentalRow({ rental }: { rental: Rental }) {
  const title = rentalTitle(rental);
  return (
    <li className="rental-row card">
      <div className="rental-row__main">
        <h2 className="rental-row__title">
          <Link to={`/rental/${encodeURIComponent(rental.rentalId)}`}>{title}</Link>
        </h2>
        <p className="rental-row__provider">{rental.providerName}</p>
        <p className="rental-row__dates">
          {formatCalendarDate(rental.startDate)} – {formatCalendarDate(rental.endDate)}
        </p>
      </div>
      <StatusBadge kind="rental" status={rental.status}>
        <span className="visually-hidden">Status: </span>
        {orderStatusLabel(rental)}
      </StatusBadge>
    </li>
  );
}

export function CustomerHistoryPage() {
  useDocumentTitle('Rental History');
  const rentals = useCustomerRentals();

  return (
    <div className="container page page--narrow">
      <Link to="/customer/dashboard" className="back-link">
        ← Back to Dashboard
      </Link>
      <h1>Rental History</h1>
      {rentals.isPending ? (
        <LoadingPanel label="Loading your rentals..." />
      ) : rentals.isError ? (
        <MessagePanel title="We could not load your rentals." tone="error">
          <p>{rentals.error.message}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void rentals.refetch()}>
            Try again
          </button>
        </MessagePanel>
      ) : rentals.data.rentals.length === 0 ? (
        <MessagePanel title="No rentals yet">
          <p>When you book a dumpster, it will show up here.</p>
          <Link to="/search" className="button button--primary">
            Find a Dumpster
          </Link>
        </MessagePanel>
      ) : (
        <ul className="rental-list" aria-label="Your rentals">
          {rentals.data.rentals.map((rental) => (
            <RentalRow key={rental.rentalId} rental={rental} />
          ))}
        </ul>
      )}
    </div>
  );
}
