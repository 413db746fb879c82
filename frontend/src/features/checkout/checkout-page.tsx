// /checkout/:providerId?size=..&zip=..&addons=a,b&start=.. (shared/checkout-link.ts): the form and the
// server's order summary; submitting creates a payment session and sends the browser to the
// payment provider's hosted page. Guests may check out; a signed-in customer's profile pre-fills
// the form and the rental lands on their account.
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DUMPSTER_SIZES } from '../../../../shared/constants';
import { PROVIDER_ADD_ONS } from '../../../../shared/constants';
import { STANDARD_RENTAL_DAYS } from '../../../../shared/pricing';
import { isSupportedCalendarDate } from '../../../../shared/schemas/calendar-date';
import { CHECKOUT_MESSAGES } from '../../../../shared/schemas/checkout';
import { EMPTY_ADDRESS } from '../../components/address-fields';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { reloadPage } from '../../lib/browser-location';
import { localIsoDate } from '../../lib/calendar-date';
import { useCustomerProfile } from '../../lib/customer-profile';
import { useSession } from '../../lib/session';
import { readCheckoutAddOns, readPaymentReturn, readRentalDays, type PaymentReturn } from '../../../../shared/checkout-link';
import { selectedOnly, type CheckoutAddOns } from './checkout-add-ons';
import { useCheckoutProvider, useCreateCheckoutSession, useReleaseHeldUnit, type DeliveryDraft } from './checkout-api';
import { readCheckoutDraft } from './checkout-draft';
import { CheckoutForm, type CheckoutContact } from './checkout-form';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import '../../styles/order.css';
import './checkout.css';

/** After this long on the loading screen, offer to reload the page. */
export const SLOW_LOAD_MS = 15_000;

function CheckoutLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="container page">
      <h1 className="visually-hidden">Checkout</h1>
      <LoadingPanel label="Loading checkout..." />
      {slow && (
        <div className="checkout-slow">
          <p>This is taking longer than usual.</p>
          <button type="button" className="button button--ghost" onClick={reloadPage}>
            Refresh Page
          </button>
        </div>
      )}
    </div>
  );
}

function CheckoutError({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="container page page--narrow">
      <div className="status-panel status-panel--error" role="alert">
        <h1 className="status-panel__title">{title}</h1>
        {detail && <p>{detail}</p>}
        <button type="button" className="button button--primary" onClick={reloadPage}>
          Try Again
        </button>
      </div>
    </div>
  );
}

/** The `start` query value when it is a usable delivery date, else tomorrow (on the visitor's clock until the server says where). */
function initialStartDate(start: string | null): string {
  const tomorrow = localIsoDate(1);
  return start && isSupportedCalendarDate(start) && start >= tomorrow ? start : tomorrow;
}

/** Why the payment session could not be created, after the spec's prefix. */
function redirectReason(error: Error): string {
  return error.message || CHECKOUT_MESSAGES.sessionCreateFailed;
}

const PAYMENT_NOTICES: Record<PaymentReturn, string> = {
  declined: CHECKOUT_MESSAGES.cardDeclined,
  cancelled: CHECKOUT_MESSAGES.paymentCancelled,
};

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { providerId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const size = Number(searchParams.get('size'));
  const sizeValid = (DUMPSTER_SIZES as readonly number[]).includes(size);
  const zip = (searchParams.get('zip') ?? '').replace(/\D/g, '').slice(0, 5);
  const paymentReturn = readPaymentReturn(searchParams.get('payment'));
  const paymentNotice = paymentReturn && PAYMENT_NOTICES[paymentReturn];
  useReleaseHeldUnit(paymentReturn ? (searchParams.get('hold') ?? undefined) : undefined);
  // Back from the payment page without paying: start from the form as it was when it was sent.
  const [draft] = useState(() => (paymentReturn ? readCheckoutDraft(providerId) : undefined));
  const [addOns, setAddOns] = useState<CheckoutAddOns>(() => draft?.addOns ?? readCheckoutAddOns(searchParams.get('addons')));
  // The length results priced (the link's `days`), else the standard week.
  const [rentalDays, setRentalDays] = useState(() => draft?.rentalDays ?? readRentalDays(searchParams.get('days')) ?? STANDARD_RENTAL_DAYS);
  const session = useSession();
  const isCustomer = session.user?.role === 'customer';
  const profile = useCustomerProfile({ enabled: isCustomer });
  const checkout = useCreateCheckoutSession(providerId, isCustomer);
  // From 'Continue to Payment' until the browser has left for the payment page.
  const redirecting = checkout.isPending || checkout.isSuccess;
  const redirectError = checkout.isError ? `${CHECKOUT_MESSAGES.redirectFailedPrefix}${redirectReason(checkout.error)}` : undefined;
  // Where and when the dumpster goes, as typed: the server says whether the provider can deliver it.
  const [delivery, setDelivery] = useState<DeliveryDraft>(() => ({
    zipCode: draft?.contact.address.zipCode ?? zip,
    startDate: initialStartDate(draft?.startDate ?? searchParams.get('start')),
  }));
  const provider = useCheckoutProvider(providerId, { size, rentalDays, addOns: selectedOnly(addOns) }, delivery, providerId !== '' && sizeValid);

  if (!providerId) return <CheckoutError title={CHECKOUT_MESSAGES.providerIdRequired} />;
  if (!sizeValid) return <CheckoutError title={CHECKOUT_MESSAGES.sizeRequired} />;
  // A signed-in customer's form waits for the profile so it can be pre-filled; if the profile
  // cannot be read the form simply starts empty.
  if (provider.isPending || session.status === 'loading' || (isCustomer && profile.isPending)) {
    return <CheckoutLoading />;
  }
  if (provider.isError && !provider.data) {
    return isApiError(provider.error, 404) ? (
      <CheckoutError title={CHECKOUT_MESSAGES.providerNotFound} />
    ) : (
      <CheckoutError title={CHECKOUT_MESSAGES.providerLoadFailed} detail={provider.error.message} />
    );
  }

  // The provider's own add-ons at its prices: the only ones checkout can book.
  const { offer } = provider.data;
  const offered = PROVIDER_ADD_ONS.filter((addOn) => offer.addOnPricesCents[addOn] !== undefined).map((addOn) => ({
    addOn,
    cents: offer.addOnPricesCents[addOn],
  }));
  const offeredSelection = Object.fromEntries(offered.filter(({ addOn }) => addOns[addOn]).map(({ addOn }) => [addOn, true])) as CheckoutAddOns;
  const profileData = isCustomer ? profile.data : undefined;
  const contact: CheckoutContact = {
    name: profileData?.name ?? session.user?.name ?? '',
    email: profileData?.email ?? session.user?.email ?? '',
    phone: profileData?.phone ?? '',
    address: profileData ? { ...profileData.address } : EMPTY_ADDRESS,
  };
  // The ZIP searched for is where the dumpster goes; it wins over the profile's.
  if (zip.length === 5) contact.address = { ...contact.address, zipCode: zip };
  const initialContact = draft?.contact ?? contact;
  const startDate = initialStartDate(draft?.startDate ?? searchParams.get('start'));
  // The dates are for one length: while a new length is asked about, the last answer's are not its.
  const nextAvailable = provider.data.nextAvailable?.rentalDays === rentalDays ? provider.data.nextAvailable : undefined;

  return (
    <div className="container page">
      <h1>Checkout</h1>
      <CheckoutSteps current={redirecting ? 2 : 1} />
      {redirecting && (
        <div className="checkout-redirect">
          <LoadingPanel label="Redirecting to Secure Checkout..." />
        </div>
      )}
      {paymentNotice && !redirecting && !redirectError && (
        <p className="inline-error checkout-notice" role="alert">
          {paymentNotice}
        </p>
      )}
      {redirectError && (
        <p className="inline-error checkout-notice" role="alert">
          {redirectError}
        </p>
      )}
      {/* The summary comes first: on a phone the total is at the top, not after the whole form. */}
      <div className="checkout-layout" hidden={redirecting}>
        {provider.data && (
          <CheckoutSummary
            data={provider.data}
            updating={provider.isPlaceholderData || provider.isFetching}
          />
        )}
        <CheckoutForm
          providerId={providerId}
          businessName={provider.data.provider.businessName}
          size={size}
          initialContact={initialContact}
          initialStartDate={startDate}
          initialTimeWindow={draft?.timeWindow}
          initialAcceptTerms={draft?.acceptTerms}
          addOns={offeredSelection}
          offeredAddOns={offered}
          onAddOnsChange={setAddOns}
          rentalDays={provider.data.quote.rentalDays}
          lengths={offer.lengths}
          onRentalDaysChange={setRentalDays}
          delivery={provider.data?.delivery}
          onDeliveryChange={setDelivery}
          nextAvailable={nextAvailable}
          mutation={checkout}
          busy={redirecting}
        />
      </div>
    </div>
  );
}
