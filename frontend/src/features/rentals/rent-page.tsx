// /rent/:id (customers): a rent request for one listing. Rental period (only the lengths its
// provider rents the size for, priced by shared/pricing.ts as the server prices them), delivery date from tomorrow at the delivery ZIP (on its own clock) up to a year ahead, the
// pickup date that follows from them, the delivery address
// (pre-filled from the profile) and a display-only summary; the server prices the request.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DELIVERY_MESSAGES } from '../../../../shared/deliverability';
import { MESSAGES } from '../../../../shared/messages';
import { formatUsd } from '../../../../shared/money';
import { offersLength, PERIOD_DAYS, quote, type RentalPeriod } from '../../../../shared/pricing';
import { pickupDate } from '../../../../shared/rental-dates';
import type { ListingDetail } from '../../../../shared/schemas/listing';
import { RENT_MESSAGES, RENTAL_PERIODS, rentRequestSchema } from '../../../../shared/schemas/rental';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from '../../components/address-fields';
import { SelectField, TextField } from '../../components/form-field';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useDeliveryWindow } from '../../lib/delivery-window';
import { useCustomerProfile } from '../../lib/customer-profile';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import { listingTitle } from '../../lib/listing-title';
import { useSession } from '../../lib/session';
import { createRental, useListingForRent } from './rental-api';
import '../../styles/order.css';
import './rentals.css';

const PERIOD_LABELS: Record<RentalPeriod, string> = { daily: 'Daily', weekly: 'Weekly (7 days)', monthly: 'Monthly (30 days)' };

/** The listing's provider's price for its size and the period's length: what the server charges. */
function periodQuote(detail: ListingDetail, period: RentalPeriod) {
  return quote({ pricing: detail.pricing, sizeYards: Number(detail.listing.size), rentalDays: PERIOD_DAYS[period] });
}

/** The periods this listing can be rented for: those its provider offers for the size. */
export function offeredPeriods(detail: ListingDetail): RentalPeriod[] {
  return RENTAL_PERIODS.filter((period) => offersLength(detail.pricing, Number(detail.listing.size), PERIOD_DAYS[period]));
}

/** Server answers worth showing as they are; anything else gets the spec's fallback. */
function rentFailureMessage(error: unknown): string {
  if (isApiError(error) && [400, 404, 409, 422].includes(error.status) && error.message) return error.message;
  return RENT_MESSAGES.failed;
}

function RentForm({ detail, initialAddress }: { detail: ListingDetail; initialAddress: AddressValues }) {
  const { listing } = detail;
  const navigate = useNavigate();
  const session = useSession();
  const periods = offeredPeriods(detail);
  const [period, setPeriod] = useState<RentalPeriod>(periods.includes('weekly') ? 'weekly' : periods[0]!);
  const [startDate, setStartDate] = useState('');
  const [address, setAddress] = useState<AddressValues>(initialAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { earliest, latest } = useDeliveryWindow(address.zipCode);
  const pickup = /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? pickupDate(startDate, period) : '';
  const price = periodQuote(detail, period);

  function clearError(key: string) {
    setErrors(({ [key]: _dropped, ...rest }) => rest);
    setFormError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (session.status !== 'signedIn') {
      setFormError(RENT_MESSAGES.loginRequired);
      return;
    }
    const parsed = rentRequestSchema.safeParse({ listingId: listing.listingId, rentalPeriod: period, startDate, deliveryAddress: address });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setFormError(RENT_MESSAGES.fieldsRequired);
      return;
    }
    const dateProblem = startDate < earliest ? DELIVERY_MESSAGES.dateTooSoon : latest && startDate > latest ? DELIVERY_MESSAGES.dateTooFar : undefined;
    if (dateProblem) {
      setErrors({ startDate: dateProblem });
      setFormError(dateProblem);
      return;
    }
    setErrors({});
    setFormError(undefined);
    setSubmitting(true);
    try {
      const rental = await createRental(parsed.data);
      await navigate(`/rental/${encodeURIComponent(rental.rentalId)}?success=true`);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setFormError(rentFailureMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <div className="rent-layout">
      <form className="card" noValidate onSubmit={submit} aria-labelledby="rent-form-title">
        <h2 id="rent-form-title">Rental Details</h2>
        {formError && (
          <p className="inline-error" role="alert">
            {formError}
          </p>
        )}
        <SelectField
          label="Rental period"
          name="rentalPeriod"
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value as RentalPeriod);
            clearError('rentalPeriod');
          }}
        >
          {periods.map((option) => (
            <option key={option} value={option}>
              {PERIOD_LABELS[option]} – {formatUsd(periodQuote(detail, option).rentalCents)}
            </option>
          ))}
        </SelectField>
        <div className="form-grid form-grid--two">
          <TextField
            label="Delivery date"
            type="date"
            name="startDate"
            min={earliest}
            max={latest}
            required
            value={startDate}
            error={errors.startDate}
            onChange={(event) => {
              setStartDate(event.target.value);
              clearError('startDate');
            }}
          />
          <TextField
            label="Pickup date"
            name="pickupDate"
            readOnly
            value={pickup ? formatCalendarDate(pickup) : ''}
            placeholder="Choose a delivery date"
            hint="Set by the rental period."
          />
        </div>
        <fieldset>
          <legend className="checkout-form__legend">Delivery address</legend>
          <AddressFields
            value={address}
            errors={errors}
            errorPrefix="deliveryAddress"
            checkZip
            onChange={(field, value) => {
              setAddress((current) => ({ ...current, [field]: value }));
              clearError(`deliveryAddress.${field}`);
            }}
          />
        </fieldset>
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Rental Request'}
        </button>
      </form>
      <aside className="checkout-summary card" aria-labelledby="rent-summary-title">
        <h2 id="rent-summary-title">Order Summary</h2>
        <p className="checkout-summary__provider">{listingTitle(listing)}</p>
        <p>{listing.providerName}</p>
        <dl className="checkout-summary__lines">
          <div>
            <dt>{PERIOD_LABELS[period]} rental</dt>
            <dd>{formatUsd(price.rentalCents)}</dd>
          </div>
          <div>
            <dt>Delivery fee</dt>
            <dd>{formatUsd(price.deliveryFeeCents)}</dd>
          </div>
          <div className="checkout-summary__total">
            <dt>Estimated total</dt>
            <dd>{formatUsd(price.totalCents)}</dd>
          </div>
        </dl>
        <p className="checkout-summary__note">The provider confirms the final price when accepting your request.</p>
      </aside>
    </div>
  );
}

export function RentPage() {
  const { id = '' } = useParams();
  const detail = useListingForRent(id);
  const profile = useCustomerProfile();
  useDocumentTitle(detail.data ? `Rent ${listingTitle(detail.data.listing)}` : 'Rent a Dumpster');
  const back = (
    <Link to={`/dumpster/${encodeURIComponent(id)}`} className="link-inline back-link">
      ← Back to Dumpster
    </Link>
  );

  if (detail.isPending || profile.isPending) {
    return (
      <div className="container page">
        <h1 className="visually-hidden">Rent a Dumpster</h1>
        <LoadingPanel label="Loading rental form..." />
      </div>
    );
  }
  if (detail.isError) {
    const notFound = isApiError(detail.error, 404) || isApiError(detail.error, 400);
    return (
      <div className="container page">
        <Link to="/search" className="link-inline back-link">
          ← Back to Search
        </Link>
        <div className="status-panel status-panel--error" role="alert">
          <h1 className="status-panel__title">{notFound ? RENT_MESSAGES.listingNotFound : MESSAGES.listingLoadFailed}</h1>
          {!notFound && (
            <button type="button" className="button button--ghost button--small" onClick={() => void detail.refetch()}>
              Try again
            </button>
          )}
        </div>
      </div>
    );
  }

  const { listing } = detail.data;
  const unavailable = !listing.availability || offeredPeriods(detail.data).length === 0;
  return (
    <div className="container page">
      {back}
      <h1>Rent {listingTitle(listing)}</h1>
      <p className="page__lead">From {listing.providerName}</p>
      {unavailable ? (
        <div className="status-panel status-panel--error" role="alert">
          <h2 className="status-panel__title">{RENT_MESSAGES.unavailable}</h2>
          <Link to="/search" className="button button--primary">
            Find Another Dumpster
          </Link>
        </div>
      ) : (
        <RentForm detail={detail.data} initialAddress={profile.data ? { ...profile.data.address } : EMPTY_ADDRESS} />
      )}
    </div>
  );
}
