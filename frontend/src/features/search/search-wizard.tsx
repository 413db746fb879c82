// The home search wizard: ZIP check, dumpster type, then property type with the delivery date and
// rental length, then 'Find Dumpsters'. The date starts at the first day a dumpster can be delivered
// to the ZIP (tomorrow on its clock, lib/zone-delivery-window.ts), so results list only providers
// with one free. Each step moves focus to its heading and announces "Step N of 3" so it works
// without a mouse.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DUMPSTER_TYPE_LABELS,
  PROPERTY_TYPES,
  WIZARD_DUMPSTER_TYPES,
  ZIP_CODE_LENGTH,
  type PropertyType,
  type WizardDumpsterType,
} from '../../../../shared/constants';
import { STANDARD_RENTAL_DAYS } from '../../../../shared/pricing';
import type { ZipCodeLookup } from '../../../../shared/schemas/zip-code';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { deliveryDateProblemOf, deliveryTimeZoneOf, deliveryWindowOf } from '../../lib/zone-delivery-window';
import { DeliveryDateField, RentalLengthField } from './rental-fields';
import { wizardResultsUrl } from './results-url';
import { loadZipCheck, useZipCheck } from './zip-check-api';
import './search.css';


const STEP_COUNT = 3;

const TYPE_HINTS: Record<WizardDumpsterType, string> = {
  construction: 'Remodels, roofing, demolition debris',
  residential: 'Clean-outs, yard waste, moving',
  commercial: 'Businesses, retail and job sites',
};

const PROPERTY_HINTS: Record<PropertyType, string> = {
  residential: 'A home, driveway or yard',
  commercial: 'A business, site or lot',
};

const PROPERTY_LABELS: Record<PropertyType, string> = { residential: 'Residential', commercial: 'Commercial' };

/** The last step's choices: none made yet; the date is set once the ZIP (and its clock) is known. */
const NO_CHOICES: { category: PropertyType | ''; startDate: string; rentalDays: number } = {
  category: '',
  startDate: '',
  rentalDays: STANDARD_RENTAL_DAYS,
};

/** `size`: a size chosen before (the size guide's links), carried into the results. */
export function SearchWizard({ size }: { size?: number } = {}) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [place, setPlace] = useState<ZipCodeLookup>();
  const [type, setType] = useState<WizardDumpsterType>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);
  const navigate = useNavigate();
  const id = useId();
  // Both steps' schemas come with the ZIP check's module, loaded on demand (zod stays out of the first page).
  const zip = useSchemaForm({
    schema: () => loadZipCheck().then((checks) => checks.zipCodeParamsSchema),
    initialValues: { zipCode: '' },
    mutation: useZipCheck(),
    onSuccess: (found) => {
      setPlace(found);
      // A date chosen for another ZIP stays if this one can have it too.
      const chosen = when.values.startDate;
      when.set('startDate', chosen && !deliveryDateProblemOf(chosen, found.timeZone) ? chosen : deliveryWindowOf(found.timeZone).earliest);
      goTo(2);
    },
  });
  const when = useSchemaForm({
    schema: () => loadZipCheck().then((checks) => checks.searchWizardSchema),
    initialValues: NO_CHOICES,
    toInput: (values) => ({ ...values, timeZone: deliveryTimeZoneOf(place?.timeZone) }),
    onValid: ({ category, startDate, rentalDays }) => {
      if (place && type) navigate(wizardResultsUrl({ zipCode: place.zipCode, type, category, size, startDate, rentalDays }));
    },
  });

  useEffect(() => {
    // Focus follows the step, but not on first render: the page should not jump to the wizard.
    if (movedStep.current) headingRef.current?.focus();
  }, [step]);

  function goTo(next: 1 | 2 | 3) {
    movedStep.current = true;
    setStep(next);
  }

  function chooseType(value: WizardDumpsterType) {
    setType(value);
    goTo(3);
  }

  const headingId = `${id}-heading`;
  const zipErrorId = `${id}-zip-error`;
  // The ZIP's refusal, or why it could not be checked at all (the on-demand module failed to load).
  const zipError = zip.errors.zipCode ?? zip.notice?.text;
  const categoryErrorId = `${id}-category-error`;
  const categoryError = when.errors.category;
  const deliveryDays = deliveryWindowOf(place?.timeZone);

  return (
    <section className="wizard" aria-labelledby={headingId}>
      <p className="wizard__progress" aria-live="polite">
        Step {step} of {STEP_COUNT}
      </p>
      <ol className="wizard__steps" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <li key={n} className={n <= step ? 'wizard__dot wizard__dot--done' : 'wizard__dot'} />
        ))}
      </ol>

      {step === 1 && (
        <form {...zip.formProps}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="wizard__title">
            Where do you need a dumpster?
          </h2>
          <label htmlFor={`${id}-zip`} className="field-label">
            ZIP code
          </label>
          <div className="wizard__zip-row">
            <input
              id={`${id}-zip`}
              className="text-input"
              name="zipCode"
              inputMode="numeric"
              autoComplete="postal-code"
              pattern="[0-9]*"
              maxLength={ZIP_CODE_LENGTH}
              placeholder="e.g. 43215"
              value={zip.values.zipCode}
              aria-invalid={zipError ? true : undefined}
              aria-describedby={zipError ? zipErrorId : undefined}
              onFocus={() => void loadZipCheck()}
              onChange={(event) => zip.set('zipCode', event.target.value.slice(0, ZIP_CODE_LENGTH))}
            />
            <button type="submit" className="button button--primary" disabled={zip.busy}>
              {zip.busy ? 'Checking...' : 'Check ZIP'}
            </button>
          </div>
          {zipError && (
            <p id={zipErrorId} className="field-error" role="alert">
              {zipError}
            </p>
          )}
        </form>
      )}

      {step === 2 && place && (
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="wizard__title">
            What type of dumpster do you need?
          </h2>
          <p className="wizard__place">
            Great news! We serve{' '}
            <strong>
              {place.city}, {place.state} {place.zipCode}
            </strong>
            .
          </p>
          <div className="choice-grid" role="group" aria-labelledby={headingId}>
            {WIZARD_DUMPSTER_TYPES.map((value) => (
              <button
                key={value}
                type="button"
                className="choice"
                aria-pressed={type === value}
                onClick={() => chooseType(value)}
              >
                <span className="choice__label">{DUMPSTER_TYPE_LABELS[value]}</span>
                <span className="choice__hint">{TYPE_HINTS[value]}</span>
              </button>
            ))}
          </div>
          <div className="wizard__actions">
            <button type="button" className="button button--ghost" onClick={() => goTo(1)}>
              Back
            </button>
          </div>
        </div>
      )}

      {step === 3 && place && type && (
        <form {...when.formProps}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="wizard__title">
            What type of property is it for?
          </h2>
          <p className="wizard__place">
            {DUMPSTER_TYPE_LABELS[type]} dumpster in {place.city}, {place.state} {place.zipCode}
          </p>
          <div
            className="choice-grid choice-grid--two"
            role="group"
            aria-labelledby={headingId}
            aria-describedby={categoryError ? categoryErrorId : undefined}
          >
            {PROPERTY_TYPES.map((value) => (
              <button
                key={value}
                type="button"
                className="choice"
                aria-pressed={when.values.category === value}
                onClick={() => when.set('category', value)}
              >
                <span className="choice__label">{PROPERTY_LABELS[value]}</span>
                <span className="choice__hint">{PROPERTY_HINTS[value]}</span>
              </button>
            ))}
          </div>
          {categoryError && (
            <p id={categoryErrorId} className="field-error" role="alert">
              {categoryError}
            </p>
          )}
          <fieldset className="wizard__when">
            <legend className="wizard__when-title">When do you need it?</legend>
            <DeliveryDateField
              id={`${id}-date`}
              value={when.values.startDate}
              min={deliveryDays.earliest}
              max={deliveryDays.latest}
              error={when.errors.startDate}
              onChange={(value) => when.set('startDate', value)}
            />
            <RentalLengthField id={`${id}-days`} value={when.values.rentalDays} onChange={(days) => when.set('rentalDays', days)} />
          </fieldset>
          <div className="wizard__actions">
            <button type="button" className="button button--ghost" onClick={() => goTo(2)}>
              Back
            </button>
            <button type="submit" className="button button--primary">
              Find Dumpsters
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
