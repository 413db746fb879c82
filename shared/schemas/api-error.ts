import * as z from 'zod';

/** Body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
