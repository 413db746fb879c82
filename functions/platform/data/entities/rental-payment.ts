import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * Which rental a payment paid for, keyed by the payment provider's payment id (Stripe's payment
 * intent). Written in the transaction that records a paid checkout, so refunds and disputes, which
 * name only the payment, find their rental with one GetItem (never a scan).
 */
const storedRentalPaymentSchema = z.object({
  paymentId: z.string(),
  rentalId: z.string(),
  createdAt: z.string(),
  /** The card saved at checkout for charges after the booking (final billing): the payment provider's customer and payment method. */
  customerId: z.string().optional(),
  paymentMethodId: z.string().optional(),
});

export const rentalPaymentModel = entityModel({
  model: { entity: 'rentalPayment', version: '1', service: SERVICE_NAME },
  schema: storedRentalPaymentSchema,
  indexes: {
    byPayment: { pk: { field: 'pk', composite: ['paymentId'] }, sk: { field: 'sk', composite: [] } },
  },
});
