import * as z from 'zod';
import { DUMPSTER_SIZES, DUMPSTER_TYPES, PROVIDER_ADD_ONS } from '../constants';
import { addressSchema, zipCodeSchema } from './zip-code';

const cents = z.number().int().nonnegative();

export const addOnFlagsSchema = z.object(
  Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, z.boolean()])) as Record<
    (typeof PROVIDER_ADD_ONS)[number],
    z.ZodBoolean
  >,
);
export type AddOnFlags = z.infer<typeof addOnFlagsSchema>;

/** A rental length the provider prices itself: that many days, for this much. */
export const lengthPriceSchema = z.object({ days: z.number().int().min(1), priceCents: cents });

/** One size's own prices (shared/pricing.ts SizePricingCents); a size without them is priced from the rate. */
export const sizePricingSchema = z.object({
  lengthPricesCents: z.array(lengthPriceSchema).optional(),
  includedTons: z.number().nonnegative().optional(),
  extraDayCents: cents.optional(),
  extraTonCents: cents.optional(),
});
export type SizePricing = z.infer<typeof sizePricingSchema>;

export const sizePricesSchema = z.object(
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
export type ProviderPricing = z.infer<typeof providerPricingSchema>;

/** Dumpsters owned per size: keys yard5 ... yard40. */
export const dumpsterInventorySchema = z.object(
  Object.fromEntries(DUMPSTER_SIZES.map((size) => [`yard${size}`, z.number().int().nonnegative()])) as Record<
    `yard${(typeof DUMPSTER_SIZES)[number]}`,
    z.ZodNumber
  >,
);
export type DumpsterInventory = z.infer<typeof dumpsterInventorySchema>;

export const providerDocumentsSchema = z.object({
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
  isVerified: z.boolean(),
  addOns: addOnFlagsSchema,
  dumpsterTypes: z.array(z.enum(DUMPSTER_TYPES)),
  dumpsterInventory: dumpsterInventorySchema,
  /** Closed on US federal holidays: no deliveries are booked then (shared/deliverability.ts). */
  observesFederalHolidays: z.boolean().optional(),
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
  isVerified: z.boolean(),
  pricing: providerPricingSchema,
  addOns: addOnFlagsSchema,
  dumpsterTypes: z.array(z.enum(DUMPSTER_TYPES)),
  /** Sizes (yards) the provider has at least one dumpster of. */
  sizes: z.array(z.number().int()),
  serviceZipPreview: z.array(z.string()),
  serviceZipCount: z.number().int().nonnegative(),
});
export type ProviderSearchSummary = z.infer<typeof providerSearchSummarySchema>;
