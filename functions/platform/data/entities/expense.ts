import { expenseSchema } from '../../../../shared/schemas/financials';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A provider's business expense, in integer cents, with an optional private receipt in the uploads
 * bucket. Whether it has a receipt, and the receipt's download link, are worked out when answering.
 */
export const storedExpenseSchema = expenseSchema.omit({ hasReceipt: true, receiptUrl: true });

export const expenseModel = entityModel({
  model: { entity: 'expense', version: '1', service: SERVICE_NAME },
  schema: storedExpenseSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['expenseId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's expenses by date (a date range is one Query). */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['date', 'expenseId'] },
    },
  },
});
