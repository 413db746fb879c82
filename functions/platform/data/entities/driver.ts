import { driverSchema } from '../../../../shared/schemas/dispatch';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A provider's driver, keyed by their Cognito user's sub (the user is made when the provider
 * invites them), so a driver's request finds its provider with one read.
 */
export const driverModel = entityModel({
  model: { entity: 'driver', version: '1', service: SERVICE_NAME },
  schema: driverSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['driverId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's drivers in the order they were invited: the trucks and drivers list. */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'driverId'] },
    },
  },
});
