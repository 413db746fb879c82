import { operatorProfileSchema } from '../../../../shared/schemas/account';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** An operator (the marketplace's own staff); the id is the Cognito user's sub. */
export const operatorProfileModel = entityModel({
  model: { entity: 'operatorProfile', version: '1', service: SERVICE_NAME },
  schema: operatorProfileSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['operatorId'] }, sk: { field: 'sk', composite: [] } },
  },
});
