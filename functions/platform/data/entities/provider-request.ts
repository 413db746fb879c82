import { providerRequestSchema } from '../../../../shared/schemas/onboarding';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** A business asking to join as a provider (the "Contact Us" form); operators answer it with an access code. */
export const providerRequestModel = entityModel({
  model: { entity: 'providerRequest', version: '1', service: SERVICE_NAME },
  schema: providerRequestSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['requestId'] }, sk: { field: 'sk', composite: [] } },
    /** Requests of one status, newest first (query in descending order): the operator console's inbox. */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'requestId'] },
    },
  },
});
