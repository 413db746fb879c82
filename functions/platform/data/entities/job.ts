import { jobSchema } from '../../../../shared/schemas/dispatch';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A truck stop of a rental (delivery, swap, pickup: shared/schemas/dispatch.ts), kept from the
 * rental's own fields with the dispatch fields (driver, stop, progress) beside them.
 */
export const jobModel = entityModel({
  model: { entity: 'job', version: '1', service: SERVICE_NAME },
  schema: jobSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } },
    /**
     * A provider's jobs by day: the dispatch board's day and week, and a driver's stops (a day of
     * one provider is a few dozen jobs, read and kept to the driver's own).
     */
    byProviderDay: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['date', 'jobId'] },
    },
  },
});
