// /checkout-success?session_id=..&return_token=..: where the payment provider sends the customer
// back. Asks the server for the session's outcome with the return token (again a few times while
// the payment is still processing) and shows the order, an error, or that no order was found. The
// progress steps say 'done' only for a recorded order. The order and its manage link come only with
// the token this browser was sent back with: a page opened from a copied address without it says
// the payment went through and where the link is. A guest has no rental history: their way back to
// the order is its manage link (also in the order e-mail); the customer who booked it signed in
// gets their account's pages.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { linkKeySchema } from '../../../../shared/link-key';
import { formatUsd } from '../../../../shared/money';
import { addOnLabels, deliveryWindowLabel } from '../../../../shared/order-wording';
import { CHECKOUT_MESSAGES, CHECKOUT_RETURN_TOKEN_PARAM } from '../../../../shared/schemas/checkout';
import type { Rental } from '../../../../shared/schemas/rental';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { formatCalendarDate } from '../../lib/calendar-date';
import { addressLines, orderNumber, orderStatusLabel, paymentMethodLabel, rentalTitle } from '../../lib/rental-display';
import { useSession } from '../../lib/session';
import { useCheckoutSessionStatus } from './checkout-api';
import { clearCheckoutDrafts } from './checkout-draft';
import { CheckoutSteps } from './checkout-steps';
import { StatusBadge } from '../../components/status-badge';
import '../../styles/order.css';
import './checkout.css';

/** Step 2 (payment) stays current until the order is recorded: nothing is marked done early. */
const PaymentStep = () => <CheckoutSteps current={2} />;

function ErrorView({ sessionId, detail }: { sessionId: string; detail?: string }) {
  return (
    <>
      <PaymentStep />
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
    </>
  );
}

/** Paid after the unit hold lapsed and the unit was booked meanwhile: refunded in full. */
function RefundedView({ message, amountCents }: { message?: string; amountCents?: number }) {
  return (
    <>
      <PaymentStep />
      <div className="status-panel status-panel--error" role="alert">
        <h1 className="status-panel__title">Dumpster No Longer Available</h1>
        <p>{message}</p>
        {amountCents !== undefined && <p>Refunded: {formatUsd(amountCents)}</p>}
        <Link to="/search" className="button button--primary">
          Search Again
        </Link>
      </div>
    </>
  );
}

/** Paid and booked, asked without this browser's return token: no order details to show here. */
function BookedView() {
  const { user } = useSession();
  return (
    <>
      <CheckoutSteps current={3} />
      <div className="status-panel" role="status">
        <h1 className="status-panel__title">Payment Received</h1>
        <p>Your dumpster rental is booked. The confirmation e-mail has its details and the link to manage the order.</p>
        {user?.role === 'customer' ? (
          <Link to="/customer/history" className="button button--primary">
            View Rental History
          </Link>
        ) : (
          <Link to="/search" className="button button--primary">
            Return to Search
          </Link>
        )}
      </div>
    </>
  );
}

function NotFoundView() {
  return (
    <>
      <PaymentStep />
      <div className="status-panel" role="status">
        <h1 className="status-panel__title">Order Details Not Found</h1>
        <p>We could not find an order for this payment.</p>
        <Link to="/search" className="button button--primary">
          Return to Search
        </Link>
      </div>
    </>
  );
}

/** A new paid order reads as Confirmed, whatever state the provider has not yet moved it from. */
function displayStatus(rental: Rental): string {
  if (rental.paymentStatus === 'paid' && (rental.status === 'pending' || rental.status === 'confirmed')) return 'Confirmed';
  return orderStatusLabel(rental);
}

function OrderLinks({ rental, manageUrl }: { rental: Rental; manageUrl?: string }) {
  const { user } = useSession();
  if (user?.role === 'customer' && user.userId === rental.customerId) {
    return (
      <div className="button-row order-actions">
        <Link to={`/confirmation/${encodeURIComponent(rental.rentalId)}`} className="button button--primary">
          View Confirmation
        </Link>
        <Link to="/customer/history" className="button button--ghost">
          View Rental History
        </Link>
      </div>
    );
  }
  if (!manageUrl) return null;
  return (
    <div className="order-actions">
      <div className="button-row">
        <Link to={manageUrl} className="button button--primary">
          Manage Your Order
        </Link>
      </div>
      <p className="order-actions__note">
        The same link is in your confirmation e-mail: open it any time to see, print or cancel this order, or to add it to an account.
      </p>
    </div>
  );
}

function SuccessView({ rental, manageUrl }: { rental: Rental; manageUrl?: string }) {
  // The order is in: the form kept for a retried payment is no longer needed.
  useEffect(() => clearCheckoutDrafts(), []);
  const [street, place] = addressLines(rental.deliveryAddress);
  const window = deliveryWindowLabel(rental.addOns);
  const addOns = addOnLabels(rental.addOns);
  return (
    <>
      <CheckoutSteps current={3} />
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
            <div><dt>Status</dt><dd><StatusBadge kind="rental" status={rental.status} tone="neutral">{displayStatus(rental)}</StatusBadge></dd></div>
            {addOns.length > 0 && (
              <div><dt>Add-ons</dt><dd>{addOns.join(', ')}</dd></div>
            )}
          </dl>
        </section>
        <section className="card order-section" aria-labelledby="success-delivery">
          <h2 id="success-delivery">Delivery Details</h2>
          <dl className="order-facts">
            <div><dt>Delivery date</dt><dd>{formatCalendarDate(rental.startDate)}</dd></div>
            <div><dt>Pickup date</dt><dd>{formatCalendarDate(rental.endDate)}</dd></div>
            {window && <div><dt>Time window</dt><dd>{window}</dd></div>}
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
      <OrderLinks rental={rental} manageUrl={manageUrl} />
    </>
  );
}

function SuccessBody({ sessionId, returnToken }: { sessionId: string; returnToken?: string }) {
  const { query: status, gaveUp } = useCheckoutSessionStatus(sessionId, returnToken);
  if (status.isPending) {
    return (
      <>
        <PaymentStep />
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
        <PaymentStep />
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
  if (data.status === 'refunded') return <RefundedView message={data.message} amountCents={data.amountTotalCents} />;
  if (data.status === 'notFound') return <NotFoundView />;
  if (!data.rental) return <BookedView />;
  return <SuccessView rental={data.rental} manageUrl={data.manageUrl} />;
}

export function CheckoutSuccessPage() {
  useDocumentTitle('Order Status');
  const [searchParams] = useSearchParams();
  const sessionId = (searchParams.get('session_id') ?? '').trim();
  // A token cut short (a copied address) is no token: the page still says what became of the payment.
  const token = linkKeySchema.safeParse(searchParams.get(CHECKOUT_RETURN_TOKEN_PARAM));
  const returnToken = token.success ? token.data : undefined;
  return (
    <div className="container page">
      {sessionId ? (
        <SuccessBody sessionId={sessionId} returnToken={returnToken} />
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
