// Pure: the listing form's values, their checks, and the API body they become. A listing has no
// prices of its own (its provider's Pricing page prices its size). Also the texts the listing screens derive from a listing or
// from a failed call, so they can be tested without rendering.
import {
  LISTING_CATEGORIES,
  LISTING_TYPES,
  type ListingCategory,
  type ListingType,
} from '../../../../../shared/constants';
import { MESSAGES } from '../../../../../shared/messages';
import type { Listing } from '../../../../../shared/schemas/listing';
import {
  LISTING_IMAGE_CONTENT_TYPES,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_MAX_IMAGES,
  LISTING_MAX_SERVICE_AREAS,
  LISTING_MESSAGES,
  LISTING_SIZES,
} from '../../../../../shared/schemas/provider-listing';
import type { ZipEntry } from '../../../components/zip-chip-input';
import { isApiError } from '../../../lib/api-error';
import type { FieldErrors } from '../../../lib/form-errors';

export interface ListingFormValues {
  type: ListingType | '';
  /** Yards as the select holds them ('20'), '' until chosen. */
  size: string;
  category: ListingCategory | '';
  description: string;
  serviceAreas: string[];
}

/** The body of POST /api/provider/listings (and of PUT, with expectedUpdatedAt added). */
export interface ListingBody {
  type: ListingType;
  size: number;
  category: ListingCategory;
  description: string;
  serviceAreas: string[];
  imageUrls: string[];
}

export const EMPTY_LISTING_FORM: ListingFormValues = {
  type: '',
  size: '',
  category: '',
  description: '',
  serviceAreas: [],
};

export const TOO_MANY_ZIPS = `You can add at most ${LISTING_MAX_SERVICE_AREAS} service area ZIP codes`;

export function listingFormValuesOf(listing: Listing): ListingFormValues {
  return {
    type: listing.type,
    size: listing.size,
    category: listing.category,
    description: listing.description,
    serviceAreas: [...listing.serviceAreas],
  };
}

export type ListingFormCheck =
  | { ok: true; body: ListingBody }
  | { ok: false; message: string; errors: FieldErrors };

/**
 * The checks the API makes, made first so the provider hears about a missing field at once. Field
 * errors are keyed by the form's value names; `message` is the banner above the form.
 */
export function checkListingForm(values: ListingFormValues, imageUrls: readonly string[]): ListingFormCheck {
  const errors: FieldErrors = {};
  if (!(LISTING_TYPES as readonly string[]).includes(values.type)) errors.type = 'Please choose a dumpster type';
  if (!(LISTING_SIZES as readonly number[]).includes(Number(values.size))) errors.size = 'Please choose a size';
  if (!(LISTING_CATEGORIES as readonly string[]).includes(values.category)) errors.category = 'Please choose a category';
  if (Object.keys(errors).length > 0) return { ok: false, message: LISTING_MESSAGES.fieldsRequired, errors };
  return {
    ok: true,
    body: {
      type: values.type as ListingType,
      size: Number(values.size),
      category: values.category as ListingCategory,
      description: values.description.trim(),
      serviceAreas: [...values.serviceAreas],
      imageUrls: [...imageUrls],
    },
  };
}

/** A typed service area ZIP: exactly five digits, not yet in the list. */
export function addListingZip(typed: string, current: readonly string[]): ZipEntry {
  const zipCode = typed.trim();
  if (!/^\d{5}$/.test(zipCode)) return { ok: false, message: MESSAGES.zipInvalid };
  if (current.includes(zipCode)) return { ok: false, message: LISTING_MESSAGES.zipAlreadyAdded };
  if (current.length >= LISTING_MAX_SERVICE_AREAS) return { ok: false, message: TOO_MANY_ZIPS };
  return { ok: true, zipCode };
}

/**
 * Why a choice of files cannot be added to a listing that already holds `currentCount` images, or
 * undefined when all of them can. A choice is taken whole or not at all.
 */
export function imageChoiceProblem(files: readonly Pick<File, 'type' | 'size'>[], currentCount: number): string | undefined {
  if (currentCount + files.length > LISTING_MAX_IMAGES) return LISTING_MESSAGES.tooManyImages;
  const types = LISTING_IMAGE_CONTENT_TYPES as readonly string[];
  if (files.some((file) => !types.includes(file.type.toLowerCase()) || file.size === 0)) return LISTING_MESSAGES.invalidImages;
  if (files.some((file) => file.size > LISTING_IMAGE_MAX_BYTES)) return LISTING_MESSAGES.imageTooLarge;
  return undefined;
}

export const DESCRIPTION_PREVIEW_LENGTH = 120;

/** The list's description preview: the first 120 characters, with an ellipsis when cut. */
export function descriptionPreview(description: string): string {
  const text = description.trim();
  return text.length > DESCRIPTION_PREVIEW_LENGTH ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : text;
}

export const IMAGE_UPLOAD_FAILED = 'An image could not be uploaded. Please try again.';

/**
 * The server's reason is worth showing when it refused the request (4xx), not when it failed; a
 * failed image upload says so, since the provider can do something about it.
 */
function withReason(prefix: string, error: unknown): string {
  if (!isApiError(error) || !error.message || error.message === prefix) return prefix;
  if ((error.status >= 400 && error.status < 500) || error.message === IMAGE_UPLOAD_FAILED) {
    return `${prefix}: ${error.message}`;
  }
  return prefix;
}

export function createFailureText(error: unknown): string {
  return withReason(LISTING_MESSAGES.createFailed, error);
}

export function updateFailureText(error: unknown): string {
  if (isApiError(error, 403)) return LISTING_MESSAGES.noPermission;
  if (isApiError(error, 404)) return LISTING_MESSAGES.notFound;
  if (isApiError(error, 409)) return LISTING_MESSAGES.changedMeanwhile;
  return withReason(LISTING_MESSAGES.updateFailed, error);
}

export function loadFailureText(error: unknown): string {
  if (isApiError(error, 403)) return LISTING_MESSAGES.noPermission;
  if (isApiError(error, 404)) return LISTING_MESSAGES.notFound;
  return LISTING_MESSAGES.loadFailed;
}

export const DELETE_FAILED = 'Failed to delete listing';
export const AVAILABILITY_FAILED = 'Failed to update availability';

export function deleteFailureText(error: unknown): string {
  return withReason(DELETE_FAILED, error);
}

export function availabilityFailureText(error: unknown): string {
  return withReason(AVAILABILITY_FAILED, error);
}
