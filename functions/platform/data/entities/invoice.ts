import { INVOICE_PAYMENT_METHODS, STORED_INVOICE_STATUSES } from '../../../../shared/schemas/financial-constants';
import { SERVICE_NAME } from '../table';
import { timestampAttributes } from '../attributes';

/**
 * A provider's invoice. The amount is integer cents computed from the line items; the stored status
 * is never 'overdue' (derived on read). Dates are YYYY-MM-DD.
 */
export const invoiceModel = {
  model: { entity: 'invoice', version: '1', service: SERVICE_NAME },
  attributes: {
    invoiceId: { type: 'string', required: true },
    invoiceNumber: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    providerName: { type: 'string', required: true },
    customer: {
      type: 'map',
      required: true,
      properties: {
        name: { type: 'string', required: true },
        email: { type: 'string' },
        phone: { type: 'string', required: true },
        address: { type: 'string', required: true },
      },
    },
    dateIssued: { type: 'string', required: true },
    dateDue: { type: 'string', required: true },
    status: { type: STORED_INVOICE_STATUSES, required: true },
    lineItems: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          description: { type: 'string', required: true },
          quantity: { type: 'number', required: true },
          unitPriceCents: { type: 'number', required: true },
        },
      },
    },
    amountCents: { type: 'number', required: true },
    notes: { type: 'string', required: true },
    terms: { type: 'string', required: true },
    rentalId: { type: 'string' },
    paymentDate: { type: 'string' },
    paymentMethod: { type: INVOICE_PAYMENT_METHODS },
    /** Paid online (functions/checkout/invoice-payments.ts): the payment (intent) that paid it. */
    paymentTransactionId: { type: 'string' },
    /** The pay link's key (shared/invoice-payment.ts). */
    payKey: { type: 'string' },
    lastSentAt: { type: 'string' },
    reminderCount: { type: 'number', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['invoiceId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's invoices by issue date (a date range is one Query). */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['dateIssued', 'invoiceId'] },
    },
  },
} as const;
