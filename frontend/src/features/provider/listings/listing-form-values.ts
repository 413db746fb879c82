// Pure: the listing form's values, their checks, and the API body they become (dollars typed in
// the form, integer cents in the API). Also the texts the listing screens derive from a listing or
// from a failed call, so they can be tested without rendering.
import {
  LISTING_CATEGORIES,
  LISTING_TYPES,
  type ListingCategory,
  type ListingType,
} from '../../../../../shared/constants';
import { MESSAGES } from '../../../../../shared/messages';
import { dollarsToCents } from '../../../../../shared/money';
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
  /** Dollars as typed; '' is a missing price. */
  dailyPrice: string;
  weeklyPrice: string;
  monthlyPrice: string;
  serviceAreas: string[];
}

/** The body of POST /api/provider/listings (and of PUT, with expectedUpdatedAt added). */
export interface ListingBody {
  type: ListingType;
  size: number;
  category: ListingCategory;
  description: string;
  pricing: { dailyCents: number; weeklyCents: number; monthlyCents: number };
  serviceAreas: string[];
  imageUrls: string[];
}

export const EMPTY_LISTING_FORM: ListingFormValues = {
  type: '',
  size: '',
  category: '',
  description: '',
  dailyPrice: '',
  weeklyPrice: '',
  monthlyPrice: '',
  serviceAreas: [],
};

/** The API's price ceiling, in dollars, for the field messages. */
const MAX_PRICE_CENTS = 100_000_000;
export const PRICE_INVALID = 'Please enter a price of $0.00 or more';
export const PRICE_TOO_HIGH = 'Please enter a price of at most $1,000,000.00';
export const TOO_MANY_ZIPS = `You can add at most ${LISTING_MAX_SERVICE_AREAS} service area ZIP codes`;

/** A stored price as the form shows it: empty for 0 (not offered), otherwise dollars and cents. */
export function dollarsText(cents: number): string {
  return cents === 0 ? '' : (cents / 100).toFixed(2);
}

export function listingFormValuesOf(listing: Listing): ListingFormValues {
  return {
    type: listing.type,
    size: listing.size,
    category: listing.category,
    description: listing.description,
    dailyPrice: dollarsText(listing.pricing.dailyCents),
    weeklyPrice: dollarsText(listing.pricing.weeklyCents),
    monthlyPrice: dollarsText(listing.pricing.monthlyCents),
    serviceAreas: [...listing.serviceAreas],
  };
}

type PriceResult = { ok: true; cents: number } | { ok: false; message: string };

/** Missing prices count as 0 (the period is not offered); anything typed must be a sum of money. */
function priceOf(text: string): PriceResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cents: 0 };
  const dollars = Number(trimmed);
  if (!Number.isFinite(dollars) || dollars < 0) return { ok: false, message: PRICE_INVALID };
  const cents = dollarsToCents(dollars);
  if (cents > MAX_PRICE_CENTS) return { ok: false, message: PRICE_TOO_HIGH };
  return { ok: true, cents };
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

  const daily = priceOf(values.dailyPrice);
  const weekly = priceOf(values.weeklyPrice);
  const monthly = priceOf(values.monthlyPrice);
  if (!daily.ok) errors.dailyPrice = daily.message;
  if (!monthly.ok) errors.monthlyPrice = monthly.message;
  if (!weekly.ok) errors.weeklyPrice = weekly.message;
  // The weekly rate is what search compares: a listing cannot be without one.
  else if (weekly.cents === 0) errors.weeklyPrice = 'Please enter the weekly price';

  const missingRequired = ['type', 'size', 'category'].some((key) => errors[key]) || (weekly.ok && weekly.cents === 0);
  if (!daily.ok || !weekly.ok || !monthly.ok || Object.keys(errors).length > 0) {
    const message = missingRequired
      ? LISTING_MESSAGES.fieldsRequired
      : (errors.dailyPrice ?? errors.weeklyPrice ?? errors.monthlyPrice ?? LISTING_MESSAGES.fieldsRequired);
    return { ok: false, message, errors };
  }
  return {
    ok: true,
    body: {
      type: values.type as ListingType,
      size: Number(values.size),
      category: values.category as ListingCategory,
      description: values.description.trim(),
      pricing: { dailyCents: daily.cents, weeklyCents: weekly.cents, monthlyCents: monthly.cents },
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
