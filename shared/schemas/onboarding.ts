// Provider onboarding over HTTP: the "Contact Us" request, the access code check, and the
// operator console's request inbox and code issuing.
import * as z from 'zod';
import { dateRangeQueryFields, fromNotAfterTo, LIST_PAGE_MESSAGES, nextCursorSchema, pageQueryFields, searchQueryField } from './list-page';
import { DUMPSTER_SIZES, DUMPSTER_TYPES, PROVIDER_ADD_ONS } from '../constants';
import { MESSAGES } from '../messages';
import { addressInputSchema, passwordSchema } from './account';
import { usPhoneSchema } from './phone';
import { zipCodeOrZipPlus4Schema } from './zip-code';

const requiredText = (label: string, max = 200) => z.string().trim().min(1, `${label} is required`).max(max);

/** POST /api/provider-requests (public): a business asking to join. */
export const providerRequestInputSchema = z.object({
  businessName: requiredText('Business name'),
  name: requiredText('Contact name'),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Valid email is required'),
  phone: usPhoneSchema,
  message: z.string().trim().max(2000).optional(),
});
export type ProviderRequestInput = z.infer<typeof providerRequestInputSchema>;

export const PROVIDER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

/** A request as stored and answered: the input as it was normalised (the phone in its 10 digits), not checked again. */
export const providerRequestSchema = z.object({
  requestId: z.string(),
  businessName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().optional(),
  status: z.enum(PROVIDER_REQUEST_STATUSES),
  reviewed: z.boolean(),
  accessCodeSent: z.boolean(),
  notes: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProviderRequest = z.infer<typeof providerRequestSchema>;

export const providerRequestCreatedSchema = z.object({ requestId: z.string(), message: z.string() });

/**
 * Access codes are base32 in dash-separated groups of four. The canonical form ignores case, spaces
 * and dashes as typed, so 'abcd efgh-...' and 'ABCD-EFGH-...' name the same code.
 */
export function canonicalAccessCode(value: string): string {
  const characters = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (characters.match(/.{1,4}/g) ?? []).join('-');
}

export const accessCodeSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.accessCodeRequired)
  .max(64)
  .transform(canonicalAccessCode);

/** An issued code opens registration once, within this many days. */
export const ACCESS_CODE_TTL_DAYS = 14;

export const accessCodeParamsSchema = z.object({ code: accessCodeSchema });

/** GET /api/access-codes/{code}: the code is valid; the e-mail and business it was issued for. */
export const accessCodeCheckSchema = z.object({ email: z.string(), businessName: z.string().optional() });
export type AccessCodeCheck = z.infer<typeof accessCodeCheckSchema>;

/**
 * GET /api/operator/provider-requests: one status, sent from `from` to `to`, searched by business,
 * contact name, e-mail or phone, newest first, a page at a time.
 */
export const operatorProviderRequestsQuerySchema = z
  .object({ status: z.enum(PROVIDER_REQUEST_STATUSES).default('pending'), search: searchQueryField, ...dateRangeQueryFields, ...pageQueryFields })
  .refine(fromNotAfterTo, { message: LIST_PAGE_MESSAGES.invalidRange, path: ['from'] });
export type OperatorProviderRequestsQuery = z.output<typeof operatorProviderRequestsQuerySchema>;

export const operatorProviderRequestsResponseSchema = z.object({
  requests: z.array(providerRequestSchema),
  nextCursor: nextCursorSchema,
});
export type OperatorProviderRequestsResponse = z.infer<typeof operatorProviderRequestsResponseSchema>;

export const providerRequestParamsSchema = z.object({ requestId: z.string().trim().min(1).max(100) });

/** POST /api/operator/provider-requests/{requestId}/access-code: the issued code. */
export const issuedAccessCodeSchema = z.object({
  code: z.string(),
  requestId: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  registrationUrl: z.string(),
});
export type IssuedAccessCode = z.infer<typeof issuedAccessCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Provider registration and its uploads.

/** Documents and logo: at most 5 MB each (5242880 bytes). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_KINDS = ['logo', 'insurance', 'license'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_CONTENT_TYPES: Record<UploadKind, readonly string[]> = {
  logo: IMAGE_CONTENT_TYPES,
  license: IMAGE_CONTENT_TYPES,
  insurance: ['application/pdf'],
};
/** The spec's message for a file of the wrong type, per kind. */
export const UPLOAD_TYPE_MESSAGES: Record<UploadKind, string> = {
  logo: MESSAGES.documentNotImage,
  license: MESSAGES.documentNotImage,
  insurance: MESSAGES.documentNotPdf,
};
/** The spec's message for an upload that did not arrive as declared, per kind. */
export const UPLOAD_FAILED_MESSAGES: Record<UploadKind, string> = {
  logo: MESSAGES.logoUploadFailed,
  license: MESSAGES.licenseUploadFailed,
  insurance: MESSAGES.insuranceUploadFailed,
};

/** POST /api/provider-registration/uploads: the declared file; type and size are checked before presigning. */
export const uploadRequestSchema = z.object({
  code: accessCodeSchema,
  kind: z.enum(UPLOAD_KINDS),
  contentType: z.string().trim().toLowerCase().min(1).max(100),
  size: z.number().int().positive(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const presignedUploadSchema = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresInSeconds: z.number().int(),
});
/** A registered provider: the new provider's id (they sign in next). */
export const providerRegistrationResponseSchema = z.object({ providerId: z.string() });

export type PresignedUploadResponse = z.infer<typeof presignedUploadSchema>;

/** Registration defaults (spec): base rate $8 per yard, delivery $50, add-ons 25/15/45/35 dollars. */
export const REGISTRATION_DEFAULT_PRICING = {
  baseRatePerYard: 8,
  deliveryFee: 50,
  addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, cleanupService: 45, permitPulling: 35 },
} as const;
export const REGISTRATION_SERVICE_RADIUS_MILES = 30;
const REGISTRATION_MAX_SERVICE_ZIPS = 30;

const multipleOf = (step: number) => (value: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;
const dollars = (label: string, min: number, step: number) =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(100_000)
    .refine(multipleOf(step), `${label} must be in steps of ${step}`);

/** Inventory counts are whole numbers of at least 0; other input is coerced (spec). */
const inventoryCount = z.coerce.number().transform((value) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0));

/**
 * The spec's four rules, checked first and in its order, before any field is looked at:
 * passwords match, a service ZIP, a dumpster type, a dumpster in inventory.
 */
const registrationRulesSchema = z
  .any()
  .superRefine((body: unknown, ctx) => {
    const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, abort: true });
    if (raw.confirmPassword !== undefined && raw.confirmPassword !== raw.password) {
      return fail('confirmPassword', MESSAGES.passwordsDoNotMatch);
    }
    if (!Array.isArray(raw.serviceZipCodes) || raw.serviceZipCodes.length === 0) {
      return fail('serviceZipCodes', MESSAGES.serviceAreaRequired);
    }
    if (!Array.isArray(raw.dumpsterTypes) || raw.dumpsterTypes.length === 0) {
      return fail('dumpsterTypes', MESSAGES.dumpsterTypeRequired);
    }
    const counts = raw.dumpsterInventory && typeof raw.dumpsterInventory === 'object' ? Object.values(raw.dumpsterInventory) : [];
    if (!counts.some((count) => Math.trunc(Number(count)) > 0)) {
      return fail('dumpsterInventory', MESSAGES.inventoryRequired);
    }
  });

const requiredField = (label: string, max = 200) => z.string().trim().min(1, `${label} is required`).max(max);

const providerRegistrationFieldsSchema = z.object({
  code: accessCodeSchema,
  businessName: requiredField('Business name'),
  name: requiredField('Contact name'),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Valid email is required'),
  phone: usPhoneSchema,
  ein: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{7}$/, 'EIN must look like XX-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  logoKey: z.string().trim().min(1).max(300).optional(),
  insuranceKey: z.string().trim().min(1, MESSAGES.insuranceUploadFailed).max(300),
  licenseKey: z.string().trim().min(1, MESSAGES.licenseUploadFailed).max(300),
  address: addressInputSchema,
  serviceZipCodes: z
    .array(zipCodeOrZipPlus4Schema)
    .min(1, MESSAGES.serviceAreaRequired)
    .max(REGISTRATION_MAX_SERVICE_ZIPS, `At most ${REGISTRATION_MAX_SERVICE_ZIPS} service area ZIP codes`)
    .superRefine((zips, ctx) => {
      const seen = new Set<string>();
      zips.forEach((zip, index) => {
        if (seen.has(zip)) ctx.addIssue({ code: 'custom', path: [index], message: MESSAGES.zipAlreadyAdded });
        seen.add(zip);
      });
    }),
  dumpsterInventory: z.object(
    Object.fromEntries(DUMPSTER_SIZES.map((size) => [`yard${size}`, inventoryCount.default(0)])) as Record<
      `yard${(typeof DUMPSTER_SIZES)[number]}`,
      z.ZodDefault<typeof inventoryCount>
    >,
  ),
  dumpsterTypes: z
    .array(z.enum(DUMPSTER_TYPES))
    .min(1, MESSAGES.dumpsterTypeRequired)
    .transform((types) => [...new Set(types)]),
  pricing: z
    .object({
      baseRatePerYard: dollars('Base rate per yard', 1, 0.5).default(REGISTRATION_DEFAULT_PRICING.baseRatePerYard),
      deliveryFee: dollars('Delivery fee', 0, 5).default(REGISTRATION_DEFAULT_PRICING.deliveryFee),
      addOnPrices: z
        .object(
          Object.fromEntries(
            PROVIDER_ADD_ONS.map((key) => [key, dollars('Add-on price', 0, 5).default(REGISTRATION_DEFAULT_PRICING.addOnPrices[key])]),
          ) as Record<(typeof PROVIDER_ADD_ONS)[number], z.ZodDefault<ReturnType<typeof dollars>>>,
        )
        .prefault({}),
    })
    .prefault({}),
  addOns: z
    .object(
      Object.fromEntries(PROVIDER_ADD_ONS.map((key) => [key, z.boolean().default(false)])) as Record<
        (typeof PROVIDER_ADD_ONS)[number],
        z.ZodDefault<z.ZodBoolean>
      >,
    )
    .prefault({}),
  password: passwordSchema,
  confirmPassword: z.string().optional(),
});

/** POST /api/providers: provider registration with an access code (public). */
export const providerRegistrationSchema = registrationRulesSchema.pipe(providerRegistrationFieldsSchema);
export type ProviderRegistration = z.output<typeof providerRegistrationSchema>;

/** PUT /api/operator/provider-requests/{requestId}: decline a request (or reopen it) with notes; answers with the request. */
export const providerRequestReviewSchema = z.object({
  status: z.enum(['pending', 'declined']),
  notes: z.string().trim().max(2000).optional(),
});
export type ProviderRequestReview = z.infer<typeof providerRequestReviewSchema>;
