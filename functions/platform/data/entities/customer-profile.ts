import { customerProfileSchema } from '../../../../shared/schemas/account';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** A customer's profile; the id is the Cognito user's sub. */
export const customerProfileModel = entityModel({
  model: { entity: 'customerProfile', version: '1', service: SERVICE_NAME },
  schema: customerProfileSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['customerId'] }, sk: { field: 'sk', composite: [] } },
  },
});
