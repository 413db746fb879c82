// One stocked size on the Pricing page: priced from the rate per yard or by the provider's own price
// per rental length, with the tons included and the price of an extra day and an extra ton. Errors
// come keyed by the shared schema's paths (pricing.sizes.yard20....).
import { RENTAL_LENGTH_OPTIONS, lengthLabel, sizeKey } from '../../../../../shared/pricing';
import { INCLUDED_TONS_STEP } from '../../../../../shared/schemas/provider-settings';
import { TextField } from '../../../components/form-field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { SizeFormValues, SizeScheme } from './pricing-form-values';

interface SizePricingFieldsProps {
  sizeYards: number;
  values: SizeFormValues;
  errors: FieldErrors;
  onChange: (next: Partial<SizeFormValues>, errorKey: string) => void;
}

export function SizePricingFields({ sizeYards, values, errors, onChange }: SizePricingFieldsProps) {
  const path = `pricing.sizes.${sizeKey(sizeYards)}`;
  const id = `size-${sizeYards}`;
  const lengthsError =
    errors[`${path}.lengthPricesCents`] ??
    Object.entries(errors).find(([key]) => key.startsWith(`${path}.lengthPricesCents.`))?.[1];
  return (
    <fieldset className="size-pricing" aria-labelledby={`${id}-title`}>
      <legend id={`${id}-title`} className="size-pricing__title">
        {sizeYards} yard dumpster
      </legend>
      <div className="size-pricing__scheme" role="radiogroup" aria-label={`How the ${sizeYards} yard dumpster is priced`}>
        {(
          [
            ['rate', 'From my rate per yard'],
            ['lengths', 'My own price per rental length'],
          ] as [SizeScheme, string][]
        ).map(([scheme, label]) => (
          <label key={scheme} className="radio">
            <input
              type="radio"
              name={`${id}-scheme`}
              value={scheme}
              checked={values.scheme === scheme}
              onChange={() => onChange({ scheme }, `${path}.lengthPricesCents`)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {values.scheme === 'lengths' ? (
        <div className="size-pricing__lengths">
          <p className="pricing-section__lead" id={`${id}-lengths-hint`}>
            Price each length you rent this size for; leave a length empty if you do not offer it. Each price includes that many
            days.
          </p>
          <div className="form-grid form-grid--three">
            {RENTAL_LENGTH_OPTIONS.map((days) => (
              <TextField
                key={days}
                label={`${sizeYards} yd, ${lengthLabel(days)} ($)`}
                name={`${id}-length-${days}`}
                type="number"
                inputMode="decimal"
                min={0}
                step={1}
                value={values.lengths[days] ?? ''}
                onChange={(event) => onChange({ lengths: { ...values.lengths, [days]: event.target.value } }, `${path}.lengthPricesCents`)}
              />
            ))}
          </div>
          {lengthsError && (
            <p className="field-error" role="alert">
              {lengthsError}
            </p>
          )}
        </div>
      ) : (
        <p className="pricing-section__lead">1 day, 7 days (5 billed days) and 30 days (20 billed days) at your rate per yard.</p>
      )}
      <div className="form-grid form-grid--three">
        <TextField
          label={`${sizeYards} yd, tons included`}
          name={`${id}-tons`}
          type="number"
          inputMode="decimal"
          min={0}
          step={INCLUDED_TONS_STEP}
          value={values.includedTons}
          error={errors[`${path}.includedTons`]}
          hint="0 with no extra-ton price: weight is not charged."
          onChange={(event) => onChange({ includedTons: event.target.value }, `${path}.includedTons`)}
        />
        <TextField
          label={`${sizeYards} yd, price per extra day ($)`}
          name={`${id}-extra-day`}
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          value={values.extraDay}
          error={errors[`${path}.extraDayCents`]}
          hint={values.scheme === 'rate' ? 'Empty: one day at your rate.' : undefined}
          onChange={(event) => onChange({ extraDay: event.target.value }, `${path}.extraDayCents`)}
        />
        <TextField
          label={`${sizeYards} yd, price per extra ton ($)`}
          name={`${id}-extra-ton`}
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          value={values.extraTon}
          error={errors[`${path}.extraTonCents`]}
          onChange={(event) => onChange({ extraTon: event.target.value }, `${path}.extraTonCents`)}
        />
      </div>
    </fieldset>
  );
}
