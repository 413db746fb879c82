import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';
import { storedExpenseSchema } from './expense';

/**
 * The schedule of one recurring expense, kept beside the provider's tallies (tally-table.ts) in the
 * same transaction as the expense: a recurring expense counts on every occurrence up to today, so
 * it cannot be tallied once; the books expand these few schedules when read instead of reading
 * every expense the provider ever recorded.
 */
export const recurringExpenseModel = entityModel({
  model: { entity: 'recurringExpense', version: '1', service: SERVICE_NAME },
  schema: storedExpenseSchema.pick({
    expenseId: true,
    providerId: true,
    category: true,
    amountCents: true,
    date: true,
    taxDeductible: true,
    recurring: true,
    recurringFrequency: true,
  }),
  indexes: {
    byProvider: { pk: { field: 'pk', composite: ['providerId'] }, sk: { field: 'sk', composite: ['expenseId'] } },
  },
});
