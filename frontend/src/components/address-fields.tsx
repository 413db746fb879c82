// Street, city, state (the 50 states and DC) and ZIP: shared by registration, the profile form,
// checkout and the rent form. `errorPrefix` names the address object in the error keys.
import { US_STATES, ZIP_CODE_LENGTH } from '../../../shared/constants';
import { SelectField, TextField } from './form-field';
import type { FieldErrors } from '../lib/form-errors';

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
}

export function AddressFields({ value, errors, onChange, errorPrefix = 'address' }: AddressFieldsProps) {
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
          error={errors[`${errorPrefix}.state`]}
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
          error={errors[`${errorPrefix}.zipCode`]}
          onChange={(event) => onChange('zipCode', event.target.value.replace(/\D/g, '').slice(0, ZIP_CODE_LENGTH))}
        />
      </div>
    </>
  );
}
