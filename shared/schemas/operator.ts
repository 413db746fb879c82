import * as z from 'zod';
import { providerProfileSchema } from './provider';

export const OPERATOR_PAGE_SIZE_MAX = 50;

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
