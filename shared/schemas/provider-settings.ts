// The provider portal's Pricing, Service Areas and Profile pages: request bodies, answers, limits and
// the spec's wording, shared by the providers Lambda and the SPA. Money is integer cents, as in
// providerPricingSchema (shared/schemas/provider.ts).
import * as z from 'zod';
import { DUMPSTER_SIZES, PROVIDER_ADD_ONS, type ProviderAddOn } from '../constants';
import { MESSAGES } from '../messages';
import { RENTAL_LENGTH_OPTIONS, STANDARD_RENTAL_DAYS, lengthLabel, type SizeKey } from '../pricing';
import { addressInputSchema } from './account';
import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES, presignedUploadSchema } from './onboarding';
import { addOnFlagsSchema, bookingRulesSchema } from './provider';
import { zipCodeSchema } from './zip-code';
import { usPhoneSchema } from './phone';

export const PROVIDER_SETTINGS_MESSAGES = {
  pricingSaved: 'Pricing configuration updated successfully',
  bookingRulesSaved: 'Booking rules updated successfully',
  /** Followed by the reason, as on the Pricing page. */
  bookingRulesSaveFailedPrefix: 'Failed to save changes: ',
  /** Followed by the reason: 'Failed to save changes: {reason}'. */
  pricingSaveFailedPrefix: 'Failed to save changes: ',
  serviceAreasSaved: 'Service areas updated successfully',
  serviceAreasSaveFailed: 'Failed to save changes',
  zipDuplicate: 'This ZIP code is already in your primary service areas',
  zipUnvalidated: 'Unable to validate this ZIP code. Please check and try again.',
  zipWithoutDeliveryArea: 'This ZIP code is only for PO boxes or one business\'s mail. Please enter a ZIP code you deliver to.',
  primaryZipRequired: 'Please add at least one primary ZIP code',
  profileSaved: MESSAGES.profileSaved,
  profileSaveFailed: MESSAGES.profileSaveFailed,
  deleteAccountFailed: MESSAGES.deleteAccountFailed,
  changedMeanwhile: 'Your business profile changed while you were editing. Please reload the page and try again.',
  deleteBlockedByRentals:
    'You still have rentals in progress or awaiting delivery. Complete, reject or cancel them before deleting your account.',
  logoNotImage: MESSAGES.documentNotImage,
  logoTooLarge: MESSAGES.documentTooLarge,
  logoUploadFailed: MESSAGES.logoUploadFailed,
  logoKeyOrRemove: 'Choose a new logo or remove the current one, not both',
} as const;

// ---- Pricing ----------------------------------------------------------------------------------

/** Steps of the pricing form, in cents: base rate per yard in 50-cent steps, delivery fee in whole dollars. */
export const BASE_RATE_STEP_CENTS = 50;
export const DELIVERY_FEE_STEP_CENTS = 100;
/** A ceiling far above any real price, so a typo cannot put a provider at a million dollars. */
const PRICE_MAX_CENTS = 10_000_000;

const priceCents = (label: string, step = 1) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(PRICE_MAX_CENTS, `${label} is too high`)
    .refine((cents) => cents % step === 0, step === 1 ? `${label} must be a whole number of cents` : `${label} must be in steps of $${(step / 100).toFixed(2)}`);

export const ADD_ON_PRICE_LABELS: Record<ProviderAddOn, string> = {
  sameDayDelivery: 'Same-day delivery price',
  drivewayProtection: 'Driveway protection price',
  cleanupService: 'Cleanup service price',
  permitPulling: 'Permit pulling price',
};

/** Weight allowances are in half tons, up to what the largest roll-off may legally carry. */
export const INCLUDED_TONS_STEP = 0.5;
const INCLUDED_TONS_MAX = 20;

/**
 * One size's own prices (shared/pricing.ts SizePricingCents), as the Pricing page sends them.
 * Without lengthPricesCents the size is priced from the rate per yard (1, 7 and 30 days). With
 * them, each length is priced and the standard week is one of them: search compares providers for a
 * week unless the customer asks for another length, so a size without a week price would vanish
 * from most searches.
 */
export const sizePricingInputSchema = z.object({
  lengthPricesCents: z
    .array(
      z.object({
        days: z
          .number()
          .int()
          .refine((days) => (RENTAL_LENGTH_OPTIONS as readonly number[]).includes(days), `Rental lengths are ${RENTAL_LENGTH_OPTIONS.map(lengthLabel).join(', ')}`),
        priceCents: priceCents('Rental price').refine((cents) => cents > 0, 'Rental price must be more than $0'),
      }),
    )
    .max(RENTAL_LENGTH_OPTIONS.length)
    .superRefine((lengths, ctx) => {
      const seen = new Set<number>();
      lengths.forEach((length, index) => {
        if (seen.has(length.days)) ctx.addIssue({ code: 'custom', path: [index, 'days'], message: `${lengthLabel(length.days)} is priced twice` });
        seen.add(length.days);
      });
      if (lengths.length > 0 && !seen.has(STANDARD_RENTAL_DAYS)) {
        ctx.addIssue({ code: 'custom', message: `Price the standard ${lengthLabel(STANDARD_RENTAL_DAYS)}: search compares providers by it` });
      }
    })
    .optional(),
  includedTons: z
    .number({ error: 'Tons included must be a number' })
    .min(0, 'Tons included cannot be negative')
    .max(INCLUDED_TONS_MAX, `Tons included must be at most ${INCLUDED_TONS_MAX}`)
    .refine((tons) => Number.isInteger(tons / INCLUDED_TONS_STEP), `Tons included must be in steps of ${INCLUDED_TONS_STEP}`),
  /** Absent on a rate-priced size: an extra day costs its one-day price. */
  extraDayCents: priceCents('Extra day price').optional(),
  extraTonCents: priceCents('Extra ton price'),
});
export type SizePricingInput = z.infer<typeof sizePricingInputSchema>;

/**
 * providerPricingSchema with the form's steps. The base rate must be above $0 although the form's
 * field starts at 0: shared/pricing.ts reads a zero base rate as "not set" and prices the provider at
 * the search default, so a saved $0 would show customers someone else's price. Swap fee and sizes
 * may be left out (an older page): the stored ones are kept.
 */
export const providerPricingInputSchema = z.object({
  baseRatePerYardCents: priceCents('Base rate per yard', BASE_RATE_STEP_CENTS).refine(
    (cents) => cents > 0,
    'Base rate per yard must be more than $0',
  ),
  deliveryFeeCents: priceCents('Delivery fee', DELIVERY_FEE_STEP_CENTS),
  swapFeeCents: priceCents('Swap fee').optional(),
  /** Every size's own prices; a size left out is priced from the rate per yard. */
  sizes: z
    .object(
      Object.fromEntries(DUMPSTER_SIZES.map((size) => [`yard${size}`, sizePricingInputSchema.optional()])) as Record<
        SizeKey,
        z.ZodOptional<typeof sizePricingInputSchema>
      >,
    )
    .optional(),
  addOnPricesCents: z.object(
    Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, priceCents(ADD_ON_PRICE_LABELS[key])])) as Record<
      ProviderAddOn,
      ReturnType<typeof priceCents>
    >,
  ),
});
export type ProviderPricingInput = z.infer<typeof providerPricingInputSchema>;

/**
 * The updatedAt of the profile the page was loaded from. When sent and no longer current, the save
 * is refused with 409 (someone changed the profile meanwhile); without it, only a change racing
 * this very request is detected.
 */
const expectedUpdatedAt = z.string().trim().min(1).max(40).optional();

/** PUT /api/provider/pricing: prices and add-on toggles; answers with the updated ProviderProfile. */
export const providerPricingUpdateSchema = z.object({
  pricing: providerPricingInputSchema,
  addOns: addOnFlagsSchema,
  /** Closed on US federal holidays: no deliveries booked then. Left as it is when not sent. */
  observesFederalHolidays: z.boolean().optional(),
  expectedUpdatedAt,
});
export type ProviderPricingUpdate = z.infer<typeof providerPricingUpdateSchema>;

// ---- Booking rules ----------------------------------------------------------------------------

/**
 * PUT /api/provider/booking-rules: lead time, turnaround, delivery weekdays and blackout dates (the
 * limits are bookingRulesSchema's); answers with the updated ProviderProfile. Blackout dates that
 * have already passed are dropped on save (shared/booking-rules.ts: bookingRulesToStore).
 */
export const providerBookingRulesUpdateSchema = z.object({
  bookingRules: bookingRulesSchema,
  expectedUpdatedAt,
});
export type ProviderBookingRulesUpdate = z.infer<typeof providerBookingRulesUpdateSchema>;

// ---- Service areas ----------------------------------------------------------------------------

export const SERVICE_RADIUS_MIN_MILES = 5;
export const SERVICE_RADIUS_MAX_MILES = 100;
export const SERVICE_RADIUS_STEP_MILES = 5;
/** The Service Areas page's radius for a provider who has none. */
export const SERVICE_RADIUS_DEFAULT_MILES = 25;
const MAX_PRIMARY_ZIP_CODES = 30;
/** The page lists this many covered ZIPs, then '+N more'. */
export const SERVICE_AREA_LIST_COUNT = 30;
/**
 * The most ZIPs (primary and covered) one provider may serve. Each is one search index item,
 * rewritten in one bounded batch (120 BatchWriteItem calls of 25) whenever the provider's summary
 * changes. The densest single ZIP at the largest radius (07860, New Jersey, at 100 miles) covers
 * about 2,600, so any one primary ZIP at any radius fits; several dense ones at a wide radius are
 * refused with a clear message instead of a save that outlasts the function's timeout.
 */
export const MAX_SERVICEABLE_ZIP_CODES = 3000;

export const tooManyServiceableZipsMessage = (count: number) =>
  `This service area covers ${count.toLocaleString('en-US')} ZIP codes; the most one provider can serve is ${MAX_SERVICEABLE_ZIP_CODES.toLocaleString('en-US')}. Reduce the radius or remove a primary ZIP code.`;

const serviceRadiusSchema = z
  .number({ error: 'Service radius must be a number' })
  .int('Service radius must be a whole number of miles')
  .min(SERVICE_RADIUS_MIN_MILES, `Service radius must be at least ${SERVICE_RADIUS_MIN_MILES} miles`)
  .max(SERVICE_RADIUS_MAX_MILES, `Service radius must be at most ${SERVICE_RADIUS_MAX_MILES} miles`)
  .refine((miles) => miles % SERVICE_RADIUS_STEP_MILES === 0, `Service radius must be in steps of ${SERVICE_RADIUS_STEP_MILES} miles`);

export const primaryZipCodesSchema = z
  .array(zipCodeSchema, { error: MESSAGES.zipInvalid })
  .min(1, PROVIDER_SETTINGS_MESSAGES.primaryZipRequired)
  .max(MAX_PRIMARY_ZIP_CODES, `At most ${MAX_PRIMARY_ZIP_CODES} primary ZIP codes`)
  .superRefine((zips, ctx) => {
    const seen = new Set<string>();
    zips.forEach((zip, index) => {
      if (seen.has(zip)) ctx.addIssue({ code: 'custom', path: [index], message: PROVIDER_SETTINGS_MESSAGES.zipDuplicate });
      seen.add(zip);
    });
  });

/** POST /api/provider/service-areas/preview: the area a choice would cover, before saving it. */
export const serviceAreaInputSchema = z.object({
  primaryZipCodes: primaryZipCodesSchema,
  serviceRadius: serviceRadiusSchema,
});
export type ServiceAreaInput = z.infer<typeof serviceAreaInputSchema>;

/** PUT /api/provider/service-areas: answers with the updated ProviderProfile. */
export const serviceAreasUpdateSchema = serviceAreaInputSchema.extend({ expectedUpdatedAt });
export type ServiceAreasUpdate = z.infer<typeof serviceAreasUpdateSchema>;

const serviceAreaZipSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ServiceAreaZip = z.infer<typeof serviceAreaZipSchema>;

export const serviceAreaPreviewSchema = z.object({
  primary: z.array(serviceAreaZipSchema),
  /** ZIPs within the radius of a primary ZIP, not primary themselves, nearest first. */
  covered: z.array(serviceAreaZipSchema.extend({ distanceMiles: z.number() })),
  /** Every ZIP served: primary plus covered (what the profile's serviceableZipCodes holds once saved). */
  total: z.number().int().nonnegative(),
  /** MAX_SERVICEABLE_ZIP_CODES: a preview above it cannot be saved. */
  maxTotal: z.number().int(),
});
export type ServiceAreaPreview = z.infer<typeof serviceAreaPreviewSchema>;

// ---- Profile ----------------------------------------------------------------------------------

export const PROVIDER_LOGO_MAX_BYTES = UPLOAD_MAX_BYTES;
export const PROVIDER_LOGO_CONTENT_TYPES = IMAGE_CONTENT_TYPES;

const requiredText = (label: string, max = 200) => z.string().trim().min(1, `${label} is required`).max(max);

/** PUT /api/provider/profile: answers with the updated ProviderProfile. */
export const providerProfileUpdateSchema = z
  .object({
    businessName: requiredText('Business name'),
    name: requiredText('Contact name'),
    phone: usPhoneSchema,
    address: addressInputSchema,
    /** Optional; absent or empty means the profile has none. */
    ein: z
      .string()
      .trim()
      .regex(/^\d{2}-\d{7}$/, 'EIN must look like XX-XXXXXXX')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The key of a logo just uploaded with POST /api/provider/logo/uploads; replaces the current logo. */
    logoKey: z.string().trim().min(1).max(300).optional(),
    removeLogo: z.boolean().optional(),
    expectedUpdatedAt,
  })
  .refine((body) => !(body.logoKey && body.removeLogo), { message: PROVIDER_SETTINGS_MESSAGES.logoKeyOrRemove, path: ['logoKey'] });
export type ProviderProfileUpdate = z.infer<typeof providerProfileUpdateSchema>;

/** POST /api/provider/logo/uploads: the declared file; answers 201 with a presigned POST (presignedUploadSchema). */
export const providerLogoUploadRequestSchema = z.object({
  contentType: z.string().trim().toLowerCase().min(1).max(100),
  size: z.number().int().positive(),
});

/** A logo upload: the presigned POST and the address the logo will be shown at once uploaded. */
export const logoUploadSchema = presignedUploadSchema.extend({ logoUrl: z.string() });
export type ProviderLogoUploadRequest = z.infer<typeof providerLogoUploadRequestSchema>;
