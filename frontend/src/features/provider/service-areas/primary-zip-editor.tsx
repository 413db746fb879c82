// The primary ZIP list: each with its city and state and a Remove button, and a small form that
// checks a new ZIP (format, duplicate, then the API's lookup) before adding it.
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../../shared/messages';
import { MAX_PRIMARY_ZIP_CODES, PROVIDER_SETTINGS_MESSAGES } from '../../../../../shared/schemas/provider-settings';
import { ZIP_CODE_LENGTH } from '../../../../../shared/constants';
import { TextField } from '../../../components/form-field';
import { lookupZipCode } from './service-areas-api';

export interface ZipPlace {
  city: string;
  state: string;
}

interface PrimaryZipEditorProps {
  zipCodes: readonly string[];
  places: Readonly<Record<string, ZipPlace>>;
  onAdd: (zipCode: string, place: ZipPlace) => void;
  onRemove: (zipCode: string) => void;
}

function AddZipForm({ zipCodes, onAdd }: Pick<PrimaryZipEditorProps, 'zipCodes' | 'onAdd'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    const zipCode = text.trim();
    if (!/^\d{5}$/.test(zipCode)) return setError(MESSAGES.zipInvalid);
    if (zipCodes.includes(zipCode)) return setError(PROVIDER_SETTINGS_MESSAGES.zipDuplicate);
    if (zipCodes.length >= MAX_PRIMARY_ZIP_CODES) return setError(`At most ${MAX_PRIMARY_ZIP_CODES} primary ZIP codes`);
    setError(undefined);
    setChecking(true);
    try {
      const place = await lookupZipCode(zipCode);
      onAdd(zipCode, { city: place.city, state: place.state });
      setText('');
    } catch {
      setError(PROVIDER_SETTINGS_MESSAGES.zipUnvalidated);
    } finally {
      setChecking(false);
    }
  }

  return (
    <form noValidate className="zip-add" onSubmit={submit}>
      <TextField
        label="Add a ZIP code"
        name="newZipCode"
        inputMode="numeric"
        autoComplete="off"
        maxLength={ZIP_CODE_LENGTH}
        placeholder="e.g. 43215"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value.replace(/\D/g, '').slice(0, ZIP_CODE_LENGTH));
          setError(undefined);
        }}
      />
      <button type="submit" className="button button--ghost zip-add__button" disabled={checking}>
        {checking ? 'Checking...' : 'Add ZIP'}
      </button>
    </form>
  );
}

export function PrimaryZipEditor({ zipCodes, places, onAdd, onRemove }: PrimaryZipEditorProps) {
  return (
    <>
      {zipCodes.length === 0 ? (
        <p className="service-zips__empty">{PROVIDER_SETTINGS_MESSAGES.primaryZipRequired}.</p>
      ) : (
        <ul className="service-zips" aria-label="Primary ZIP codes">
          {zipCodes.map((zipCode) => {
            const place = places[zipCode];
            return (
              <li key={zipCode} className="service-zips__item">
                <span className="service-zips__zip">{zipCode}</span>
                <span className="service-zips__place">{place ? `${place.city}, ${place.state}` : ''}</span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Remove ${zipCode}`}
                  onClick={() => onRemove(zipCode)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <AddZipForm zipCodes={zipCodes} onAdd={onAdd} />
    </>
  );
}
