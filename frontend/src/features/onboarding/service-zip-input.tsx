// Service area ZIP codes: typed one at a time (Add or Enter), listed as removable chips.
import { useId, useState, type KeyboardEvent } from 'react';
import { addServiceZip } from './registration-values';

/** 5 digits, or ZIP+4 with its dash (43215-1234). */
const ZIP_INPUT_MAX_LENGTH = 10;

interface ServiceZipInputProps {
  zipCodes: string[];
  onChange: (zipCodes: string[]) => void;
  /** The form's error for the list (none added, or the server's). */
  error?: string;
}

export function ServiceZipInput({ zipCodes, onChange, error }: ServiceZipInputProps) {
  const [typed, setTyped] = useState('');
  const [entryError, setEntryError] = useState<string>();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shownError = entryError ?? error;

  function add() {
    const entry = addServiceZip(typed, zipCodes);
    if (!entry.ok) {
      setEntryError(entry.message);
      return;
    }
    setEntryError(undefined);
    setTyped('');
    onChange([...zipCodes, entry.zipCode]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the ZIP instead of submitting the whole registration.
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
          maxLength={ZIP_INPUT_MAX_LENGTH}
          value={typed}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setTyped(event.target.value);
            setEntryError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--ghost" onClick={add}>
          Add
        </button>
      </div>
      <p id={hintId} className="field-hint">
        Add each ZIP code you deliver to, e.g. 43215 or 43215-1234.
      </p>
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      )}
      {zipCodes.length > 0 && (
        <ul className="zip-chips" aria-label="Service area ZIP codes added">
          {zipCodes.map((zipCode) => (
            <li key={zipCode} className="zip-chip">
              <span>{zipCode}</span>
              <button
                type="button"
                className="zip-chip__remove"
                aria-label={`Remove ZIP ${zipCode}`}
                onClick={() => onChange(zipCodes.filter((listed) => listed !== zipCode))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
