import * as z from 'zod';
import { providerProfileSchema } from './provider';

const OPERATOR_PAGE_SIZE_MAX = 50;

/** GET /api/operator/providers: a page size and the opaque cursor of the previous page. */
export const operatorProvidersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(OPERATOR_PAGE_SIZE_MAX).default(20),
  cursor: z.string().trim().min(1).max(2048).optional(),
});
export type OperatorProvidersQuery = z.infer<typeof operatorProvidersQuerySchema>;

/** One page of providers, newest first; `cursor` is present when there is a next page. */
export const operatorProvidersResponseSchema = z.object({
  providers: z.array(providerProfileSchema),
  cursor: z.string().optional(),
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
