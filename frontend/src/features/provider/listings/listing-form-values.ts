// Pure: the listing form's values and what the shared listing schemas read from them. A listing has no
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
import * as z from 'zod';
import {
  createListingSchema,
  LISTING_IMAGE_CONTENT_TYPES,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_MAX_IMAGES,
  LISTING_MAX_SERVICE_AREAS,
  LISTING_MESSAGES,
  LISTING_SIZES,
  updateListingSchema,
} from '../../../../../shared/schemas/provider-listing';
import type { ZipEntry } from '../../../components/zip-chip-input';
import { isApiError } from '../../../lib/api-error';
import { savedImage, type ListingImage } from './listing-image-field';

export interface ListingFormValues {
  type: ListingType | '';
  /** Yards as the select holds them ('20'), '' until chosen. */
  size: string;
  category: ListingCategory | '';
  description: string;
  serviceAreas: string[];
  /** Stored images by URL and files chosen here, in order: new ones are uploaded when the form is saved. */
  images: ListingImage[];
}

export const EMPTY_LISTING_FORM: ListingFormValues = {
  type: '',
  size: '',
  category: '',
  description: '',
  serviceAreas: [],
  images: [],
};

const TOO_MANY_ZIPS = `You can add at most ${LISTING_MAX_SERVICE_AREAS} service area ZIP codes`;

export function listingFormValuesOf(listing: Listing): ListingFormValues {
  return {
    type: listing.type,
    size: listing.size,
    category: listing.category,
    description: listing.description,
    serviceAreas: [...listing.serviceAreas],
    images: listing.imageUrls.map(savedImage),
  };
}

/**
 * The form's own words for a choice not made, ahead of the shared schema's (createListingSchema
 * names each missing field with the banner's "Please fill out all required fields"): a form-only
 * layer over the shared schema, which still decides what may be sent.
 */
const listingChoicesSchema = z.object({
  type: z.enum(LISTING_TYPES, { error: 'Please choose a dumpster type' }),
  size: z.string().refine((size) => (LISTING_SIZES as readonly number[]).includes(Number(size)), 'Please choose a size'),
  category: z.enum(LISTING_CATEGORIES, { error: 'Please choose a category' }),
});

export const createListingFormSchema = z.intersection(listingChoicesSchema, createListingSchema);
export const updateListingFormSchema = z.intersection(listingChoicesSchema, updateListingSchema);

/**
 * The values as the listing schemas read them: the images already stored by their URL (new ones are
 * uploaded by the save and added then). What is valid is the shared schema's business.
 */
export function listingInputOf(values: ListingFormValues) {
  return {
    type: values.type,
    size: values.size,
    category: values.category,
    description: values.description,
    serviceAreas: values.serviceAreas,
    imageUrls: values.images.flatMap((image) => (image.kind === 'saved' ? [image.url] : [])),
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

const DESCRIPTION_PREVIEW_LENGTH = 120;

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

const DELETE_FAILED = 'Failed to delete listing';
const AVAILABILITY_FAILED = 'Failed to update availability';

export function deleteFailureText(error: unknown): string {
  return withReason(DELETE_FAILED, error);
}

export function availabilityFailureText(error: unknown): string {
  return withReason(AVAILABILITY_FAILED, error);
}
