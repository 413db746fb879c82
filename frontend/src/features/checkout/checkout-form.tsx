// Step 1 of checkout, 'Your Information': contact, delivery address and date, add-ons, time
// window and terms. Validated with the shared request schema on submit (the form hook) and sent
// through the page's useCreateCheckoutSession; a field's error, the client's or the server's,
// clears as soon as that field changes. The add-ons live in the page, whose summary re-quotes them.
// Before payment the form says what the server will hold it to: the dates bookable at the
// delivery ZIP (on its own clock), whether the provider can deliver there then, and the
// cancellation policy with the cutoff of the chosen date (shared/cancellation.ts). Same-day
// delivery is today, offered only while the server says it can still be ordered (the provider
// offers it, before the cutoff on the ZIP's clock); ticking it moves the date to today.
// A date on which no dumpster of the size is free for the whole rental (the server's full dates for
// the length chosen) is refused here as the payment session's hold would refuse it, naming the
// next free date and offering it in one click; the next free dates are buttons under the field,
// since a native date input cannot grey out single days. The hold's 409 stays the authority: its
// message is shown in the same place.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../shared/money';
import type { ProviderAddOn } from '../../../../shared/constants';
import { lengthLabel, type LengthTotal } from '../../../../shared/pricing';
import {
  CHECKOUT_MESSAGES,
  checkoutSessionRequestSchema,
  DELIVERY_WINDOW_LABELS,
  DELIVERY_WINDOWS,
  type CheckoutProviderResponse,
} from '../../../../shared/schemas/checkout';
import { AVAILABILITY_MESSAGES, NEXT_AVAILABLE_WINDOW_DAYS } from '../../../../shared/availability';
import { formatLongCalendarDate } from '../../../../shared/calendar-date';
import { checkoutCancellationNotice } from '../../../../shared/cancellation';
import { shortDateLabel } from '../../../../shared/rental-status';
import type { NextAvailableDates } from '../../../../shared/schemas/next-available';
import { DELIVERY_MESSAGES } from '../../../../shared/deliverability';
import { addDays, SAME_DAY_ORDER_CUTOFF_LABEL } from '../../../../shared/rental-dates';
import { isSupportedCalendarDate } from '../../../../shared/schemas/calendar-date';
import { AddressFields, type AddressValues } from '../../components/address-fields';
import { SelectField, TextField } from '../../components/form-field';
import type { FieldErrors } from '../../lib/form-errors';
import { useSchemaForm, type SchemaFormOptions } from '../../lib/forms/use-schema-form';
import { formatPhoneAsTyped } from '../../lib/phone-number';
import { deliveryWindowOf } from '../../lib/zone-delivery-window';
import { CHECKOUT_ADD_ON_LABELS, selectedOnly, type CheckoutAddOns } from './checkout-add-ons';
import type { DeliveryDraft } from './checkout-api';

export interface CheckoutContact {
  name: string;
  email: string;
  phone: string;
  address: AddressValues;
}

interface CheckoutFormProps {
  providerId: string;
  /** Who a refusal of a full date names. */
  businessName: string;
  size: number;
  initialContact: CheckoutContact;
  initialStartDate: string;
  initialTimeWindow?: string;
  initialAcceptTerms?: boolean;
  addOns: CheckoutAddOns;
  /** The provider's own add-ons with its prices, in order: the only ones that can be booked. */
  offeredAddOns: readonly { addOn: ProviderAddOn; cents: number }[];
  onAddOnsChange: (addOns: CheckoutAddOns) => void;
  rentalDays: number;
  /** The lengths the provider rents the size for, each with its total for this order. */
  lengths: readonly LengthTotal[];
  onRentalDaysChange: (days: number) => void;
  /** The server's answer for the ZIP and date typed (absent until it has one). */
  delivery?: CheckoutProviderResponse['delivery'];
  onDeliveryChange: (delivery: DeliveryDraft) => void;
  /** The server's free and full delivery dates for the size and the length chosen (absent while it is asked again). */
  nextAvailable?: NextAvailableDates;
  /** Creating the payment session (useCreateCheckoutSession): its refusals' field errors land on the fields. */
  mutation: NonNullable<SchemaFormOptions<CheckoutValues, typeof checkoutSessionRequestSchema, { url: string }>['mutation']>;
  /** On the way to the payment page (the session is being created, or was). */
  busy: boolean;
}

/** The form's own values; the add-ons and the length live in the page, which re-quotes them. */
interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  address: AddressValues;
  startDate: string;
  timeWindow: string;
  acceptTerms: boolean;
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { addOns, onAddOnsChange, busy } = props;
  const refusal = props.delivery?.refusal;
  const sameDay = props.delivery?.sameDay;
  const timeZone = props.delivery?.timeZone;
  // Today where the dumpster goes (the visitor's own day until the ZIP's time zone is known).
  const today = deliveryWindowOf(timeZone, undefined, 0).earliest;
  // Same-day delivery is today and only today; otherwise the server's window for the ZIP.
  const earliest = addOns.sameDayDelivery ? today : (props.delivery?.earliest ?? deliveryWindowOf(timeZone).earliest);
  const latest = addOns.sameDayDelivery ? today : props.delivery?.latest;
  // Same-day delivery is today, whatever the dates ahead hold: the hold judges it.
  const dates = addOns.sameDayDelivery ? undefined : props.nextAvailable;
  const fullStartOf = (date: string) => dates?.full.find((start) => start.date === date);
  const fullMessageOf = (date: string) => {
    const full = fullStartOf(date);
    return full && AVAILABILITY_MESSAGES.noUnitFree(props.businessName, props.size, full.fullDay, full.next);
  };

  const form = useSchemaForm({
    schema: checkoutSessionRequestSchema,
    initialValues: {
      name: props.initialContact.name,
      email: props.initialContact.email,
      phone: formatPhoneAsTyped(props.initialContact.phone),
      address: props.initialContact.address,
      startDate: props.initialStartDate,
      timeWindow: props.initialTimeWindow ?? '',
      acceptTerms: props.initialAcceptTerms ?? false,
    } satisfies CheckoutValues,
    // The request as the schema reads it: phone as typed (it keeps the 10 digits), and no amount (the server prices the order).
    toInput: (values) => ({
      providerId: props.providerId,
      size: props.size,
      rentalDays: props.rentalDays,
      startDate: values.startDate,
      addOns: selectedOnly(addOns),
      preferredTimeWindow: values.timeWindow === '' ? undefined : values.timeWindow,
      acceptTerms: values.acceptTerms,
      customer: { name: values.name, email: values.email, phone: values.phone, address: values.address },
    }),
    // What the page knows and the schema cannot: the dates bookable at the ZIP and the full ones.
    refineErrors: (errors: FieldErrors, { startDate, timeWindow }) => {
      const found = { ...errors };
      if (addOns.sameDayDelivery && startDate && startDate !== today) found.startDate ??= DELIVERY_MESSAGES.sameDayIsToday;
      // Before the provider's first delivery day: their own reason (notice, closed day) when the server gave one.
      if (startDate && startDate < earliest) found.startDate ??= refusal?.field === 'startDate' ? refusal.message : DELIVERY_MESSAGES.dateTooSoon;
      if (startDate && latest && startDate > latest) found.startDate ??= DELIVERY_MESSAGES.dateTooFar;
      const full = fullMessageOf(startDate);
      if (full) found.startDate ??= full;
      // The schema checks this rule only once every field is valid; show it with the others.
      if (addOns.sameDayDelivery && timeWindow === '') found.preferredTimeWindow ??= CHECKOUT_MESSAGES.timeWindowRequired;
      return found;
    },
    mutation: props.mutation,
  });
  const { values, errors } = form;
  const { startDate, timeWindow, address } = values;
  const cancellation = isSupportedCalendarDate(startDate) ? checkoutCancellationNotice(startDate, new Date()) : undefined;
  const fullStart = fullStartOf(startDate);
  const fullMessage = fullMessageOf(startDate);
  // A refusal from the server (its 409) wins: it is what the hold found just now.
  const dateError = errors.startDate ?? fullMessage;
  const { onDeliveryChange } = props;

  useEffect(() => {
    onDeliveryChange({ zipCode: address.zipCode.trim(), startDate });
  }, [address.zipCode, startDate, onDeliveryChange]);

  function chooseDate(date: string) {
    form.set('startDate', date);
  }

  return (
    <form className="checkout-form card" {...form.formProps} aria-labelledby="checkout-info-title">
      <h2 id="checkout-info-title">Your Information</h2>
      <fieldset className="checkout-form__group">
        <legend className="checkout-form__legend">Contact details</legend>
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={values.name}
          error={errors['customer.name']}
          onChange={(event) => form.set('name', event.target.value, 'customer.name')}
        />
        <div className="form-grid form-grid--two">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            error={errors['customer.email']}
            onChange={(event) => form.set('email', event.target.value, 'customer.email')}
          />
          <TextField
            label="Phone"
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(555) 555-5555"
            value={values.phone}
            error={errors['customer.phone']}
            onChange={(event) => form.set('phone', formatPhoneAsTyped(event.target.value), 'customer.phone')}
            onBlur={() => form.set('phone', formatPhoneAsTyped(values.phone))}
          />
        </div>
      </fieldset>

      <fieldset className="checkout-form__group">
        <legend className="checkout-form__legend">Delivery</legend>
        <AddressFields
          value={address}
          errors={errors}
          errorPrefix="customer.address"
          checkZip
          onChange={(field, value) => {
            form.update('address', (current) => ({ ...current, [field]: value }), `customer.address.${field}`);
          }}
        />
        <div className="form-grid form-grid--two">
          {/* The date's refusal, its one-click fix and the free dates stay together, under the field. */}
          <div className="checkout-date">
            <TextField
              label="Delivery date"
              type="date"
              name="startDate"
              min={earliest}
              max={latest}
              value={startDate}
              error={dateError}
              onChange={(event) => chooseDate(event.target.value)}
            />
            {dateError && fullStart?.next && (
              <button type="button" className="button button--ghost button--small checkout-dates__offer" onClick={() => chooseDate(fullStart.next!)}>
                Choose {formatLongCalendarDate(fullStart.next)}
              </button>
            )}
            {dates && <FreeDates dates={dates} chosen={startDate} onChoose={chooseDate} />}
          </div>
          <SelectField
            label={addOns.sameDayDelivery ? 'Preferred time window (required)' : 'Preferred time window'}
            name="preferredTimeWindow"
            value={timeWindow}
            error={errors.preferredTimeWindow}
            onChange={(event) => form.set('timeWindow', event.target.value, 'preferredTimeWindow')}
          >
            <option value="">No preference</option>
            {DELIVERY_WINDOWS.map((window) => (
              <option key={window} value={window}>
                {DELIVERY_WINDOW_LABELS[window]}
              </option>
            ))}
          </SelectField>
        </div>
        <div aria-live="polite">
          {refusal && (
            <p className="inline-error checkout-delivery__refusal" id="checkout-delivery-refusal">
              {refusal.message}
            </p>
          )}
          {cancellation && (
            <p className={cancellation.cancellableOnline ? 'checkout-delivery__policy' : 'checkout-delivery__policy checkout-delivery__policy--warning'}>
              <strong>Cancellation: </strong>
              {cancellation.text}
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className="checkout-form__group">
        <legend className="checkout-form__legend">Rental length</legend>
        <SelectField
          label="How long do you need it?"
          name="rentalDays"
          value={String(props.rentalDays)}
          error={errors.rentalDays}
          onChange={(event) => {
            props.onRentalDaysChange(Number(event.target.value));
            form.clearError('rentalDays');
          }}
        >
          {!props.lengths.some((length) => length.days === props.rentalDays) && (
            <option value={props.rentalDays} disabled>
              {lengthLabel(props.rentalDays)} (not offered)
            </option>
          )}
          {props.lengths.map((length) => (
            <option key={length.days} value={length.days}>
              {lengthLabel(length.days)} · {formatUsd(length.totalCents)}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="checkout-form__group">
        <legend className="checkout-form__legend">Add-ons</legend>
        <ul className="checkout-add-ons">
          {props.offeredAddOns.length === 0 && <li className="field-hint">This provider offers no add-ons.</li>}
          {props.offeredAddOns.map(({ addOn, cents }) => (
            <li key={addOn}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name={addOn}
                  checked={addOns[addOn] === true}
                  // Not orderable now: cannot be ticked (an already ticked one can still be unticked).
                  disabled={addOn === 'sameDayDelivery' && sameDay?.available === false && addOns.sameDayDelivery !== true}
                  aria-describedby={addOn === 'sameDayDelivery' ? 'checkout-same-day-note' : undefined}
                  onChange={(event) => {
                    onAddOnsChange({ ...addOns, [addOn]: event.target.checked });
                    if (addOn === 'sameDayDelivery') {
                      // Same-day is today; unticked, the date goes back to the first day without it.
                      chooseDate(event.target.checked ? today : addDays(today, 1));
                      form.clearError('addOns.sameDayDelivery');
                      // Unticking same-day delivery lifts the time-window rule.
                      form.clearError('preferredTimeWindow');
                    }
                  }}
                />
                <span className="checkout-add-ons__label">{CHECKOUT_ADD_ON_LABELS[addOn]}</span>
                <span className="checkout-add-ons__price">+{formatUsd(cents)}</span>
              </label>
              {addOn === 'sameDayDelivery' && (
                <p id="checkout-same-day-note" className={errors['addOns.sameDayDelivery'] ? 'field-error' : 'field-hint'}>
                  {errors['addOns.sameDayDelivery'] ??
                    (sameDay?.available === false && addOns.sameDayDelivery !== true
                      ? sameDay.reason
                      : `Delivered today when ordered by ${SAME_DAY_ORDER_CUTOFF_LABEL} local time.`)}
                </p>
              )}
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="acceptTerms"
            checked={values.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'checkout-terms-error' : undefined}
            onChange={(event) => form.set('acceptTerms', event.target.checked, 'acceptTerms')}
          />
          <span>
            I accept the{' '}
            <Link to="/terms" target="_blank" rel="noopener" className="link-inline">
              Terms and Conditions<span className="visually-hidden"> (opens in a new tab)</span>
            </Link>
          </span>
        </label>
        {errors.acceptTerms && (
          <p id="checkout-terms-error" className="field-error" role="alert">
            {errors.acceptTerms}
          </p>
        )}
      </div>

      <button type="submit" className="button button--primary button--block" disabled={busy || form.busy}>
        {busy || form.busy ? 'Redirecting to Secure Checkout...' : 'Continue to Payment'}
      </button>
      <p className="checkout-form__note">
        You will enter your card on our payment provider&apos;s secure page.
      </p>
      <p className="checkout-form__note">
        Your card is saved for the final charge after pickup (extra tons, extra days or swaps), if there is one.
      </p>
    </form>
  );
}

/** The next free delivery dates for the length chosen, as buttons: the days the date input cannot grey out for the others. */
function FreeDates({ dates, chosen, onChoose }: { dates: NextAvailableDates; chosen: string; onChoose: (date: string) => void }) {
  return (
    <div className="checkout-dates" role="group" aria-labelledby="checkout-dates-title">
      <p id="checkout-dates-title" className="checkout-dates__title">
        Next available delivery dates for {lengthLabel(dates.rentalDays)}
      </p>
      {dates.dates.length > 0 ? (
        <ul className="chips checkout-dates__list">
          {dates.dates.map((date) => (
            <li key={date}>
              <button type="button" className="chip" aria-pressed={date === chosen} onClick={() => onChoose(date)}>
                {shortDateLabel(date)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">
          No free dates in the next {NEXT_AVAILABLE_WINDOW_DAYS} days for this length. Try a shorter rental, or call the provider.
        </p>
      )}
    </div>
  );
}
