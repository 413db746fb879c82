import * as z from 'zod';
import { CUSTOMER_SIZES, DUMPSTER_SIZES, PROVIDER_ADD_ONS, PROPERTY_TYPES, SEARCH_DUMPSTER_TYPES } from '../constants';
import { DELIVERY_DATE_MESSAGES, deliveryDateProblem } from '../rental-dates';
import { listingSearchSummarySchema } from './listing';
import { providerSearchSummarySchema } from './provider';
import { lengthTotalSchema, quoteSchema, rentalDaysSchema } from './quote';
import { zipCodeLookupSchema, zipCodeSchema } from './zip-code';
import { calendarDateSchema } from './calendar-date';

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
  /** The delivery date: only providers who deliver it with a unit free for the whole rental are answered. */
  startDate: calendarDateSchema.optional(),
  /** Days from delivery to pick-up; the standard week when absent. Only providers offering it are listed. */
  rentalDays: rentalDaysSchema.optional(),
});

/**
 * The home wizard's last step, before it opens the search: a property type (required there), a
 * delivery date a dumpster can come on to the ZIP, judged on the ZIP's own clock (its `timeZone`
 * from the ZIP lookup) by shared/rental-dates.ts, and a rental length.
 */
export const searchWizardSchema = searchQuerySchema
  .pick({ rentalDays: true })
  .required()
  .extend({
    category: z.enum(PROPERTY_TYPES, { message: 'Please choose a property type' }),
    startDate: z.string(),
    timeZone: z.string(),
  })
  .superRefine(
    (search, ctx) => {
      const problem = deliveryDateProblem(search.startDate, new Date(), search.timeZone);
      if (problem) ctx.addIssue({ code: 'custom', path: ['startDate'], message: DELIVERY_DATE_MESSAGES[problem] });
    },
    // Judged even while no property type is chosen yet, so both messages show at once.
    { when: ({ value }) => typeof value === 'object' && value !== null && typeof (value as { startDate?: unknown }).startDate === 'string' && typeof (value as { timeZone?: unknown }).timeZone === 'string' },
  );

const providerResultSchema = providerSearchSummarySchema.omit({ pricing: true, stock: true, bookingRules: true, observesFederalHolidays: true }).extend({
  /** shared/pricing.ts's quote for the searched size, length and add-ons: what checkout charges. */
  quote: quoteSchema,
  /** The total for each length the provider offers for the size, with the same add-ons. */
  lengths: z.array(lengthTotalSchema),
  /** The provider's add-on prices, for the add-ons it offers. */
  addOnPricesCents: z.record(z.string(), z.number().int()),
  /** Listings of this provider that serve the searched ZIP, each priced by its provider for its size. */
  listings: z.array(listingSearchSummarySchema.extend({ totalCents: z.number().int() })),
});
export type ProviderResult = z.infer<typeof providerResultSchema>;

/** GET /api/search answer: providers sorted by total ascending, all priced for the same size, length and add-ons. */
export const searchResponseSchema = z.object({
  zip: zipCodeLookupSchema.omit({ providerCount: true }),
  sizeYards: z.number().int(),
  rentalDays: z.number().int(),
  /** Providers serving the ZIP before size, type and add-ons narrow them; 0: nobody delivers there yet. */
  servingCount: z.number().int().nonnegative(),
  providers: z.array(providerResultSchema),
  /** For a dated search: the rental asked about, and how many providers were left out as booked or closed then. */
  dates: z
    .object({ startDate: z.string(), endDate: z.string(), rentalDays: z.number().int(), unavailableCount: z.number().int().nonnegative() })
    .optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
