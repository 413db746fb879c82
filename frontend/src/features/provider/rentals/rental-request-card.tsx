// One rental request: what and for whom, status, period, request time, price, delivery address,
// and the actions its status allows.
import { useId } from 'react';
import { formatUsd } from '../../../../../shared/money';
import { rentalStatusTone } from '../../../../../shared/rental-status';
import type { ProviderRentalAction } from '../../../../../shared/schemas/provider-portal';
import type { Rental } from '../../../../../shared/schemas/rental';
import { formatPhone, phoneHref } from '../../../lib/phone-number';
import { addressLines, rentalStatusLabel, rentalTitle } from '../../../lib/rental-display';
import { rentalActionsOf } from './rental-request-filters';
import { ACTION_WORDING, formatRequestedAt, rentalPeriodText } from './rental-request-display';

interface RentalRequestCardProps {
  rental: Rental;
  onAction: (rental: Rental, action: ProviderRentalAction) => void;
}

export function RentalRequestCard({ rental, onAction }: RentalRequestCardProps) {
  const titleId = useId();
  const actions = rentalActionsOf(rental.status);
  const [street, place] = addressLines(rental.deliveryAddress);
  return (
    <li>
      <article className="card rental-request" aria-labelledby={titleId}>
        <header className="rental-request__head">
          <div>
            <h2 id={titleId} className="rental-request__title">
              {rentalTitle(rental)}
            </h2>
            <p className="rental-request__customer">
              {rental.customerName}
              {rental.customerPhone && (
                <>
                  {' · '}
                  <a href={phoneHref(rental.customerPhone)}>{formatPhone(rental.customerPhone)}</a>
                </>
              )}
            </p>
          </div>
          <span className={`rental-status rental-status--${rentalStatusTone(rental.status)}`}>
            <span className="visually-hidden">Status: </span>
            {rentalStatusLabel(rental.status)}
          </span>
        </header>
        <dl className="rental-request__facts">
          <div>
            <dt>Rental period</dt>
            <dd>{rentalPeriodText(rental)}</dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>
              <time dateTime={rental.createdAt}>{formatRequestedAt(rental.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Total price</dt>
            <dd className="rental-request__price">{formatUsd(rental.totalPriceCents)}</dd>
          </div>
          <div>
            <dt>Delivery address</dt>
            <dd>
              {street}
              <br />
              {place}
            </dd>
          </div>
        </dl>
        {actions.length > 0 && (
          <div className="rental-request__actions">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={`button button--small ${action === 'reject' ? 'button--ghost' : 'button--primary'}`}
                aria-describedby={titleId}
                onClick={() => onAction(rental, action)}
              >
                {ACTION_WORDING[action].button}
              </button>
            ))}
          </div>
        )}
      </article>
    </li>
  );
}
