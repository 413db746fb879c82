import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A customer's request to keep their dumpster longer (shared/rental-extension.ts), from the moment
 * its added days are held until it is settled, keyed by its id, which is also its unit hold's id
 * and travels in its payment session's metadata. `recorded` is set in the one transaction that
 * extends the rental (functions/rentals/extensions/record-extension.ts), so a paid extension
 * extends it exactly once; `refunded` when the payment could not extend it and went back in full.
 */
const storedRentalExtensionSchema = z.object({
  extensionId: z.string(),
  rentalId: z.string(),
  providerId: z.string(),
  size: z.string(),
  status: z.enum(['pending', 'recorded', 'refunded']),
  /** The rental's pickup and last reserved day it was asked from, and those it moves them to. */
  fromEndDate: z.string(),
  fromReservedThrough: z.string(),
  toEndDate: z.string(),
  toReservedThrough: z.string(),
  extraDays: z.number().int().positive(),
  extraDayCents: z.number().int().nonnegative(),
  amountCents: z.number().int().nonnegative(),
  /** The receipt line the rental gains (shared/pricing.ts extensionQuote). */
  lineLabel: z.string(),
  /** The payment session, once opened; absent for an extension that costs nothing. */
  sessionId: z.string().optional(),
  /** The payment (intent) that paid it. */
  paymentId: z.string().optional(),
  /** Why a paid extension was refunded: its days went meanwhile, or the rental changed. */
  refundReason: z.enum(['unavailable', 'rentalChanged']).optional(),
  recordedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const rentalExtensionModel = entityModel({
  model: { entity: 'rentalExtension', version: '1', service: SERVICE_NAME },
  schema: storedRentalExtensionSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['extensionId'] }, sk: { field: 'sk', composite: [] } },
  },
});
