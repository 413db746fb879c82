import * as z from 'zod';
import { MESSAGES } from '../messages';

/** Exactly five digits. */
export const zipCodeSchema = z.string().trim().regex(/^\d{5}$/, MESSAGES.zipInvalid);

/** Five digits, or ZIP+4 (12345-6789), normalised to the five-digit ZIP. */
export const zipCodeOrZipPlus4Schema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, MESSAGES.zipInvalid)
  .transform((value) => value.slice(0, 5));

export const zipCodeParamsSchema = z.object({ zipCode: zipCodeSchema });

export const zipCodeLookupSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** False for a PO box or single-business ZIP: nothing can be delivered there, so nobody serves it. */
  delivers: z.boolean(),
  /** Number of providers that serve this ZIP. */
  providerCount: z.number().int().nonnegative(),
  /** The ZIP's IANA time zone: delivery dates there are read on its clock (shared/rental-dates.ts). */
  timeZone: z.string().optional(),
});
export type ZipCodeLookup = z.infer<typeof zipCodeLookupSchema>;

export const addressSchema = z.object({
  street: z.string().trim().min(1),
  city: z.string().trim().min(1),
  state: z.string().trim().min(2),
  zipCode: zipCodeSchema,
});
