// The listing form shared by Create Listing and Edit Listing: basic information, description,
// pricing, service areas and images. The page holds the form (useSchemaForm with the shared listing
// schema and its save mutation, which uploads new images first); a refusal shows as a banner at the top.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  DUMPSTER_TYPE_LABELS,
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  LISTING_TYPES,
} from '../../../../../shared/constants';
import { LISTING_DESCRIPTION_MAX, LISTING_SIZES } from '../../../../../shared/schemas/provider-listing';
import { SelectField } from '../../../components/form-field';
import { ZipChipInput } from '../../../components/zip-chip-input';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';
import { ListingImageField } from './listing-image-field';
import { addListingZip, type ListingFormValues } from './listing-form-values';
import { ListingSizePrice } from './listing-size-price';

interface ListingFormProps {
  form: SchemaForm<ListingFormValues>;
  /** The save's step, shown as it runs ('Uploading image 1 of 2...', 'Saving listing...'). */
  progress: string;
  submitLabel: string;
  savingLabel: string;
  /** What the banner offers for a failed save, e.g. reloading a listing that changed meanwhile. */
  recovery?: ReactNode;
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

export function ListingForm({ form, progress, submitLabel, savingLabel, recovery }: ListingFormProps) {
  const { values, errors, notice, set } = form;
  const saving = form.busy;

  // The banner shows at the top of the form: take the provider there.
  useEffect(() => {
    if (notice) scrollToTop();
  }, [notice]);

  return (
    <form {...form.formProps} className="listing-form">
      {notice && (
        <div className="inline-error listing-form__banner" role="alert">
          <p>{notice.text}</p>
          {recovery}
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
          error={errors.serviceAreas}
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
        <ListingImageField images={values.images} onChange={(images) => set('images', images, 'imageUrls')} disabled={saving} />
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
