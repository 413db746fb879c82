import * as z from 'zod';
import { invoiceSchema, STORED_INVOICE_STATUSES } from '../../../../shared/schemas/financials';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A provider's invoice. The amount is integer cents computed from the line items; the stored status
 * is never 'overdue' (derived on read). Dates are YYYY-MM-DD.
 */
const storedInvoiceSchema = invoiceSchema.extend({ status: z.enum(STORED_INVOICE_STATUSES) });

export const invoiceModel = entityModel({
  model: { entity: 'invoice', version: '1', service: SERVICE_NAME },
  schema: storedInvoiceSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['invoiceId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's invoices by issue date (a date range is one Query). */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['dateIssued', 'invoiceId'] },
    },
  },
});
