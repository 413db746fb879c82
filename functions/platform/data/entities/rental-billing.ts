import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * How many invoices (not cancelled) bill a rental. While any does, the rental's own payment is not
 * revenue: the invoice counts once paid (shared/revenue.ts). Invoice changes keep it in the same
 * transaction as the invoice; a change to the rental's money checks it, so the rental's share of
 * the tallies is always worked out with the billing it really has.
 */
export const rentalBillingModel = entityModel({
  model: { entity: 'rentalBilling', version: '1', service: SERVICE_NAME },
  schema: z.object({ rentalId: z.string(), invoices: z.number().int().min(0) }),
  indexes: {
    byRental: { pk: { field: 'pk', composite: ['rentalId'] }, sk: { field: 'sk', composite: [] } },
  },
});
