// /order/:rentalId/:key: an order opened by its manage link (shared/order-link.ts), sent in the
// order's e-mails and texts. No sign-in needed: guests and texters see the order, reach the
// provider, print it, keep it longer (the payment page returns here with ?extension=) and cancel it
// here. A signed-in customer can add it to their rental history: a guest's order once their verified
// e-mail is the order's (order-claim.tsx), a texter's by the link.
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { SITE_CONTACT } from '../../../../shared/constants';
import { MESSAGES } from '../../../../shared/messages';
import { orderLinkParamsSchema, type OrderLinkParams } from '../../../../shared/order-link';
import type { Rental } from '../../../../shared/schemas/rental';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { loginRedirectPath } from '../../app/require-role';
import { useSession } from '../../lib/session';
import { orderNumber } from '../../lib/rental-display';
import { ContactProviderLink, isContactable } from './provider-contact';
import { OrderClaim } from './order-claim';
import { useOrderByLink } from './rental-api';
import { RentalCancellation } from './rental-cancellation';
import { ExtensionReturn, RentalExtension } from './rental-extension';
import { FinalCharge } from './final-charge';
import { OrderHeader, RentalDetails } from './rental-details';
import '../../styles/order.css';
import './rentals.css';

function NotFound() {
  return (
    <div className="container page page--narrow">
      <div className="status-panel status-panel--error" role="alert">
        <h1 className="status-panel__title">{MESSAGES.rentalNotFound}</h1>
        <p>
          Check that the whole link from your order e-mail or text was opened, or call {SITE_CONTACT.name} support at{' '}
          <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>.
        </p>
      </div>
    </div>
  );
}

/** Where this order stands with the visitor's account, and the way to add it (order-claim.tsx). */
function AccountPanel({ rental, link }: { rental: Rental; link: OrderLinkParams }) {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status === 'loading') return null;
  if (user?.role === 'customer' && user.userId === rental.customerId) {
    return (
      <p className="order-account card">
        This order is in your <Link to="/customer/history" className="link-inline">rental history</Link>.
      </p>
    );
  }
  if (user?.role === 'customer') return <OrderClaim rental={rental} link={link} />;
  if (user) return null;
  return (
    <p className="order-account card">
      Have an account?{' '}
      <Link to={loginRedirectPath(pathname, '')} className="link-inline">Sign in</Link> to keep this order in your rental history, or{' '}
      <Link to="/register/customer" className="link-inline">create one</Link> with the same e-mail, verify the e-mail, and open this link again.
    </p>
  );
}

export function ManageOrderPage() {
  const parsed = orderLinkParamsSchema.safeParse(useParams());
  const [searchParams] = useSearchParams();
  const link = parsed.success ? parsed.data : { rentalId: '', key: '' };
  const order = useOrderByLink(link);
  const data = order.data;
  useDocumentTitle(data ? `Order ${orderNumber(data.rentalId)}` : 'Your Order');

  if (!parsed.success) return <NotFound />;
  if (order.isPending) {
    return (
      <div className="container page">
        <h1 className="visually-hidden">Your Order</h1>
        <LoadingPanel label="Loading your order..." />
      </div>
    );
  }
  if (order.isError || !data) {
    if (isApiError(order.error, 404) || isApiError(order.error, 400)) return <NotFound />;
    return (
      <div className="container page page--narrow">
        <div className="status-panel status-panel--error" role="alert">
          <h1 className="status-panel__title">Failed to load rental details</h1>
          <button type="button" className="button button--ghost button--small" onClick={() => void order.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const contactable = isContactable(data);
  return (
    <div className="container page">
      <ExtensionReturn
        rentalId={data.rentalId}
        extensionId={searchParams.get('extension') ?? undefined}
        cancelled={searchParams.get('payment') === 'cancelled'}
        link={link}
      />
      <OrderHeader rental={data} />
      <AccountPanel rental={data} link={link} />
      <RentalDetails rental={data} />
      <div className="button-row order-actions order-actions--start no-print">
        {contactable && <ContactProviderLink rental={data} />}
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          Print Order
        </button>
        <Link to="/search" className="button button--ghost">
          Find Another Dumpster
        </Link>
      </div>
      <RentalExtension rental={data} link={link} />
      <FinalCharge rental={data} />
      <RentalCancellation rental={data} now={new Date()} link={link} />
    </div>
  );
}
