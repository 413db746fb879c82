import { SERVICE_NAME } from '../table';

/** A phone number (E.164) that texted STOP: no text goes to it until it texts START. */
export const smsOptOutModel = {
  model: { entity: 'smsOptOut', version: '1', service: SERVICE_NAME },
  attributes: {
    phoneNumber: { type: 'string', required: true },
    optedOutAt: { type: 'string', required: true },
  },
  indexes: {
    byPhone: { pk: { field: 'pk', composite: ['phoneNumber'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
