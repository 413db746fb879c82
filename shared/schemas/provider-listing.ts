// The provider portal's listings: request bodies, answers and the spec's wording, shared by the
// providers Lambda and the SPA. Money travels as integer cents, as everywhere else in the API.
import * as z from 'zod';
import { CUSTOMER_SIZES, LISTING_CATEGORIES, LISTING_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES } from './onboarding';
import { listingSchema } from './listing';
import { zipCodeSchema } from './zip-code';

export const LISTING_MESSAGES = {
  fieldsRequired: 'Please fill out all required fields',
  noPermission: 'You do not have permission to edit this listing',
  notFound: 'Listing not found',
  changedMeanwhile: 'This listing changed meanwhile. Please reload it and make your changes again.',
  tooManyImages: 'You can only upload a maximum of 5 images.',
  invalidImages: 'One or more files are not valid images.',
  imageTooLarge: MESSAGES.documentTooLarge,
  zipAlreadyAdded: MESSAGES.zipAlreadyAdded,
  /** Client-side failure texts: the SPA shows them when a call fails without a message of its own. */
  createFailed: 'Failed to create listing',
  loadFailed: 'Failed to load listing',
  updateFailed: 'Failed to update listing',
} as const;

/** Sizes a listing can have, in yards: the sizes customers can rent. */
export const LISTING_SIZES = CUSTOMER_SIZES;
export const LISTING_MAX_IMAGES = 5;
export const LISTING_MAX_SERVICE_AREAS = 50;
export const LISTING_DESCRIPTION_MAX = 2000;
/** A page of GET /api/provider/listings; providers have few listings, so one page is usually all. */
const PROVIDER_LISTINGS_PAGE_SIZE_MAX = 100;

const required = LISTING_MESSAGES.fieldsRequired;
/** The spec's message when a required field is missing, a field-specific one when it is present but wrong. */
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? required : message;
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

const size = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : nullToUndefined(value)),
  z
    .number({ error: requiredOr(`Size must be one of ${LISTING_SIZES.join(', ')} yards`) })
    .refine((yards) => (LISTING_SIZES as readonly number[]).includes(yards), `Size must be one of ${LISTING_SIZES.join(', ')} yards`)
    .transform(String),
);

const listingInputFields = {
  type: z.preprocess(nullToUndefined, z.enum(LISTING_TYPES, { error: requiredOr(`Type must be one of ${LISTING_TYPES.join(', ')}`) })),
  size,
  category: z.preprocess(
    nullToUndefined,
    z.enum(LISTING_CATEGORIES, { error: requiredOr(`Category must be one of ${LISTING_CATEGORIES.join(', ')}`) }),
  ),
  // No prices: a listing is priced by its provider's Pricing page for its size (shared/pricing.ts).
  description: z.preprocess(nullToUndefined, z.string().trim().max(LISTING_DESCRIPTION_MAX).default('')),
  serviceAreas: z
    .array(zipCodeSchema)
    .max(LISTING_MAX_SERVICE_AREAS, `At most ${LISTING_MAX_SERVICE_AREAS} service area ZIP codes`)
    .superRefine((zips, ctx) => {
      const seen = new Set<string>();
      zips.forEach((zip, index) => {
        if (seen.has(zip)) ctx.addIssue({ code: 'custom', path: [index], message: LISTING_MESSAGES.zipAlreadyAdded });
        seen.add(zip);
      });
    })
    .default([]),
  /** Kept images by their current URL and new ones by the imageUrl their upload answer gave. */
  imageUrls: z
    .array(z.string().trim().min(1).max(500))
    .max(LISTING_MAX_IMAGES, LISTING_MESSAGES.tooManyImages)
    .transform((urls) => [...new Set(urls)])
    .default([]),
};

/** POST /api/provider/listings. A new listing is always available. */
export const createListingSchema = z.object(listingInputFields);
export type CreateListingInput = z.output<typeof createListingSchema>;

/**
 * PUT /api/provider/listings/{listingId}: the whole listing as edited. `expectedUpdatedAt` is the
 * updatedAt of the listing the edit started from; if it changed since, the save is refused (409)
 * rather than overwriting someone else's edit. Availability is kept when not sent.
 */
export const updateListingSchema = z.object({
  ...listingInputFields,
  availability: z.boolean().optional(),
  expectedUpdatedAt: z.string({ error: LISTING_MESSAGES.changedMeanwhile }).trim().min(1, LISTING_MESSAGES.changedMeanwhile).max(40),
});
export type UpdateListingInput = z.output<typeof updateListingSchema>;

/** PUT /api/provider/listings/{listingId}/availability: the Available/Unavailable toggle. */
export const listingAvailabilitySchema = z.object({ availability: z.boolean({ error: 'availability must be true or false' }) });

export const providerListingParamsSchema = z.object({ listingId: z.string().trim().min(1).max(64) });

/** GET /api/provider/listings: the caller's listings, newest first, a page at a time. */
export const providerListingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PROVIDER_LISTINGS_PAGE_SIZE_MAX).default(PROVIDER_LISTINGS_PAGE_SIZE_MAX),
  cursor: z.string().trim().min(1).max(2048).optional(),
});
export type ProviderListingsQuery = z.output<typeof providerListingsQuerySchema>;

export const providerListingsResponseSchema = z.object({
  listings: z.array(listingSchema),
  /** Present when there are more listings: send it back as `cursor` for the next page. */
  cursor: z.string().optional(),
});
export type ProviderListingsResponse = z.infer<typeof providerListingsResponseSchema>;

/**
 * POST /api/provider/listing-images/uploads: one image declared before uploading it. `count` is how
 * many images the listing will hold with this one, so a sixth is refused before it is uploaded
 * (the save checks again whatever the client said).
 */
export const listingImageUploadRequestSchema = z.object({
  contentType: z.string().trim().toLowerCase().min(1, LISTING_MESSAGES.invalidImages).max(100),
  size: z.number({ error: LISTING_MESSAGES.invalidImages }).int().positive(LISTING_MESSAGES.invalidImages),
  count: z.number().int().min(1).max(LISTING_MAX_IMAGES, LISTING_MESSAGES.tooManyImages).optional(),
});
export type ListingImageUploadRequest = z.output<typeof listingImageUploadRequestSchema>;

export const LISTING_IMAGE_CONTENT_TYPES = IMAGE_CONTENT_TYPES;
export const LISTING_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The presigned POST for one listing image, and the URL to put in the listing's imageUrls once uploaded. */
export const listingImageUploadSchema = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresInSeconds: z.number().int(),
  imageUrl: z.string(),
});
export type ListingImageUpload = z.infer<typeof listingImageUploadSchema>;
