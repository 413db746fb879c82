// The facts of one rental in three sections (what, when and where, payment): the order page, the
// manage-link page and the printable confirmation show them, the first two under one header.
import { formatUsd } from '../../../../shared/money';
import { lengthLabel } from '../../../../shared/pricing';
import { daysBetween } from '../../../../shared/rental-dates';
import { PAYMENT_STATUS_LABELS, refundedCents } from '../../../../shared/payment-status';
import { isAwaitingProvider, RENT_REQUEST_WORDING } from '../../../../shared/order-wording';
import { rentalEta } from '../../../../shared/rental-eta';
import type { Rental } from '../../../../shared/schemas/rental';
import { formatCalendarDate } from '../../lib/calendar-date';
import { addressLines, orderNumber, orderStatusLabel, paymentMethodLabel, rentalTitle } from '../../lib/rental-display';
import { StatusBadge } from '../../components/status-badge';


/** "Order #A1B2C3D4" with the status badge: the top of the order page and of the manage-link page. */
export function OrderHeader({ rental }: { rental: Rental }) {
  return (
    <div className="order-header">
      <h1>Order #{orderNumber(rental.rentalId)}</h1>
      <StatusBadge kind="rental" status={rental.status}>
        <span className="visually-hidden">Status: </span>
        {orderStatusLabel(rental)}
      </StatusBadge>
    </div>
  );
}

/** Still to be delivered: not cancelled, and not done (a completed rental has come and gone). */
const isArriving = (rental: Rental) => rental.status !== 'cancelled' && rental.status !== 'completed';

/** "3 extra days (booked pickup Dec 6, 2026)". */
function extendedLabel(extensions: NonNullable<Rental['extensions']>): string {
  const days = extensions.reduce((sum, extension) => sum + extension.extraDays, 0);
  return `${days} extra ${days === 1 ? 'day' : 'days'} (booked pickup ${formatCalendarDate(extensions[0]!.fromEndDate)})`;
}

export function RentalDetails({ rental }: { rental: Rental }) {
  const [street, place] = addressLines(rental.deliveryAddress);
  const refunded = refundedCents(rental);
  const awaiting = isAwaitingProvider(rental);
  return (
    <div className="order-sections">
      <section className="card order-section" aria-labelledby="rental-what">
        <h2 id="rental-what">Rental Details</h2>
        <dl className="order-facts">
          <div><dt>Dumpster</dt><dd>{rentalTitle(rental)}</dd></div>
          <div><dt>Provider</dt><dd>{rental.providerName}</dd></div>
          {/* From the dates, so a rental kept longer shows the days it now runs. */}
          <div><dt>Rental length</dt><dd>{lengthLabel(daysBetween(rental.startDate, rental.endDate))}</dd></div>
        </dl>
      </section>
      <section className="card order-section" aria-labelledby="rental-when">
        <h2 id="rental-when">Delivery Details</h2>
        <dl className="order-facts">
          <div><dt>Delivery date</dt><dd>{formatCalendarDate(rental.startDate)}</dd></div>
          <div><dt>Pickup date</dt><dd>{formatCalendarDate(rental.endDate)}</dd></div>
          {/* Kept longer ('Keep it longer'): the added days and the pickup date booked first. */}
          {rental.extensions && rental.extensions.length > 0 && (
            <div><dt>Extended</dt><dd>{extendedLabel(rental.extensions)}</dd></div>
          )}
          {/* A cancelled order (a declined request included) is not arriving. */}
          {/* From the booked date and window (shared/rental-eta.ts), not what an older message stored. */}
          {isArriving(rental) && <div><dt>Estimated arrival</dt><dd>{rentalEta(rental)}</dd></div>}
          <div><dt>Delivery address</dt><dd><span>{street}</span><br /><span>{place}</span></dd></div>
        </dl>
      </section>
      <section className="card order-section" aria-labelledby="rental-payment">
        <h2 id="rental-payment">Payment Details</h2>
        <dl className="order-facts">
          <div><dt>{awaiting ? 'Price quoted' : 'Total'}</dt><dd>{formatUsd(rental.totalPriceCents)}</dd></div>
          {awaiting ? (
            <>
              <div><dt>Payment</dt><dd>{RENT_REQUEST_WORDING.notPaid}</dd></div>
              <div><dt>How it is paid</dt><dd>{RENT_REQUEST_WORDING.howPaid(rental.providerName)}</dd></div>
            </>
          ) : (
            <>
              <div><dt>Payment method</dt><dd>{paymentMethodLabel(rental.paymentMethod)}</dd></div>
              <div><dt>Payment status</dt><dd><StatusBadge kind="payment" status={rental.paymentStatus}>{PAYMENT_STATUS_LABELS[rental.paymentStatus]}</StatusBadge></dd></div>
            </>
          )}
          {refunded > 0 && <div><dt>Refunded</dt><dd>{formatUsd(refunded)}</dd></div>}
        </dl>
      </section>
    </div>
  );
}
