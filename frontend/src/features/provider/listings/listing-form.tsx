// The listing form shared by Create Listing and Edit Listing: basic information, description,
// pricing, service areas and images. On submit it checks the fields, uploads new images (with
// progress), then hands the API body to the page; a failure shows as a banner at the top.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  DUMPSTER_TYPE_LABELS,
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  LISTING_TYPES,
} from '../../../../../shared/constants';
import { LISTING_DESCRIPTION_MAX, LISTING_SIZES } from '../../../../../shared/schemas/provider-listing';
import { SelectField, TextField } from '../../../components/form-field';
import { ZipChipInput } from '../../../components/zip-chip-input';
import type { FieldErrors } from '../../../lib/form-errors';
import { ListingImageField, savedImage, type ListingImage } from './listing-image-field';
import { addListingZip, checkListingForm, type ListingBody, type ListingFormValues } from './listing-form-values';
import { uploadListingImage } from './listings-api';
import { ListingSizePrice } from './listing-size-price';

interface Failure {
  message: string;
  error?: unknown;
}

interface ListingFormProps {
  initialValues: ListingFormValues;
  initialImages: ListingImage[];
  submitLabel: string;
  savingLabel: string;
  /** Saves the checked body (image URLs included); throws when the API refuses it. */
  onSave: (body: ListingBody) => Promise<void>;
  failureText: (error: unknown) => string;
  /** What the banner offers for a failure, e.g. reloading a listing that changed meanwhile. */
  recovery?: (error: unknown) => ReactNode;
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card listing-form__section" aria-labelledby={id}>
      <h2 id={id} className="listing-form__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ListingForm({ initialValues, initialImages, submitLabel, savingLabel, onSave, failureText, recovery }: ListingFormProps) {
  const [values, setValues] = useState(initialValues);
  const [images, setImages] = useState(initialImages);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure>();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState('');

  function set<K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const { [key]: _dropped, ...rest } = errors;
    setErrors(rest);
    // The 'fill out all required fields' banner goes once every field it pointed at is fixed.
    if (failure && failure.error === undefined && Object.keys(rest).length === 0) setFailure(undefined);
  }

  /**
   * Uploads the images not uploaded yet, in order. Each uploaded one is kept as saved, so a retry
   * after a failed save does not upload it again.
   */
  async function uploadNewImages(): Promise<string[]> {
    const current = [...images];
    const total = current.filter((image) => image.kind === 'new').length;
    let done = 0;
    for (const [index, image] of current.entries()) {
      if (image.kind !== 'new') continue;
      setProgress(`Uploading image ${done + 1} of ${total}...`);
      current[index] = savedImage(await uploadListingImage(image.file, index + 1));
      done += 1;
      setImages([...current]);
    }
    return current.flatMap((image) => (image.kind === 'saved' ? [image.url] : []));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(undefined);
    const check = checkListingForm(values, []);
    if (!check.ok) {
      setErrors(check.errors);
      setFailure({ message: check.message });
      scrollToTop();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const imageUrls = await uploadNewImages();
      setProgress('Saving listing...');
      await onSave({ ...check.body, imageUrls });
    } catch (error) {
      setFailure({ message: failureText(error), error });
      scrollToTop();
    } finally {
      setSaving(false);
      setProgress('');
    }
  }

  return (
    <form className="listing-form" noValidate onSubmit={submit}>
      {failure && (
        <div className="inline-error listing-form__banner" role="alert">
          <p>{failure.message}</p>
          {failure.error !== undefined && recovery?.(failure.error)}
        </div>
      )}
      <FormSection id="listing-basics" title="Basic Information">
        <p className="field-hint">Type, size, category and the weekly price are required.</p>
        <div className="listing-form__grid">
          <SelectField
            label="Dumpster type"
            name="type"
            value={values.type}
            error={errors.type}
            aria-required="true"
            disabled={saving}
            onChange={(event) => set('type', event.target.value as ListingFormValues['type'])}
          >
            <option value="">Select a type</option>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {DUMPSTER_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Size"
            name="size"
            value={values.size}
            error={errors.size}
            aria-required="true"
            disabled={saving}
            onChange={(event) => set('size', event.target.value)}
          >
            <option value="">Select a size</option>
            {LISTING_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size} yards
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            error={errors.category}
            aria-required="true"
            disabled={saving}
            onChange={(event) => set('category', event.target.value as ListingFormValues['category'])}
          >
            <option value="">Select a category</option>
            {LISTING_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {LISTING_CATEGORY_LABELS[category]}
              </option>
            ))}
          </SelectField>
        </div>
      </FormSection>

      <FormSection id="listing-description" title="Description">
        <div className="field">
          <label className="field-label" htmlFor="listing-description-text">
            Listing description
          </label>
          <textarea
            id="listing-description-text"
            name="description"
            className="text-input listing-form__textarea"
            rows={5}
            maxLength={LISTING_DESCRIPTION_MAX}
            value={values.description}
            disabled={saving}
            aria-describedby="listing-description-hint"
            onChange={(event) => set('description', event.target.value)}
          />
          <p id="listing-description-hint" className="field-hint">
            What fits in it and what it suits best. {values.description.length} of {LISTING_DESCRIPTION_MAX} characters.
          </p>
        </div>
      </FormSection>

      <FormSection id="listing-pricing" title="Price">
        <ListingSizePrice sizeYards={Number(values.size)} />
      </FormSection>

      <FormSection id="listing-service-areas" title="Service Areas">
        <ZipChipInput
          zipCodes={values.serviceAreas}
          onChange={(zips) => set('serviceAreas', zips)}
          disabled={saving}
          addZip={addListingZip}
          label="Service area ZIP code"
          hint="The 5-digit ZIP codes this dumpster is delivered to, e.g. 43215."
          listLabel="Service area ZIP codes added"
          maxLength={5}
          empty={<p className="listing-form__empty">No ZIP codes added yet.</p>}
        />
      </FormSection>

      <FormSection id="listing-images" title="Images">
        <ListingImageField images={images} onChange={setImages} disabled={saving} />
      </FormSection>

      <p className="listing-form__progress" role="status" aria-live="polite">
        {progress}
      </p>
      <div className="listing-form__actions">
        <Link to="/provider/listings" className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
