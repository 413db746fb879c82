import { CANCELLED_BY, RENTAL_STATUSES } from '../../../../shared/rental-status';
import { NOTIFICATION_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RENTAL_PERIODS } from '../../../../shared/schemas/rental';
import { SERVICE_NAME } from '../table';
import { addressAttribute, timestampAttributes } from '../attributes';

/** The status a provider's rejection was stored with before it became a cancellation. */
export const LEGACY_REJECTED_STATUS = 'rejected';

/**
 * A rental as read: one the provider rejected before rejection became a cancellation by the
 * provider (shared/rental-status.ts) was stored with the status 'rejected', and reads as cancelled
 * by the provider, so every service and screen sees the one status model whether or not
 * scripts/migrations/rejected-rentals.ts has rewritten it yet. Its gsi2 key still says 'rejected'
 * until then: a Query of the provider's cancelled rentals by status finds it only once migrated.
 */
export function storedRentalRead(attributes: Record<string, unknown>): Record<string, unknown> {
  if (attributes.status !== LEGACY_REJECTED_STATUS) return attributes;
  return { ...attributes, status: 'cancelled', cancelledBy: 'provider' };
}

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
    /** The quote's lines as charged (shared/pricing.ts): what receipts itemize. Absent on orders from before. */
    priceLines: { type: 'list', items: { type: 'map', properties: { label: { type: 'string', required: true }, cents: { type: 'number', required: true } } } },
    addOns: { type: 'any', required: true },
    paymentMethod: { type: PAYMENT_METHODS },
    paymentTransactionId: { type: 'string' },
    paymentStatus: { type: PAYMENT_STATUSES, required: true },
    status: { type: RENTAL_STATUSES, required: true },
    eta: { type: 'string' },
    cancelledAt: { type: 'string' },
    /** Who ended a cancelled rental: the customer, or the provider by rejecting it. */
    cancelledBy: { type: CANCELLED_BY },
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
    /** The days it holds its unit on the availability days (functions/availability); absent when it holds none. */
    reservedFrom: { type: 'string' },
    reservedThrough: { type: 'string' },
    /** Days added after booking, each paid by a payment of its own (shared/schemas/rental.ts). */
    extensions: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          extensionId: { type: 'string', required: true },
          fromEndDate: { type: 'string', required: true },
          toEndDate: { type: 'string', required: true },
          extraDays: { type: 'number', required: true },
          amountCents: { type: 'number', required: true },
          paymentId: { type: 'string' },
          paidAt: { type: 'string', required: true },
        },
      },
    },
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
  read: storedRentalRead,
} as const;
