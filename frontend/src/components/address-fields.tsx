// Street, city, state (the 50 states and DC) and ZIP: shared by registration, the profile form,
// checkout and the rent form. `errorPrefix` names the address object in the error keys.
// With `checkZip`, a known ZIP fills an empty city and state, a state the ZIP is not in is flagged
// with the server's own refusal (shared/deliverability.ts), and a city other than the ZIP's is
// pointed out (not refused: one ZIP can cover several towns' names).
import { useEffect, useRef } from 'react';
import { US_STATES, ZIP_CODE_LENGTH } from '../../../shared/constants';
import { DELIVERY_MESSAGES } from '../../../shared/deliverability';
import { SelectField, TextField } from './form-field';
import type { FieldErrors } from '../lib/form-errors';
import { useZipPlace } from '../lib/zip-place';

export interface AddressValues {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export const EMPTY_ADDRESS: AddressValues = { street: '', city: '', state: '', zipCode: '' };

interface AddressFieldsProps {
  value: AddressValues;
  errors: FieldErrors;
  onChange: (field: keyof AddressValues, value: string) => void;
  /** 'address' (default) or e.g. 'deliveryAddress', as the request schema names it. */
  errorPrefix?: string;
  /** Look the ZIP up: fill city and state, and say when they disagree with it. */
  checkZip?: boolean;
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function AddressFields({ value, errors, onChange, errorPrefix = 'address', checkZip = false }: AddressFieldsProps) {
  const lookup = useZipPlace(checkZip ? value.zipCode : '');
  const place = checkZip && lookup.data?.zipCode === value.zipCode.trim() ? lookup.data : undefined;
  const { city, state } = value;
  // Only a newly found place fills in: what the customer types afterwards stands.
  const filledFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!place) filledFor.current = undefined;
    if (!place || filledFor.current === place.zipCode) return;
    filledFor.current = place.zipCode;
    if (!city.trim()) onChange('city', place.city);
    if (!state) onChange('state', place.state);
  }, [place, city, state, onChange]);
  const stateProblem = place && state && state !== place.state ? DELIVERY_MESSAGES.zipNotInState(place.zipCode, place.state, state) : undefined;
  const cityHint = place && city.trim() && !sameCity(city, place.city) ? `ZIP code ${place.zipCode} is in ${place.city}, ${place.state}.` : undefined;
  return (
    <>
      <TextField
        label="Street address"
        name="street"
        autoComplete="street-address"
        value={value.street}
        error={errors[`${errorPrefix}.street`]}
        onChange={(event) => onChange('street', event.target.value)}
      />
      <div className="form-grid">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={value.city}
          error={errors[`${errorPrefix}.city`]}
          onChange={(event) => onChange('city', event.target.value)}
        />
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          value={value.state}
          error={errors[`${errorPrefix}.state`] ?? stateProblem}
          onChange={(event) => onChange('state', event.target.value)}
        >
          <option value="">Select a state</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="ZIP code"
          name="zipCode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={ZIP_CODE_LENGTH}
          value={value.zipCode}
          hint={cityHint}
          error={errors[`${errorPrefix}.zipCode`]}
          onChange={(event) => onChange('zipCode', event.target.value.replace(/\D/g, '').slice(0, ZIP_CODE_LENGTH))}
        />
      </div>
    </>
  );
}
