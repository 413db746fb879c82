// "Tell me when someone delivers here": a visitor's request for a ZIP nobody serves yet, and the
// operators' view of where demand is waiting (requests per ZIP, most wanted first).
import * as z from 'zod';
import { DUMPSTER_SIZES } from '../constants';
import { zipCodeSchema } from './zip-code';

export const ZIP_REQUEST_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  saved: (zipCode: string) => `Thanks! We'll e-mail you as soon as a provider delivers to ${zipCode}.`,
  failed: 'We could not save your request. Please try again.',
} as const;

/** POST /api/zip-requests (public): one per e-mail and ZIP; asking again is harmless. */
export const zipRequestInputSchema = z.object({
  zipCode: zipCodeSchema,
  email: z
    .string(ZIP_REQUEST_MESSAGES.emailRequired)
    .trim()
    .toLowerCase()
    .min(1, ZIP_REQUEST_MESSAGES.emailRequired)
    .max(254, ZIP_REQUEST_MESSAGES.emailInvalid)
    .pipe(z.email(ZIP_REQUEST_MESSAGES.emailInvalid)),
  sizeYards: z.coerce
    .number()
    .int()
    .refine((size) => (DUMPSTER_SIZES as readonly number[]).includes(size))
    .optional(),
});
export type ZipRequestInput = z.infer<typeof zipRequestInputSchema>;

export const zipRequestResponseSchema = z.object({ zipCode: z.string(), alreadyRequested: z.boolean() });

/** One ZIP's waiting demand. */
export const zipDemandSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
  requests: z.number().int().nonnegative(),
  lastRequestedAt: z.string(),
});
export type ZipDemand = z.infer<typeof zipDemandSchema>;

/** GET /api/operator/zip-requests: the ZIPs people asked for, most requests first. */
export const operatorZipDemandResponseSchema = z.object({ zips: z.array(zipDemandSchema) });
