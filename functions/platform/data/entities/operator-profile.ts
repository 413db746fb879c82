import { SERVICE_NAME } from '../table';
import { timestampAttributes } from '../attributes';

/** An operator (the marketplace's own staff); the id is the Cognito user's sub. */
export const operatorProfileModel = {
  model: { entity: 'operatorProfile', version: '1', service: SERVICE_NAME },
  attributes: {
    operatorId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    name: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['operatorId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
