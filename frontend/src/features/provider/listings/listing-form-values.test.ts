import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../shared/messages';
import type { Listing } from '../../../../../shared/schemas/listing';
import { createListingSchema, LISTING_MESSAGES } from '../../../../../shared/schemas/provider-listing';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { savedImage } from './listing-image-field';
import {
  addListingZip,
  createFailureText,
  createListingFormSchema,
  listingInputOf,
  descriptionPreview,
  EMPTY_LISTING_FORM,
  IMAGE_UPLOAD_FAILED,
  imageChoiceProblem,
  listingFormValuesOf,
  loadFailureText,
  updateFailureText,
  type ListingFormValues,
} from './listing-form-values';

const FILLED: ListingFormValues = {
  ...EMPTY_LISTING_FORM,
  type: 'roll-off',
  size: '20',
  category: 'both',
  description: '  Great for remodels.  ',
  serviceAreas: ['43215', '43201'],
};

describe('listingInputOf, read by the listing form schema over the shared createListingSchema', () => {
  it('builds the request the API schema parses, with no price: the provider prices the size', () => {
    const values = { ...FILLED, images: [savedImage('/media/listing-images/p-1/a')] };
    const parsed = createListingFormSchema.safeParse(listingInputOf(values));
    expect(parsed.data).toEqual({
      type: 'roll-off',
      size: '20',
      category: 'both',
      description: 'Great for remodels.',
      serviceAreas: ['43215', '43201'],
      imageUrls: ['/media/listing-images/p-1/a'],
    });
    expect(createListingSchema.safeParse(parsed.data).success).toBe(true);
  });

  it('names every missing choice in the form\'s words', () => {
    const parsed = createListingFormSchema.safeParse(listingInputOf(EMPTY_LISTING_FORM));
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      type: 'Please choose a dumpster type',
      size: 'Please choose a size',
      category: 'Please choose a category',
    });
  });
});

describe('listingFormValuesOf', () => {
  it('fills the form from the stored listing', () => {
    const listing = {
      type: 'compactor',
      size: '30',
      category: 'commercial',
      description: 'd',
      serviceAreas: ['43215'],
      imageUrls: [],
    } as unknown as Listing;
    expect(listingFormValuesOf(listing)).toEqual({
      type: 'compactor',
      size: '30',
      category: 'commercial',
      description: 'd',
      serviceAreas: ['43215'],
      images: [],
    });
  });
});

describe('addListingZip', () => {
  it('takes exactly five digits that are not listed yet', () => {
    expect(addListingZip(' 43215 ', [])).toEqual({ ok: true, zipCode: '43215' });
    expect(addListingZip('4321', [])).toEqual({ ok: false, message: MESSAGES.zipInvalid });
    expect(addListingZip('4321a', [])).toEqual({ ok: false, message: 'Please enter a valid 5-digit ZIP code' });
    expect(addListingZip('43215', ['43215'])).toEqual({ ok: false, message: 'This ZIP code has already been added' });
  });
});

describe('imageChoiceProblem', () => {
  const png = { type: 'image/png', size: 1000 };
  it('allows up to five images in all', () => {
    expect(imageChoiceProblem([png, png], 3)).toBeUndefined();
    expect(imageChoiceProblem([png], 5)).toBe('You can only upload a maximum of 5 images.');
  });
  it('refuses a choice holding anything but a JPEG, PNG or WebP image, or an oversized one', () => {
    expect(imageChoiceProblem([png, { type: 'application/pdf', size: 10 }], 0)).toBe('One or more files are not valid images.');
    expect(imageChoiceProblem([{ type: 'image/png', size: 0 }], 0)).toBe(LISTING_MESSAGES.invalidImages);
    expect(imageChoiceProblem([{ type: 'image/jpeg', size: 6 * 1024 * 1024 }], 0)).toBe(LISTING_MESSAGES.imageTooLarge);
  });
});

describe('descriptionPreview', () => {
  it('cuts at 120 characters with an ellipsis, and leaves shorter text alone', () => {
    const long = 'a'.repeat(119) + 'bcd';
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(119)}b...`);
    expect(descriptionPreview('x'.repeat(120))).toBe('x'.repeat(120));
  });
});

describe('failure texts', () => {
  it("adds the server's reason to a refused create, not to a failure", () => {
    expect(createFailureText(new ApiError('Size must be one of 10, 15, 20, 30, 40 yards', 400))).toBe(
      'Failed to create listing: Size must be one of 10, 15, 20, 30, 40 yards',
    );
    expect(createFailureText(new ApiError('Something went wrong.', 500))).toBe('Failed to create listing');
    expect(createFailureText(new ApiError(IMAGE_UPLOAD_FAILED, 0))).toBe(`Failed to create listing: ${IMAGE_UPLOAD_FAILED}`);
  });

  it('names permission, missing and changed listings by their status', () => {
    expect(updateFailureText(new ApiError('x', 403))).toBe('You do not have permission to edit this listing');
    expect(updateFailureText(new ApiError('x', 404))).toBe('Listing not found');
    expect(updateFailureText(new ApiError('x', 409))).toBe(LISTING_MESSAGES.changedMeanwhile);
    expect(loadFailureText(new ApiError('x', 404))).toBe('Listing not found');
    expect(loadFailureText(new ApiError('x', 500))).toBe('Failed to load listing');
  });
});
