// /rental/:id (customers): one order's details; after a rent request (?success=true) 'Request
// sent', saying it awaits the provider and is not paid (shared/order-wording.ts); 'Contact
// Provider' while the rental is confirmed or in the job, its stage and timeline with Request Pickup
// once delivered (rental-progress.tsx), keeping it longer (rental-extension.tsx; the payment page
// returns here with ?extension=), swaps of a delivered dumpster (rental-swaps.tsx) and the
// customer's cancellation.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isAwaitingProvider, RENT_REQUEST_WORDING } from '../../../../shared/order-wording';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { orderNumber } from '../../lib/rental-display';
import { ContactProviderLink, isContactable } from './provider-contact';
import { useRental } from './rental-api';
import { RentalCancellation } from './rental-cancellation';
import { ExtensionReturn, RentalExtension } from './rental-extension';
import { OrderHeader, RentalDetails } from './rental-details';
import { RentalLoadError } from './rental-load-error';
import { RentalProgress } from './rental-progress';
import { RentalSwaps } from './rental-swaps';
import { RentalReview } from './review/rental-review';
import { FinalCharge } from './final-charge';
import '../../styles/order.css';
import './rentals.css';

function BackToHistory() {
  return (
    <Link to="/customer/history" className="link-inline back-link">
      ← Back to Rental History
    </Link>
  );
}

export function RentalPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const rental = useRental(id);
  const data = rental.data;
  useDocumentTitle(data ? `Order ${orderNumber(data.rentalId)}` : 'Order Details');

  if (rental.isPending) {
    return (
      <div className="container page">
        <BackToHistory />
        <h1 className="visually-hidden">Order Details</h1>
        <LoadingPanel label="Loading rental details..." />
      </div>
    );
  }
  if (rental.isError || !data) {
    return (
      <div className="container page">
        <BackToHistory />
        <RentalLoadError error={rental.error} onRetry={() => void rental.refetch()} />
      </div>
    );
  }

  const contactable = isContactable(data);
  return (
    <div className="container page">
      <BackToHistory />
      {searchParams.get('success') === 'true' &&
        (isAwaitingProvider(data) ? (
          <div className="order-banner order-banner--pending" role="status">
            <h2 className="order-banner__title">{RENT_REQUEST_WORDING.title}</h2>
            <p>{RENT_REQUEST_WORDING.sent(data.providerName)}</p>
          </div>
        ) : (
          <div className="order-banner" role="status">
            <h2 className="order-banner__title">Order Complete!</h2>
            <p>Your order with {data.providerName} is booked. You can follow it here.</p>
          </div>
        ))}
      <ExtensionReturn
        rentalId={data.rentalId}
        extensionId={searchParams.get('extension') ?? undefined}
        cancelled={searchParams.get('payment') === 'cancelled'}
      />
      <OrderHeader rental={data} />
      <RentalDetails rental={data} />
      <div className="button-row order-actions order-actions--start">
        {contactable && <ContactProviderLink rental={data} />}
        <Link to={`/confirmation/${encodeURIComponent(data.rentalId)}`} className="button button--ghost">
          View Confirmation
        </Link>
        <Link to="/search" className="button button--ghost">
          Find Another Dumpster
        </Link>
      </div>
      <RentalProgress rental={data} now={new Date()} />
      <FinalCharge rental={data} />
      <RentalExtension rental={data} />
      <RentalSwaps rental={data} />
      <RentalCancellation rental={data} now={new Date()} />
      <RentalReview rental={data} />
    </div>
  );
}
