// The primary ZIP list: each with its city and state and a Remove button, and a small form that
// checks a new ZIP (format, duplicate, then the API's lookup) before adding it.
import * as z from 'zod';
import { ZIP_CODE_LENGTH } from '../../../../../shared/constants';
import { PROVIDER_SETTINGS_MESSAGES, primaryZipCodesSchema } from '../../../../../shared/schemas/provider-settings';
import { zipCodeSchema } from '../../../../../shared/schemas/zip-code';
import { TextField } from '../../../components/form-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useLookupZip } from './service-areas-api';

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

/** A ZIP to add: the shared ZIP format, then the shared rules of the list it joins (no duplicate, at most 30). */
const addZipSchema = (zipCodes: readonly string[]) =>
  z.object({ zipCode: zipCodeSchema }).superRefine(({ zipCode }, ctx) => {
    const checked = primaryZipCodesSchema.safeParse([...zipCodes, zipCode]);
    // The duplicate, when there is one, is the last issue: the more telling of the two.
    if (!checked.success) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: checked.error.issues.at(-1)!.message });
  });

function AddZipForm({ zipCodes, onAdd }: Pick<PrimaryZipEditorProps, 'zipCodes' | 'onAdd'>) {
  const lookup = useLookupZip();
  const form = useSchemaForm({
    schema: addZipSchema(zipCodes),
    initialValues: { zipCode: '' },
    mutation: lookup,
    onSuccess: (place, { zipCode }) => {
      onAdd(zipCode, { city: place.city, state: place.state });
      form.reset();
    },
  });

  return (
    <form {...form.formProps} className="zip-add">
      <TextField
        label="Add a ZIP code"
        name="newZipCode"
        inputMode="numeric"
        autoComplete="off"
        maxLength={ZIP_CODE_LENGTH}
        placeholder="e.g. 43215"
        value={form.values.zipCode}
        error={form.errors.zipCode}
        onChange={(event) => form.set('zipCode', event.target.value.replace(/\D/g, '').slice(0, ZIP_CODE_LENGTH))}
      />
      <button type="submit" className="button button--ghost zip-add__button" disabled={form.busy}>
        {form.busy ? 'Checking...' : 'Add ZIP'}
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
