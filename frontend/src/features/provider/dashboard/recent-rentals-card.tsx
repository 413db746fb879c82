// The five newest rental requests, each with its status, linking on to the full list.
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../../shared/money';
import type { Rental } from '../../../../../shared/schemas/rental';
import { rentalStatusLabel, rentalTitle } from '../../../lib/rental-display';
import { rentalPeriodText } from '../rentals/rental-request-display';
import { StatusBadge } from '../../../components/status-badge';

export function RecentRentalsCard({ rentals }: { rentals: readonly Rental[] }) {
  return (
    <section className="card dashboard-panel" aria-labelledby="recent-rentals-title">
      <h2 id="recent-rentals-title" className="dashboard-card__title">
        Recent Rentals
      </h2>
      {rentals.length === 0 ? (
        <p className="dashboard-card__note">No rental requests yet. They appear here as soon as customers book.</p>
      ) : (
        <ul className="recent-rentals">
          {rentals.map((rental) => (
            <li key={rental.rentalId} className="recent-rental">
              <div className="recent-rental__main">
                <p className="recent-rental__customer">{rental.customerName}</p>
                <p className="recent-rental__what">
                  {rentalTitle(rental)} · {rentalPeriodText(rental)}
                </p>
              </div>
              <div className="recent-rental__side">
                <StatusBadge kind="rental" status={rental.status}>
                  <span className="visually-hidden">Status: </span>
                  {rentalStatusLabel(rental.status)}
                </StatusBadge>
                <span className="recent-rental__price">{formatUsd(rental.totalPriceCents)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to="/provider/rentals" className="button button--ghost button--small">
        View all rental requests
      </Link>
    </section>
  );
}
