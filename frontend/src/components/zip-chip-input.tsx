// Service area ZIP codes: typed one at a time (Add or Enter), listed as removable chips. What a
// form accepts (ZIP+4 or not, how many, which messages) is its own `addZip`.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './zip-chip-input.css';

/** A typed ZIP as the ZIP to list, or why it cannot be added. */
export type ZipEntry = { ok: true; zipCode: string } | { ok: false; message: string };

interface ZipChipInputProps {
  zipCodes: string[];
  onChange: (zipCodes: string[]) => void;
  /** Parses and checks a typed ZIP against those already listed. */
  addZip: (typed: string, current: readonly string[]) => ZipEntry;
  label: string;
  hint: string;
  /** The chip list's accessible name. */
  listLabel: string;
  /** The longest entry `addZip` accepts. */
  maxLength: number;
  /** The form's error for the whole list (none added, or the server's); a typed entry's own error wins. */
  error?: string;
  disabled?: boolean;
  /** Shown in place of the chips while none are listed. */
  empty?: ReactNode;
}

export function ZipChipInput({ zipCodes, onChange, addZip, label, hint, listLabel, maxLength, error, disabled, empty }: ZipChipInputProps) {
  const [typed, setTyped] = useState('');
  const [entryError, setEntryError] = useState<string>();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shownError = entryError ?? error;

  function add() {
    const entry = addZip(typed, zipCodes);
    if (!entry.ok) {
      setEntryError(entry.message);
      return;
    }
    setEntryError(undefined);
    setTyped('');
    onChange([...zipCodes, entry.zipCode]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the ZIP instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="zip-entry">
        <input
          id={inputId}
          name="serviceZip"
          className="text-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={maxLength}
          value={typed}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setTyped(event.target.value);
            setEntryError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--ghost" onClick={add} disabled={disabled}>
          Add
        </button>
      </div>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      )}
      {zipCodes.length > 0 ? (
        <ul className="zip-chips" aria-label={listLabel}>
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
        empty
      )}
    </div>
  );
}
