import { SERVICE_NAME } from '../table';

/**
 * One per provider: how many invoice numbers it has handed out. Numbers are taken with an atomic
 * UpdateItem ADD that returns the new value, so concurrent creations never share one.
 */
export const invoiceCounterModel = {
  model: { entity: 'invoiceCounter', version: '1', service: SERVICE_NAME },
  attributes: {
    providerId: { type: 'string', required: true },
    issued: { type: 'number' },
  },
  indexes: {
    byProvider: { pk: { field: 'pk', composite: ['providerId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
