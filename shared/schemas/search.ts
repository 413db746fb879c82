import * as z from 'zod';
import { CUSTOMER_SIZES, DUMPSTER_SIZES, PROVIDER_ADD_ONS, PROPERTY_TYPES, SEARCH_DUMPSTER_TYPES } from '../constants';
import { listingSearchSummarySchema } from './listing';
import { providerSearchSummarySchema } from './provider';
import { zipCodeLookupSchema, zipCodeSchema } from './zip-code';

/** The longest rental a search can ask about (a rental's reserved span, turnaround included, stays under MAX_RESERVED_DAYS). */
export const SEARCH_MAX_RENTAL_DAYS = 60;
/** A dated search without a length asks about the standard week. */
export const SEARCH_DEFAULT_RENTAL_DAYS = 7;

/** addOns travels as URL-encoded JSON of booleans, e.g. {"sameDayDelivery":true}. */
const addOnsQuerySchema = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    try {
      const parsed = JSON.parse(text) as unknown;
      const result = z
        .object(Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, z.boolean().optional()])))
        .safeParse(parsed);
      if (result.success) return result.data as Partial<Record<(typeof PROVIDER_ADD_ONS)[number], boolean>>;
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'addOns must be JSON of true/false flags' });
    return z.NEVER;
  });

/** GET /api/search query. */
export const searchQuerySchema = z.object({
  zipCode: zipCodeSchema,
  size: z.coerce
    .number()
    .int()
    .refine((value) => (DUMPSTER_SIZES as readonly number[]).includes(value), {
      message: `Size must be one of ${CUSTOMER_SIZES.join(', ')} yards`,
    })
    .optional(),
  dumpsterType: z.enum(SEARCH_DUMPSTER_TYPES).optional(),
  category: z.enum(PROPERTY_TYPES).optional(),
  addOns: addOnsQuerySchema.optional(),
  /** The delivery date: only providers with a unit free from it for the whole rental are answered. */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-01').optional(),
  /** The rental's length in days, with startDate (the standard week when not given). */
  rentalDays: z.coerce
    .number()
    .int('Rental length must be a whole number of days')
    .min(1, 'Rental length must be at least 1 day')
    .max(SEARCH_MAX_RENTAL_DAYS, `Rental length must be at most ${SEARCH_MAX_RENTAL_DAYS} days`)
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchQuoteSchema = z.object({
  sizeYards: z.number().int(),
  perYardCents: z.number().int(),
  sizePriceCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  addOnsCents: z.number().int(),
  dailyTotalCents: z.number().int(),
  weeklyTotalCents: z.number().int(),
  monthlyTotalCents: z.number().int(),
});

export const providerResultSchema = providerSearchSummarySchema.omit({ pricing: true, stock: true, bookingRules: true, observesFederalHolidays: true }).extend({
  quote: searchQuoteSchema,
  /** Listings of this provider that serve the searched ZIP. */
  listings: z.array(listingSearchSummarySchema),
});
export type ProviderResult = z.infer<typeof providerResultSchema>;

/** GET /api/search answer: providers sorted by weekly total ascending. */
export const searchResponseSchema = z.object({
  zip: zipCodeLookupSchema.omit({ providerCount: true }),
  sizeYards: z.number().int(),
  /** Providers serving the ZIP before size, type and add-ons narrow them; 0: nobody delivers there yet. */
  servingCount: z.number().int().nonnegative(),
  providers: z.array(providerResultSchema),
  /** For a dated search: the rental asked about, and how many providers were left out as booked or closed then. */
  dates: z
    .object({ startDate: z.string(), endDate: z.string(), rentalDays: z.number().int(), unavailableCount: z.number().int().nonnegative() })
    .optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
