// One rental request: what and for whom (with the phone and e-mail to reach them), status, period,
// request time, price, delivery address, what was booked with it (add-ons, delivery window), the
// swaps the customer asked for, its
// stage (the status badge) and timeline, and the actions its status and date allow.
import { useId } from 'react';
import { formatUsd } from '../../../../../shared/money';
import { deliveryWindowLabel } from '../../../../../shared/order-wording';
import type { ProviderRentalAction } from '../../../../../shared/schemas/provider-portal';
import type { Rental } from '../../../../../shared/schemas/rental';
import { formatPhone, phoneHref } from '../../../lib/phone-number';
import { addressLines, rentalStatusLabel, rentalTitle } from '../../../lib/rental-display';
import { deliverableLater, rentalActionsOf } from './rental-request-filters';
import { actionWording, addOnsText, cancellationNote, deliverableFromText, formatRequestedAt, rentalPeriodText } from './rental-request-display';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { RentalTimeline } from '../../../components/rental-timeline';
import { finalChargeStatus } from './final-charge-status';

interface RentalRequestCardProps {
  rental: Rental;
  /** Today's calendar date at the delivery address (deliveryToday). */
  today: string;
  onAction: (rental: Rental, action: ProviderRentalAction) => void;
}

export function RentalRequestCard({ rental, today, onAction }: RentalRequestCardProps) {
  const titleId = useId();
  const actions = rentalActionsOf(rental, today);
  const later = deliverableLater(rental, today);
  const [street, place] = addressLines(rental.deliveryAddress);
  // The window the provider promised when scheduling it, else the one the customer asked for at checkout.
  const window = rental.deliveryTimeWindow ?? deliveryWindowLabel(rental.addOns);
  const note = cancellationNote(rental);
  // The swaps the customer asked for and the truck still has to make (a done or cancelled one is not planned).
  const requestedSwaps = (rental.swaps ?? []).filter((swap) => swap.status === 'requested');
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
              {rental.customerEmail && (
                <>
                  {' · '}
                  <a href={`mailto:${rental.customerEmail}`}>{rental.customerEmail}</a>
                </>
              )}
            </p>
          </div>
          <div className="rental-request__state">
            <StatusBadge kind="rental" status={rental.status}>
              <span className="visually-hidden">Status: </span>
              {rentalStatusLabel(rental.status)}
            </StatusBadge>
            {note && <p className="rental-request__note">{note}</p>}
          </div>
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
          {window && (
            <div>
              <dt>Delivery window</dt>
              <dd>{window}</dd>
            </div>
          )}
          <div>
            <dt>Add-ons</dt>
            <dd>{addOnsText(rental)}</dd>
          </div>
          {rental.requestedPickupDate && (
            <div>
              <dt>Pickup requested for</dt>
              <dd>{formatCalendarDate(rental.requestedPickupDate)}</dd>
            </div>
          )}
          {rental.finalBilling && (
            <div>
              <dt>Final charge</dt>
              <dd>{finalChargeStatus(rental.finalBilling)}</dd>
            </div>
          )}
          {requestedSwaps.length > 0 && (
            <div>
              <dt>Swaps requested</dt>
              <dd>
                <ul className="rental-request__swaps">
                  {requestedSwaps.map((swap) => (
                    <li key={swap.swapId}>
                      {formatCalendarDate(swap.date)} · {formatUsd(swap.feeCents)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
        <details className="rental-request__timeline">
          <summary>Timeline</summary>
          <RentalTimeline rental={rental} reader="provider" label={`Timeline of ${rental.customerName}'s ${rentalTitle(rental)} rental`} />
        </details>
        {(actions.length > 0 || later) && (
          <div className="rental-request__actions">
            {later && <p className="rental-request__later">{deliverableFromText(rental)}</p>}
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={`button button--small ${action === 'reject' ? 'button--ghost' : 'button--primary'}`}
                aria-describedby={titleId}
                onClick={() => onAction(rental, action)}
              >
                {actionWording(action, rental).button}
              </button>
            ))}
          </div>
        )}
      </article>
    </li>
  );
}
