import * as z from 'zod';
import { RENTAL_STATUSES } from '../rental-status';
import { addressSchema } from './zip-code';

export const RENTAL_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export const PAYMENT_METHODS = ['creditCard', 'stripe', 'paypal'] as const;

/** A rental as stored. Money is in integer cents; dates are ISO calendar dates (YYYY-MM-DD). */
export const rentalSchema = z.object({
  rentalId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  listingId: z.string().optional(),
  dumpsterSize: z.string(),
  dumpsterType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  deliveryAddress: addressSchema,
  rentalPeriod: z.enum(RENTAL_PERIODS),
  totalPriceCents: z.number().int().nonnegative(),
  addOns: z.record(z.string(), z.union([z.boolean(), z.string()])),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  paymentTransactionId: z.string().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(RENTAL_STATUSES),
  eta: z.string().optional(),
  checkoutSessionId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rental = z.infer<typeof rentalSchema>;
