import { reviewSchema } from '../../../../shared/schemas/review';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A customer's review of a provider: one per rental, beside the rental in its partition (its own
 * sort key), so a second review of the same rental is refused by the create's condition.
 */
export const reviewModel = entityModel({
  model: { entity: 'review', version: '1', service: SERVICE_NAME },
  schema: reviewSchema,
  indexes: {
    byRental: { pk: { field: 'pk', composite: ['rentalId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's reviews, newest first: the public list and the provider's Reviews page. */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'rentalId'] },
    },
    /** Every review, newest first: the operator console's queue. */
    byCreation: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'rentalId'] },
    },
  },
});
