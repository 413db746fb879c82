import { PROVIDER_REQUEST_STATUSES } from '../../../../shared/schemas/onboarding';
import { SERVICE_NAME } from '../table';

/** A business asking to join as a provider (the "Contact Us" form); operators answer it with an access code. */
export const providerRequestModel = {
  model: { entity: 'providerRequest', version: '1', service: SERVICE_NAME },
  attributes: {
    requestId: { type: 'string', required: true },
    businessName: { type: 'string', required: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    message: { type: 'string' },
    status: { type: PROVIDER_REQUEST_STATUSES, required: true },
    reviewed: { type: 'boolean', required: true },
    accessCodeSent: { type: 'boolean', required: true },
    notes: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['requestId'] }, sk: { field: 'sk', composite: [] } },
    /** Requests of one status, newest first (query in descending order): the operator console's inbox. */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'requestId'] },
    },
  },
} as const;
