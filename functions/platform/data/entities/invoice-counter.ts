import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * One per provider: how many invoice numbers it has handed out. Numbers are taken with an atomic
 * UpdateItem ADD that returns the new value, so concurrent creations never share one.
 */
const storedInvoiceCounterSchema = z.object({
  providerId: z.string(),
  issued: z.number().int().nonnegative().optional(),
});

export const invoiceCounterModel = entityModel({
  model: { entity: 'invoiceCounter', version: '1', service: SERVICE_NAME },
  schema: storedInvoiceCounterSchema,
  indexes: {
    byProvider: { pk: { field: 'pk', composite: ['providerId'] }, sk: { field: 'sk', composite: [] } },
  },
});
