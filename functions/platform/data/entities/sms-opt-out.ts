import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** A phone number (E.164) that texted STOP: no text goes to it until it texts START. */
const storedSmsOptOutSchema = z.object({
  phoneNumber: z.string(),
  optedOutAt: z.string(),
});

export const smsOptOutModel = entityModel({
  model: { entity: 'smsOptOut', version: '1', service: SERVICE_NAME },
  schema: storedSmsOptOutSchema,
  indexes: {
    byPhone: { pk: { field: 'pk', composite: ['phoneNumber'] }, sk: { field: 'sk', composite: [] } },
  },
});
