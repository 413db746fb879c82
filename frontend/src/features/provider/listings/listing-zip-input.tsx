// A listing's service areas: ZIP codes typed one at a time (Add or Enter), listed as removable chips.
import { useId, useState, type KeyboardEvent } from 'react';
import { addListingZip } from './listing-form-values';

interface ListingZipInputProps {
  zipCodes: string[];
  onChange: (zipCodes: string[]) => void;
  disabled?: boolean;
}

export function ListingZipInput({ zipCodes, onChange, disabled }: ListingZipInputProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  function add() {
    const entry = addListingZip(typed, zipCodes);
    if (!entry.ok) {
      setError(entry.message);
      return;
    }
    setError(undefined);
    setTyped('');
    onChange([...zipCodes, entry.zipCode]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the ZIP instead of submitting the whole listing.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        Service area ZIP code
      </label>
      <div className="zip-entry">
        <input
          id={inputId}
          name="serviceZip"
          className="text-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={typed}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--ghost" onClick={add} disabled={disabled}>
          Add
        </button>
      </div>
      <p id={hintId} className="field-hint">
        The 5-digit ZIP codes this dumpster is delivered to, e.g. 43215.
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {zipCodes.length > 0 ? (
        <ul className="zip-chips" aria-label="Service area ZIP codes added">
          {zipCodes.map((zipCode) => (
            <li key={zipCode} className="zip-chip">
              <span>{zipCode}</span>
              <button
                type="button"
                className="zip-chip__remove"
                aria-label={`Remove ZIP ${zipCode}`}
                disabled={disabled}
                onClick={() => onChange(zipCodes.filter((listed) => listed !== zipCode))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="listing-form__empty">No ZIP codes added yet.</p>
      )}
    </div>
  );
}
