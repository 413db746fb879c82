import * as z from 'zod';
import { dateRangeQueryFields, fromNotAfterTo, LIST_PAGE_MESSAGES, nextCursorSchema, pageQueryFields, searchQueryField } from './list-page';
import { providerProfileSchema } from './provider';

/**
 * GET /api/operator/providers: registered from `from` to `to`, searched by business name, e-mail or
 * phone, a page at a time.
 */
export const operatorProvidersQuerySchema = z
  .object({ search: searchQueryField, ...dateRangeQueryFields, ...pageQueryFields })
  .refine(fromNotAfterTo, { message: LIST_PAGE_MESSAGES.invalidRange, path: ['from'] });
export type OperatorProvidersQuery = z.output<typeof operatorProvidersQuerySchema>;

/**
 * A provider as the console's list shows it: who and where they are, and their documents' review.
 * Not the service area or prices: a wide radius alone can list thousands of ZIPs.
 */
const operatorProviderSchema = providerProfileSchema.pick({
  providerId: true,
  email: true,
  name: true,
  businessName: true,
  phone: true,
  address: true,
  primaryZipCodes: true,
  isVerified: true,
  documents: true,
  createdAt: true,
});
export type OperatorProvider = z.infer<typeof operatorProviderSchema>;

/** The attributes the list reads (a projection of the profile). */
export const OPERATOR_PROVIDER_ATTRIBUTES = Object.keys(operatorProviderSchema.shape) as (keyof OperatorProvider)[];

/** One page of providers, newest first. */
export const operatorProvidersResponseSchema = z.object({
  providers: z.array(operatorProviderSchema),
  nextCursor: nextCursorSchema,
});
export type OperatorProvidersResponse = z.infer<typeof operatorProvidersResponseSchema>;

export const operatorProviderParamsSchema = z.object({ providerId: z.string().trim().min(1).max(100) });

/** A document as the operator console sees it: a link that works for a few minutes. */
const documentLinkSchema = z.object({ key: z.string(), url: z.string() });

/** GET /api/operator/providers/{providerId}/documents. */
export const providerDocumentsResponseSchema = z.object({
  providerId: z.string(),
  businessName: z.string(),
  insurance: documentLinkSchema.nullable(),
  license: documentLinkSchema.nullable(),
  verified: z.boolean(),
  verificationNotes: z.string().optional(),
  uploadedAt: z.string().optional(),
  expiresInSeconds: z.number().int(),
});
export type ProviderDocumentsResponse = z.infer<typeof providerDocumentsResponseSchema>;

/** POST /api/operator/providers/{providerId}/verification. */
export const providerVerificationSchema = z.object({
  verified: z.boolean(),
  notes: z.string().trim().max(2000).optional(),
});
export type ProviderVerification = z.infer<typeof providerVerificationSchema>;
