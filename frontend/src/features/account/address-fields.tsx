// Street, city, state (the 50 states and DC) and ZIP: shared by registration and the profile form.
import { US_STATES, ZIP_CODE_LENGTH } from '../../../../shared/constants';
import { SelectField, TextField } from '../../components/form-field';
import type { FieldErrors } from '../../lib/form-errors';

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
}

export function AddressFields({ value, errors, onChange }: AddressFieldsProps) {
  return (
    <>
      <TextField
        label="Street address"
        name="street"
        autoComplete="street-address"
        value={value.street}
        error={errors['address.street']}
        onChange={(event) => onChange('street', event.target.value)}
      />
      <div className="form-grid">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={value.city}
          error={errors['address.city']}
          onChange={(event) => onChange('city', event.target.value)}
        />
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          value={value.state}
          error={errors['address.state']}
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
          error={errors['address.zipCode']}
          onChange={(event) => onChange('zipCode', event.target.value.replace(/\D/g, '').slice(0, ZIP_CODE_LENGTH))}
        />
      </div>
    </>
  );
}
