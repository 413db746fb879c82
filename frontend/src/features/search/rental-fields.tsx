// When the dumpster is needed: the delivery date and the rental length, as the wizard and the
// results ask for them. A native date picker (keyboard, screen readers and phones handle it), bounded
// by the delivery window the caller read on the ZIP's clock (lib/zone-delivery-window.ts). Nothing
// here loads zod: the wizard ships with the first page.
import type { Ref } from 'react';
import { lengthLabel, RENTAL_LENGTH_OPTIONS } from '../../../../shared/pricing';

interface DeliveryDateFieldProps {
  id: string;
  value: string;
  min: string;
  max?: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function DeliveryDateField({ id, value, min, max, error, onChange, onBlur, inputRef }: DeliveryDateFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Delivery date
      </label>
      <input
        ref={inputRef}
        id={id}
        className="text-input"
        type="date"
        name="startDate"
        value={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface RentalLengthFieldProps {
  id: string;
  value: number;
  onChange: (days: number) => void;
}

export function RentalLengthField({ id, value, onChange }: RentalLengthFieldProps) {
  // A URL may carry a length no provider prices on its own (extra days): keep it selectable.
  const lengths = (RENTAL_LENGTH_OPTIONS as readonly number[]).includes(value) ? RENTAL_LENGTH_OPTIONS : [value, ...RENTAL_LENGTH_OPTIONS];
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Rental length
      </label>
      <select id={id} className="select-input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {lengths.map((days) => (
          <option key={days} value={days}>
            {lengthLabel(days)}
          </option>
        ))}
      </select>
    </div>
  );
}
