import { SERVICE_NAME } from '../table';
import { addressAttribute, timestampAttributes } from '../attributes';

/** A customer's profile; the id is the Cognito user's sub. */
export const customerProfileModel = {
  model: { entity: 'customerProfile', version: '1', service: SERVICE_NAME },
  attributes: {
    customerId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    name: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    address: addressAttribute,
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['customerId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

