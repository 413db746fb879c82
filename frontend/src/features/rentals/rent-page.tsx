// /rent/:id (customers): a rent request for one listing. Rental period (only the lengths its
// provider rents the size for, priced by shared/pricing.ts as the server prices them), delivery date from tomorrow at the delivery ZIP (on its own clock) up to a year ahead, the
// pickup date that follows from them, the delivery address
// (pre-filled from the profile) and a display-only summary; the server prices the request.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DELIVERY_MESSAGES } from '../../../../shared/deliverability';
import { formatUsd } from '../../../../shared/money';
import { offersLength, PERIOD_DAYS, quote, type RentalPeriod } from '../../../../shared/pricing';
import { pickupDate } from '../../../../shared/rental-dates';
import { isSupportedCalendarDate } from '../../../../shared/schemas/calendar-date';
import type { ListingDetail } from '../../../../shared/schemas/listing';
import { RENT_MESSAGES, RENTAL_PERIODS, rentRequestSchema } from '../../../../shared/schemas/rental';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from '../../components/address-fields';
import { SelectField, TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useDeliveryWindow } from '../../lib/delivery-window';
import { useCustomerProfile } from '../../lib/customer-profile';
import type { FieldErrors } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { listingTitle } from '../../lib/listing-title';
import { useCreateRental, useListingForRent } from './rental-api';
import '../../styles/order.css';
import './rentals.css';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

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
  // Signed out meanwhile (the page itself is for signed-in customers).
  if (isApiError(error, 401)) return RENT_MESSAGES.loginRequired;
  if (isApiError(error) && [400, 404, 409, 422].includes(error.status) && error.message) return error.message;
  return RENT_MESSAGES.failed;
}

const DATE_PROBLEMS: readonly string[] = [DELIVERY_MESSAGES.dateTooSoon, DELIVERY_MESSAGES.dateTooFar];

interface RentValues {
  rentalPeriod: RentalPeriod;
  startDate: string;
  deliveryAddress: AddressValues;
}

function RentForm({ detail, initialAddress }: { detail: ListingDetail; initialAddress: AddressValues }) {
  const { listing } = detail;
  const navigate = useNavigate();
  const periods = offeredPeriods(detail);
  const createRental = useCreateRental();
  const initialValues: RentValues = { rentalPeriod: periods.includes('weekly') ? 'weekly' : periods[0]!, startDate: '', deliveryAddress: initialAddress };
  const form = useSchemaForm({
    schema: rentRequestSchema,
    initialValues,
    toInput: (values) => ({ listingId: listing.listingId, ...values }),
    // The delivery window at the ZIP (on its own clock), once the fields themselves are complete.
    refineErrors: (errors: FieldErrors, values) => {
      if (Object.keys(errors).length > 0) return errors;
      const { startDate } = values;
      const problem = startDate < earliest ? DELIVERY_MESSAGES.dateTooSoon : latest && startDate > latest ? DELIVERY_MESSAGES.dateTooFar : undefined;
      return problem ? { startDate: problem } : errors;
    },
    invalidNotice: (errors) => (errors.startDate && DATE_PROBLEMS.includes(errors.startDate) ? errors.startDate : RENT_MESSAGES.fieldsRequired),
    mutation: createRental,
    failureText: rentFailureMessage,
    onSuccess: (rental) => void navigate(`/rental/${encodeURIComponent(rental.rentalId)}?success=true`),
  });
  const { rentalPeriod: period, startDate, deliveryAddress: address } = form.values;
  const { earliest, latest } = useDeliveryWindow(address.zipCode);
  const pickup = isSupportedCalendarDate(startDate) ? pickupDate(startDate, period) : '';
  const price = periodQuote(detail, period);

  /** A change clears its field's error and the form's notice. */
  function change<K extends keyof RentValues>(field: K, value: RentValues[K]) {
    form.set(field, value);
    form.setNotice(undefined);
  }

  return (
    <div className="rent-layout">
      <form className="card" {...form.formProps} aria-labelledby="rent-form-title">
        <h2 id="rent-form-title">Rental Details</h2>
        <FormNotice id="rent-form-notice" notice={form.notice} />
        <SelectField
          label="Rental period"
          name="rentalPeriod"
          value={period}
          error={form.errors.rentalPeriod}
          onChange={(event) => change('rentalPeriod', periods.find((option) => option === event.target.value) ?? period)}
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
            error={form.errors.startDate}
            onChange={(event) => change('startDate', event.target.value)}
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
            errors={form.errors}
            errorPrefix="deliveryAddress"
            checkZip
            onChange={(field, value) => {
              form.update('deliveryAddress', (current) => ({ ...current, [field]: value }), `deliveryAddress.${field}`);
              form.setNotice(undefined);
            }}
          />
        </fieldset>
        <button type="submit" className="button button--primary button--block" disabled={form.busy}>
          {form.busy ? 'Submitting...' : 'Submit Rental Request'}
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
          <h1 className="status-panel__title">{notFound ? RENT_MESSAGES.listingNotFound : SCREEN_MESSAGES.listingLoadFailed}</h1>
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
