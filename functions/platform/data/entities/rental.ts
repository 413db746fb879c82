import { RENTAL_STATUSES } from '../../../../shared/rental-status';
import { NOTIFICATION_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RENTAL_PERIODS } from '../../../../shared/schemas/rental';
import { SERVICE_NAME } from '../table';
import { addressAttribute, timestampAttributes } from '../attributes';

/** A rental (an order). Money in integer cents; dates are YYYY-MM-DD. */
export const rentalModel = {
  model: { entity: 'rental', version: '1', service: SERVICE_NAME },
  attributes: {
    rentalId: { type: 'string', required: true },
    customerId: { type: 'string', required: true },
    customerName: { type: 'string', required: true },
    customerEmail: { type: 'string', required: true },
    customerPhone: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    providerName: { type: 'string', required: true },
    listingId: { type: 'string' },
    dumpsterSize: { type: 'string', required: true },
    dumpsterType: { type: 'string', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    deliveryAddress: addressAttribute,
    rentalPeriod: { type: RENTAL_PERIODS, required: true },
    totalPriceCents: { type: 'number', required: true },
    addOns: { type: 'any', required: true },
    paymentMethod: { type: PAYMENT_METHODS },
    paymentTransactionId: { type: 'string' },
    paymentStatus: { type: PAYMENT_STATUSES, required: true },
    status: { type: RENTAL_STATUSES, required: true },
    eta: { type: 'string' },
    cancelledAt: { type: 'string' },
    /** The refund owed at cancellation; refundId is set once the payment provider made it. */
    refundCents: { type: 'number' },
    refundId: { type: 'string' },
    /** Refunded in all at the payment provider (charge.refunded's amount_refunded); only ever grows. */
    amountRefundedCents: { type: 'number' },
    /** A chargeback: set by charge.dispute.created (or .closed, if that arrives first); closed once. */
    disputeId: { type: 'string' },
    disputeStatus: { type: 'string' },
    disputeReason: { type: 'string' },
    disputeAmountCents: { type: 'number' },
    disputeClosedAt: { type: 'string' },
    notificationStatus: { type: NOTIFICATION_STATUSES },
    checkoutSessionId: { type: 'string' },
    /** The customer deleted their account; their personal fields on this rental were erased. */
    customerDeleted: { type: 'boolean' },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['rentalId'] }, sk: { field: 'sk', composite: [] } },
    /** A customer's rentals, newest start date first when read in reverse. */
    byCustomer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['customerId'] },
      sk: { field: 'gsi1sk', composite: ['startDate', 'rentalId'] },
    },
    /** A provider's rentals by status, newest first when read in reverse. */
    byProvider: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['providerId'] },
      sk: { field: 'gsi2sk', composite: ['status', 'createdAt', 'rentalId'] },
    },
  },
} as const;
