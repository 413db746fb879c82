// /checkout-success?session_id=..: where the payment provider sends the customer back. Asks the
// server for the session's outcome (again a few times while the payment is still processing) and
// shows the order, an error, or that no order was found.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatUsd } from '../../../../shared/money';
import { CHECKOUT_MESSAGES, DELIVERY_WINDOW_LABELS, type DeliveryWindow } from '../../../../shared/schemas/checkout';
import type { Rental } from '../../../../shared/schemas/rental';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { formatCalendarDate } from '../../lib/calendar-date';
import { addressLines, orderNumber, paymentMethodLabel, rentalStatusLabel, rentalTitle } from '../../lib/rental-display';
import { CHECKOUT_ADD_ON_LABELS, CHECKOUT_ADD_ONS } from './checkout-add-ons';
import { useCheckoutSessionStatus } from './checkout-api';
import { clearCheckoutDrafts } from './checkout-draft';
import { CheckoutSteps } from './checkout-steps';

function ErrorView({ sessionId, detail }: { sessionId: string; detail?: string }) {
  return (
    <div className="status-panel status-panel--error" role="alert">
      <h1 className="status-panel__title">Error Processing Order</h1>
      <p>Your payment may have been processed, but we couldn&apos;t complete your order.</p>
      {detail && <p>{detail}</p>}
      <p>
        Please contact support with your session ID: <code className="checkout-session-id">{sessionId}</code>
      </p>
      <Link to="/search" className="button button--primary">
        Return to Search
      </Link>
    </div>
  );
}

function NotFoundView() {
  return (
    <div className="status-panel" role="status">
      <h1 className="status-panel__title">Order Details Not Found</h1>
      <p>We could not find an order for this payment.</p>
      <Link to="/search" className="button button--primary">
        Return to Search
      </Link>
    </div>
  );
}

/** A new paid order reads as Confirmed, whatever state the provider has not yet moved it from. */
function displayStatus(rental: Rental): string {
  if (rental.paymentStatus === 'paid' && (rental.status === 'pending' || rental.status === 'confirmed')) return 'Confirmed';
  return rentalStatusLabel(rental.status);
}

function SuccessView({ rental }: { rental: Rental }) {
  // The order is in: the form kept for a retried payment is no longer needed.
  useEffect(() => clearCheckoutDrafts(), []);
  const [street, place] = addressLines(rental.deliveryAddress);
  const window = rental.addOns.preferredTimeWindow;
  const addOns = CHECKOUT_ADD_ONS.filter((addOn) => rental.addOns[addOn] === true);
  return (
    <>
      <div className="order-banner" role="status">
        <h1 className="order-banner__title">Order Complete!</h1>
        <p>Thank you. Your dumpster rental is booked and a confirmation is on its way to {rental.customerEmail || 'you'}.</p>
      </div>
      <div className="order-sections">
        <section className="card order-section" aria-labelledby="success-rental">
          <h2 id="success-rental">Rental Details</h2>
          <dl className="order-facts">
            <div><dt>Order number</dt><dd>{orderNumber(rental.rentalId)}</dd></div>
            <div><dt>Dumpster</dt><dd>{rentalTitle(rental)}</dd></div>
            <div><dt>Provider</dt><dd>{rental.providerName}</dd></div>
            <div><dt>Status</dt><dd><span className="rental-status rental-status--grey">{displayStatus(rental)}</span></dd></div>
            {addOns.length > 0 && (
              <div><dt>Add-ons</dt><dd>{addOns.map((addOn) => CHECKOUT_ADD_ON_LABELS[addOn]).join(', ')}</dd></div>
            )}
          </dl>
        </section>
        <section className="card order-section" aria-labelledby="success-delivery">
          <h2 id="success-delivery">Delivery Details</h2>
          <dl className="order-facts">
            <div><dt>Delivery date</dt><dd>{formatCalendarDate(rental.startDate)}</dd></div>
            <div><dt>Pickup date</dt><dd>{formatCalendarDate(rental.endDate)}</dd></div>
            {typeof window === 'string' && window in DELIVERY_WINDOW_LABELS && (
              <div><dt>Time window</dt><dd>{DELIVERY_WINDOW_LABELS[window as DeliveryWindow]}</dd></div>
            )}
            <div><dt>Address</dt><dd><span>{street}</span><br /><span>{place}</span></dd></div>
          </dl>
        </section>
        <section className="card order-section" aria-labelledby="success-payment">
          <h2 id="success-payment">Payment Details</h2>
          <dl className="order-facts">
            <div><dt>Total paid</dt><dd>{formatUsd(rental.totalPriceCents)}</dd></div>
            <div><dt>Payment method</dt><dd>{paymentMethodLabel(rental.paymentMethod)}</dd></div>
          </dl>
        </section>
      </div>
      <div className="button-row order-actions">
        <Link to={`/confirmation/${encodeURIComponent(rental.rentalId)}`} className="button button--primary">
          View Confirmation
        </Link>
        <Link to="/customer/history" className="button button--ghost">
          View Rental History
        </Link>
      </div>
    </>
  );
}

function SuccessBody({ sessionId }: { sessionId: string }) {
  const { query: status, gaveUp } = useCheckoutSessionStatus(sessionId);
  if (status.isPending) {
    return (
      <>
        <h1 className="visually-hidden">Order status</h1>
        <LoadingPanel label="Processing Your Order" />
      </>
    );
  }
  if (status.isError) {
    if (isApiError(status.error, 404)) return <NotFoundView />;
    return <ErrorView sessionId={sessionId} detail={status.error.message || CHECKOUT_MESSAGES.sessionVerifyFailed} />;
  }
  const { data } = status;
  if (data.status === 'processing') {
    return (
      <>
        <h1 className="visually-hidden">Order status</h1>
        <LoadingPanel label="Processing Your Order" />
        {gaveUp && (
          <p className="checkout-slow">
            Your payment is still being confirmed. The order will appear in your{' '}
            <Link to="/customer/history" className="link-inline">rental history</Link> once it is.
          </p>
        )}
      </>
    );
  }
  if (data.status === 'failed') return <ErrorView sessionId={sessionId} />;
  if (data.status === 'notFound' || !data.rental) return <NotFoundView />;
  return <SuccessView rental={data.rental} />;
}

export function CheckoutSuccessPage() {
  useDocumentTitle('Order Status');
  const [searchParams] = useSearchParams();
  const sessionId = (searchParams.get('session_id') ?? '').trim();
  return (
    <div className="container page">
      <CheckoutSteps current={3} />
      {sessionId ? (
        <SuccessBody sessionId={sessionId} />
      ) : (
        <div className="status-panel status-panel--error" role="alert">
          <h1 className="status-panel__title">{CHECKOUT_MESSAGES.sessionIdMissing}</h1>
          <Link to="/search" className="button button--primary">
            Return to Search
          </Link>
        </div>
      )}
    </div>
  );
}
