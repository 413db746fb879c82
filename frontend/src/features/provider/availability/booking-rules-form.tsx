// The Booking rules form: lead time and turnaround (days), the weekdays the provider delivers on and
// their blackout dates. Everything is checked with the shared schema the API uses
// (providerBookingRulesUpdateSchema), so the form and the server refuse the same things in the same
// words; the server also drops blackout dates that have passed, and the form shows what it kept.
import { useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  bookingRulesOf,
  LEAD_TIME_MAX_DAYS,
  LEAD_TIME_MIN_DAYS,
  MAX_BLACKOUT_DATES,
  nextDeliveryDate,
  TURNAROUND_MAX_DAYS,
  WEEKDAY_NAMES,
  type BookingRules,
} from '../../../../../shared/booking-rules';
import { addDays } from '../../../../../shared/rental-dates';
import { bookingRulesSchema, type ProviderProfile } from '../../../../../shared/schemas/provider';
import { PROVIDER_SETTINGS_MESSAGES, providerBookingRulesUpdateSchema } from '../../../../../shared/schemas/provider-settings';
import { TextField } from '../../../components/form-field';
import { localIsoDate } from '../../../lib/calendar-date';
import type { FieldErrors } from '../../../lib/form-errors';
import { SettingsNotice, useSettingsForm } from '../settings/use-settings-form';
import { useSaveBookingRules } from './booking-rules-api';

interface FormValues {
  /** As typed: the number inputs' text. */
  leadTimeDays: string;
  turnaroundDays: string;
  deliveryWeekdays: number[];
  blackoutDates: string[];
  /** The date picked to add to the blackout dates; not part of the request. */
  newDate: string;
  /** The profile's updatedAt the form was filled from: a save from an older one is refused with 409. */
  expectedUpdatedAt: string;
}

const formValuesOf = (profile: ProviderProfile): FormValues => {
  const rules = bookingRulesOf(profile);
  return {
    leadTimeDays: String(rules.leadTimeDays),
    turnaroundDays: String(rules.turnaroundDays),
    deliveryWeekdays: [...rules.deliveryWeekdays],
    blackoutDates: [...rules.blackoutDates],
    newDate: '',
    expectedUpdatedAt: profile.updatedAt,
  };
};

/** An empty field is no number at all, so the schema says "must be a number" rather than "at least 1". */
const daysOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const rulesOf = (values: FormValues): BookingRules => ({
  leadTimeDays: daysOf(values.leadTimeDays),
  turnaroundDays: daysOf(values.turnaroundDays),
  deliveryWeekdays: [...values.deliveryWeekdays].sort((a, b) => a - b),
  blackoutDates: values.blackoutDates,
});

const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);

const BLACKOUT_KEY = 'bookingRules.blackoutDates';
const CHOOSE_A_DATE = 'Choose a date to add';
const PAST_DATE = 'Choose a date from today on: days that have passed need no blackout';

/** The first error on the blackout list or any of its dates. */
const blackoutErrorOf = (errors: FieldErrors) => Object.entries(errors).find(([key]) => key === BLACKOUT_KEY || key.startsWith(`${BLACKOUT_KEY}.`))?.[1];

function EarliestDeliveryPreview({ rules, observesFederalHolidays }: { rules: BookingRules | undefined; observesFederalHolidays: boolean }) {
  // Read on this device's clock: close enough for a preview; checkout reads the address's own.
  const today = localIsoDate(0);
  const earliest = rules ? nextDeliveryDate(rules, addDays(today, rules.leadTimeDays), { observesFederalHolidays }) : undefined;
  return (
    <section className="card availability-preview" aria-labelledby="availability-preview-title">
      <h2 id="availability-preview-title">What customers see</h2>
      {rules ? (
        <p aria-live="polite">
          A customer ordering today can book a delivery from <strong>{earliest ? LONG_DATE.format(dateOf(earliest)) : 'no date in the next year'}</strong>
          {rules.turnaroundDays > 0
            ? `. A dumpster that comes back is ready to go out again ${rules.turnaroundDays} ${rules.turnaroundDays === 1 ? 'day' : 'days'} after pickup.`
            : '. A dumpster that comes back can go out again the same day.'}
        </p>
      ) : (
        <p className="availability-section__lead">Fix the rules on the left to see the earliest delivery day.</p>
      )}
      <p className="availability-section__lead">
        {observesFederalHolidays ? 'You do not deliver on US federal holidays. ' : 'You deliver on US federal holidays. '}
        Change that on the <Link to="/provider/pricing">Pricing page</Link>.
      </p>
    </section>
  );
}

export function BookingRulesForm({ profile, onReload }: { profile: ProviderProfile; onReload: () => void }) {
  const save = useSaveBookingRules();
  const form = useSettingsForm({
    schema: providerBookingRulesUpdateSchema,
    // With the profile this form was filled from: a save from an older one is refused with 409.
    initialValues: formValuesOf(profile),
    toInput: (values) => ({ bookingRules: rulesOf(values), expectedUpdatedAt: values.expectedUpdatedAt }),
    mutation: save,
    // What the server kept: in order, without the dates that have passed.
    onSuccess: (saved) => form.reset({ ...formValuesOf(saved), newDate: form.values.newDate }),
    savedText: PROVIDER_SETTINGS_MESSAGES.bookingRulesSaved,
    failedText: (reason) => `${PROVIDER_SETTINGS_MESSAGES.bookingRulesSaveFailedPrefix}${reason}`,
  });
  const { values, errors } = form;
  const noticeId = useId();
  const weekdaysErrorId = useId();
  const blackoutErrorId = useId();
  const blackoutHintId = useId();
  const dateInputId = useId();
  const today = localIsoDate(0);
  const dateInput = useRef<HTMLInputElement>(null);

  const rules = rulesOf(values);
  const validRules = bookingRulesSchema.safeParse(rules).success ? rules : undefined;
  const blackoutError = blackoutErrorOf(errors);

  function toggleWeekday(weekday: number, on: boolean) {
    const weekdays = on ? [...values.deliveryWeekdays, weekday] : values.deliveryWeekdays.filter((day) => day !== weekday);
    form.set('deliveryWeekdays', weekdays, 'bookingRules.deliveryWeekdays');
  }

  function addBlackoutDate() {
    const setError = (message: string) => form.setErrors({ ...errors, [BLACKOUT_KEY]: message });
    const { newDate } = values;
    if (newDate === '') return setError(CHOOSE_A_DATE);
    if (newDate < today) return setError(PAST_DATE);
    const candidate = [...values.blackoutDates, newDate].sort();
    const checked = bookingRulesSchema.shape.blackoutDates.safeParse(candidate);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    form.set('blackoutDates', candidate, BLACKOUT_KEY);
    form.set('newDate', '');
  }

  function removeBlackoutDate(date: string) {
    form.set(
      'blackoutDates',
      values.blackoutDates.filter((kept) => kept !== date),
      BLACKOUT_KEY,
    );
    // The button pressed is gone: keep a keyboard user in the blackout section, not at the page's top.
    dateInput.current?.focus();
  }

  // Enter in the date field adds the date instead of saving the whole form.
  function onDateKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addBlackoutDate();
  }

  return (
    <form {...form.formProps} className="availability-layout" aria-describedby={form.notice?.tone === 'error' ? noticeId : undefined}>
      <div className="availability-layout__main">
        <SettingsNotice id={noticeId} form={form} onReload={onReload} />
        <section className="card availability-section" aria-labelledby="booking-rules-title">
          <h2 id="booking-rules-title">Booking rules</h2>
          <div className="form-grid form-grid--two">
            <TextField
              label="Lead time (days)"
              name="leadTimeDays"
              type="number"
              inputMode="numeric"
              min={LEAD_TIME_MIN_DAYS}
              max={LEAD_TIME_MAX_DAYS}
              step={1}
              value={values.leadTimeDays}
              error={errors['bookingRules.leadTimeDays']}
              hint={`The notice you need: 1 means from tomorrow, up to ${LEAD_TIME_MAX_DAYS}. Same-day delivery, if you offer it, skips it.`}
              onChange={(event) => form.set('leadTimeDays', event.target.value, 'bookingRules.leadTimeDays')}
            />
            <TextField
              label="Turnaround (days)"
              name="turnaroundDays"
              type="number"
              inputMode="numeric"
              min={0}
              max={TURNAROUND_MAX_DAYS}
              step={1}
              value={values.turnaroundDays}
              error={errors['bookingRules.turnaroundDays']}
              hint={`Days a picked-up dumpster is out of service (emptied, cleaned) before it goes out again; 0 to ${TURNAROUND_MAX_DAYS}.`}
              onChange={(event) => form.set('turnaroundDays', event.target.value, 'bookingRules.turnaroundDays')}
            />
          </div>
        </section>

        <fieldset
          className="card availability-section availability-weekdays"
          aria-describedby={errors['bookingRules.deliveryWeekdays'] ? weekdaysErrorId : undefined}
        >
          <legend className="availability-section__legend">Delivery days</legend>
          <p className="availability-section__lead">The weekdays your trucks deliver on. Pickups are not affected.</p>
          <div className="availability-weekdays__list">
            {WEEKDAY_NAMES.map((name, weekday) => (
              <label key={name} className="checkbox availability-weekdays__day">
                <input
                  type="checkbox"
                  name="deliveryWeekdays"
                  value={weekday}
                  checked={values.deliveryWeekdays.includes(weekday)}
                  onChange={(event) => toggleWeekday(weekday, event.target.checked)}
                />
                <span>{name}</span>
              </label>
            ))}
          </div>
          {errors['bookingRules.deliveryWeekdays'] && (
            <p id={weekdaysErrorId} className="field-error" role="alert">
              {errors['bookingRules.deliveryWeekdays']}
            </p>
          )}
        </fieldset>

        <section className="card availability-section" aria-labelledby="blackout-dates-title">
          <h2 id="blackout-dates-title">Blackout dates</h2>
          <p id={blackoutHintId} className="availability-section__lead">
            Days with no deliveries: holidays, shutdowns, a truck in the shop. Up to {MAX_BLACKOUT_DATES}; days that have passed drop off when you save.
          </p>
          <div className="availability-blackout__add">
            <div className="field">
              <label className="field-label" htmlFor={dateInputId}>
                Blackout date
              </label>
              <input
                ref={dateInput}
                id={dateInputId}
                className="text-input"
                type="date"
                min={today}
                value={values.newDate}
                aria-invalid={blackoutError ? true : undefined}
                aria-describedby={[blackoutHintId, blackoutError ? blackoutErrorId : ''].filter(Boolean).join(' ')}
                onChange={(event) => form.set('newDate', event.target.value)}
                onKeyDown={onDateKeyDown}
              />
            </div>
            <button type="button" className="button button--ghost" onClick={addBlackoutDate}>
              Add date
            </button>
          </div>
          {blackoutError && (
            <p id={blackoutErrorId} className="field-error" role="alert">
              {blackoutError}
            </p>
          )}
          {values.blackoutDates.length === 0 ? (
            <p className="availability-blackout__empty">No blackout dates: customers can book any of your delivery days.</p>
          ) : (
            <ul className="availability-blackout__list" aria-label="Blackout dates">
              {values.blackoutDates.map((date) => (
                <li key={date} className="availability-blackout__item">
                  <span>{SHORT_DATE.format(dateOf(date))}</span>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`Remove ${LONG_DATE.format(dateOf(date))}`}
                    onClick={() => removeBlackoutDate(date)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <button type="submit" className="button button--primary availability-save" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save Booking Rules'}
        </button>
      </div>
      <div className="availability-layout__side">
        <EarliestDeliveryPreview rules={validRules} observesFederalHolidays={profile.observesFederalHolidays === true} />
      </div>
    </form>
  );
}
