// The shape of a quote (shared/pricing.ts) as the API answers it: search results, the checkout
// page and the portal all read the same lines and total.
import * as z from 'zod';
import { PROVIDER_ADD_ONS } from '../constants';
import { MAX_RENTAL_DAYS } from '../pricing';

const cents = z.number().int();

const quoteLineSchema = z.object({
  kind: z.enum(['base', 'extraDays', 'extraTons', 'swap', 'delivery', 'addOn']),
  label: z.string(),
  cents,
  addOn: z.enum(PROVIDER_ADD_ONS).optional(),
});

export const quoteSchema = z.object({
  sizeYards: z.number().int(),
  rentalDays: z.number().int(),
  lines: z.array(quoteLineSchema),
  rentalCents: cents,
  deliveryFeeCents: cents,
  addOnsCents: cents,
  totalCents: cents,
  included: z.object({ days: z.number().int(), tons: z.number(), extraDayCents: cents, extraTonCents: cents }),
});

export const lengthTotalSchema = z.object({ days: z.number().int(), totalCents: cents });

/** A rental length in days, as a query or body field: whole days from 1 to MAX_RENTAL_DAYS. */
export const rentalDaysSchema = z.coerce
  .number({ error: 'Rental length must be a number of days' })
  .int('Rental length must be a whole number of days')
  .min(1, 'Rental length must be at least 1 day')
  .max(MAX_RENTAL_DAYS, `Rental length must be at most ${MAX_RENTAL_DAYS} days`);
