import { SERVICE_NAME } from '../table';

/**
 * Which rental a payment paid for, keyed by the payment provider's payment id (Stripe's payment
 * intent). Written in the transaction that records a paid checkout, so refunds and disputes, which
 * name only the payment, find their rental with one GetItem (never a scan).
 */
export const rentalPaymentModel = {
  model: { entity: 'rentalPayment', version: '1', service: SERVICE_NAME },
  attributes: {
    paymentId: { type: 'string', required: true },
    rentalId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byPayment: { pk: { field: 'pk', composite: ['paymentId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
