import * as z from 'zod';
import { LEAD_TIME_MAX_DAYS, LEAD_TIME_MIN_DAYS, MAX_BLACKOUT_DATES, TURNAROUND_MAX_DAYS } from '../booking-rules';
import { DUMPSTER_SIZES, DUMPSTER_TYPES, PROVIDER_ADD_ONS } from '../constants';
import { addressSchema, zipCodeSchema } from './zip-code';
import { latestReviewSchema } from './review';
import { calendarDateSchema } from './calendar-date';

const cents = z.number().int().nonnegative();

export const addOnFlagsSchema = z.object(
  Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, z.boolean()])) as Record<
    (typeof PROVIDER_ADD_ONS)[number],
    z.ZodBoolean
  >,
);
export type AddOnFlags = z.infer<typeof addOnFlagsSchema>;

/** A rental length the provider prices itself: that many days, for this much. */
const lengthPriceSchema = z.object({ days: z.number().int().min(1), priceCents: cents });

/** One size's own prices (shared/pricing.ts SizePricingCents); a size without them is priced from the rate. */
const sizePricingSchema = z.object({
  lengthPricesCents: z.array(lengthPriceSchema).optional(),
  includedTons: z.number().nonnegative().optional(),
  extraDayCents: cents.optional(),
  extraTonCents: cents.optional(),
});

const sizePricesSchema = z.object(
  Object.fromEntries(DUMPSTER_SIZES.map((size) => [`yard${size}`, sizePricingSchema.optional()])) as Record<
    `yard${(typeof DUMPSTER_SIZES)[number]}`,
    z.ZodOptional<typeof sizePricingSchema>
  >,
);

export const providerPricingSchema = z.object({
  baseRatePerYardCents: cents,
  deliveryFeeCents: cents,
  /** Absent on profiles saved before swap fees: read as the delivery fee (shared/pricing.ts). */
  swapFeeCents: cents.optional(),
  sizes: sizePricesSchema.optional(),
  addOnPricesCents: z.object(
    Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, cents])) as Record<
      (typeof PROVIDER_ADD_ONS)[number],
      typeof cents
    >,
  ),
});

/** Dumpsters owned per size: keys yard5 ... yard40. */
export const dumpsterInventorySchema = z.object(
  Object.fromEntries(DUMPSTER_SIZES.map((size) => [`yard${size}`, z.number().int().nonnegative()])) as Record<
    `yard${(typeof DUMPSTER_SIZES)[number]}`,
    z.ZodNumber
  >,
);
export type DumpsterInventory = z.infer<typeof dumpsterInventorySchema>;

const WEEKDAY_NUMBER = 'Delivery days are weekday numbers from 0 (Sunday) to 6 (Saturday)';

/** Booking rules as the provider sets them (shared/booking-rules.ts: BookingRules). */
export const bookingRulesSchema = z.object({
  leadTimeDays: z
    .number({ error: 'Lead time must be a number' })
    .int('Lead time must be a whole number of days')
    .min(LEAD_TIME_MIN_DAYS, `Lead time must be at least ${LEAD_TIME_MIN_DAYS} day`)
    .max(LEAD_TIME_MAX_DAYS, `Lead time must be at most ${LEAD_TIME_MAX_DAYS} days`),
  turnaroundDays: z
    .number({ error: 'Turnaround must be a number' })
    .int('Turnaround must be a whole number of days')
    .min(0, 'Turnaround cannot be negative')
    .max(TURNAROUND_MAX_DAYS, `Turnaround must be at most ${TURNAROUND_MAX_DAYS} days`),
  deliveryWeekdays: z
    .array(z.number({ error: WEEKDAY_NUMBER }).int(WEEKDAY_NUMBER).min(0, WEEKDAY_NUMBER).max(6, WEEKDAY_NUMBER), { error: WEEKDAY_NUMBER })
    .min(1, 'Choose at least one delivery day')
    .max(7)
    .refine((weekdays) => new Set(weekdays).size === weekdays.length, 'Each delivery day can be chosen once'),
  blackoutDates: z
    .array(calendarDateSchema)
    .max(MAX_BLACKOUT_DATES, `At most ${MAX_BLACKOUT_DATES} blackout dates`)
    .superRefine((dates, ctx) => {
      const seen = new Set<string>();
      dates.forEach((date, index) => {
        if (seen.has(date)) ctx.addIssue({ code: 'custom', path: [index], message: `${date} is already a blackout date` });
        seen.add(date);
      });
    }),
});

const providerDocumentsSchema = z.object({
  businessInsuranceKey: z.string().optional(),
  driversLicenseKey: z.string().optional(),
  verified: z.boolean(),
  verificationNotes: z.string().optional(),
  uploadedAt: z.string().optional(),
});

/** The stored provider profile. Money is in integer cents. */
export const providerProfileSchema = z.object({
  providerId: z.string(),
  email: z.string().email(),
  name: z.string(),
  businessName: z.string(),
  phone: z.string(),
  address: addressSchema,
  ein: z.string().optional(),
  logoUrl: z.string().optional(),
  primaryZipCodes: z.array(zipCodeSchema),
  serviceRadius: z.number().int().min(5).max(100),
  /** Every ZIP the provider serves: primary ZIPs plus those within the radius. */
  serviceableZipCodes: z.array(zipCodeSchema),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  /** The newest visible review in short, moved in each review's transaction (functions/reviews). */
  latestReview: latestReviewSchema.optional(),
  isVerified: z.boolean(),
  addOns: addOnFlagsSchema,
  dumpsterTypes: z.array(z.enum(DUMPSTER_TYPES)),
  dumpsterInventory: dumpsterInventorySchema,
  /** Closed on US federal holidays: no deliveries are booked then (shared/deliverability.ts). */
  observesFederalHolidays: z.boolean().optional(),
  /** Lead time, turnaround, delivery weekdays and blackout dates; absent reads as DEFAULT_BOOKING_RULES (bookingRulesOf). */
  bookingRules: bookingRulesSchema.optional(),
  pricing: providerPricingSchema,
  activeRentals: z.number().int().nonnegative(),
  completedRentals: z.number().int().nonnegative(),
  documents: providerDocumentsSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/** What a search needs of a provider, copied onto each "provider serves ZIP" item. */
export const providerSearchSummarySchema = z.object({
  providerId: z.string(),
  businessName: z.string(),
  logoUrl: z.string().optional(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Shown under the stars on the provider card. */
  latestReview: latestReviewSchema.optional(),
  isVerified: z.boolean(),
  pricing: providerPricingSchema,
  addOns: addOnFlagsSchema,
  dumpsterTypes: z.array(z.enum(DUMPSTER_TYPES)),
  /** Sizes (yards) the provider has at least one dumpster of. */
  sizes: z.array(z.number().int()),
  /**
   * Dumpsters per size ("20": 3): the ceiling search checks dated availability against. Absent on
   * index items written before it existed (their provider is then not narrowed by date in search).
   */
  stock: z.record(z.string(), z.number().int().nonnegative()).optional(),
  /** The provider's booking rules and holiday closing, for the delivery date search is given. */
  bookingRules: bookingRulesSchema.optional(),
  observesFederalHolidays: z.boolean().optional(),
  serviceZipPreview: z.array(z.string()),
  serviceZipCount: z.number().int().nonnegative(),
});
export type ProviderSearchSummary = z.infer<typeof providerSearchSummarySchema>;
