import * as z from 'zod';
import { LISTING_CATEGORIES, LISTING_TYPES } from '../constants';
import { nextAvailableDatesSchema } from './next-available';
import { addOnFlagsSchema, providerPricingSchema } from './provider';
import { zipCodeSchema } from './zip-code';

const cents = z.number().int().nonnegative();

/**
 * A dumpster a provider lists for rent. Money is in integer cents; size is yards as text. A listing
 * has no price of its own: it is a view of its provider's price for its size (shared/pricing.ts),
 * so its page, its card in results and checkout can never show two prices for one dumpster.
 */
export const listingSchema = z.object({
  listingId: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  type: z.enum(LISTING_TYPES),
  size: z.string().regex(/^\d+$/),
  category: z.enum(LISTING_CATEGORIES),
  description: z.string(),
  /** The provider's delivery fee, copied (listing-provider-facts.ts). */
  deliveryFeeCents: cents,
  serviceAreas: z.array(zipCodeSchema),
  imageUrls: z.array(z.string()),
  availability: z.boolean(),
  sameDayDelivery: z.boolean(),
  drivewaySafe: z.boolean(),
  moneyBackGuarantee: z.boolean(),
  cleanDisposal: z.boolean(),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

/** What results need of a listing, copied onto each "listing serves ZIP" item. */
export const listingSearchSummarySchema = listingSchema.pick({
  listingId: true,
  providerId: true,
  providerName: true,
  type: true,
  size: true,
  category: true,
  deliveryFeeCents: true,
  availability: true,
}).extend({ imageUrl: z.string().optional() });
export type ListingSearchSummary = z.infer<typeof listingSearchSummarySchema>;

export const listingParamsSchema = z.object({ listingId: z.string().trim().min(1).max(64) });

/**
 * GET /api/listings/{listingId}: the listing with the public facts about its provider, and the
 * provider's prices (the listing's price is its provider's for its size; the page prices lengths
 * and add-ons with shared/pricing.ts's quote, the function checkout charges with).
 */
export const listingDetailSchema = z.object({
  listing: listingSchema,
  pricing: providerPricingSchema,
  provider: z.object({
    providerId: z.string(),
    businessName: z.string(),
    logoUrl: z.string().optional(),
    phone: z.string(),
    isVerified: z.boolean(),
    rating: z.number(),
    reviewCount: z.number().int(),
    /** The add-ons the provider offers: only these can be chosen. */
    addOns: addOnFlagsSchema,
  }),
  /**
   * The next delivery dates with a unit of the listing's size free for a standard rental
   * (STANDARD_RENTAL_DAYS), on the provider's clock. Absent when the listing cannot be rented.
   */
  nextAvailable: nextAvailableDatesSchema.optional(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export function listingSearchSummary(listing: Listing): ListingSearchSummary {
  return {
    listingId: listing.listingId,
    providerId: listing.providerId,
    providerName: listing.providerName,
    type: listing.type,
    size: listing.size,
    category: listing.category,
    deliveryFeeCents: listing.deliveryFeeCents,
    availability: listing.availability,
    ...(listing.imageUrls[0] ? { imageUrl: listing.imageUrls[0] } : {}),
  };
}
