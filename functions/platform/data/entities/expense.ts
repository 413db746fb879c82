import { EXPENSE_CATEGORIES, RECURRING_FREQUENCIES } from '../../../../shared/schemas/financial-constants';
import { SERVICE_NAME } from '../table';
import { timestampAttributes } from '../attributes';

/** A provider's business expense, in integer cents, with an optional private receipt in the uploads bucket. */
export const expenseModel = {
  model: { entity: 'expense', version: '1', service: SERVICE_NAME },
  attributes: {
    expenseId: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    category: { type: EXPENSE_CATEGORIES, required: true },
    vendor: { type: 'string', required: true },
    amountCents: { type: 'number', required: true },
    date: { type: 'string', required: true },
    description: { type: 'string', required: true },
    recurring: { type: 'boolean', required: true },
    recurringFrequency: { type: RECURRING_FREQUENCIES },
    taxDeductible: { type: 'boolean', required: true },
    receiptKey: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['expenseId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's expenses by date (a date range is one Query). */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['date', 'expenseId'] },
    },
  },
} as const;
