import { SERVICE_NAME } from '../table';

/** One visitor's "tell me when someone delivers here" for a ZIP; one per e-mail and ZIP. */
export const zipRequestModel = {
  model: { entity: 'zipRequest', version: '1', service: SERVICE_NAME },
  attributes: {
    zipCode: { type: 'string', required: true },
    email: { type: 'string', required: true },
    sizeYards: { type: 'number' },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byZip: { pk: { field: 'pk', composite: ['zipCode'] }, sk: { field: 'sk', composite: ['email'] } },
  },
} as const;

/**
 * The demand waiting at a ZIP: how many asked, counted in the same transaction as each new request
 * (ADD), and when last. gsi3 lists every requested ZIP for the operator console (one partition; the
 * requested ZIPs are few next to the requests).
 */
export const zipDemandModel = {
  model: { entity: 'zipDemand', version: '1', service: SERVICE_NAME },
  attributes: {
    zipCode: { type: 'string', required: true },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    requests: { type: 'number', required: true },
    lastRequestedAt: { type: 'string', required: true },
  },
  indexes: {
    byZip: { pk: { field: 'pk', composite: ['zipCode'] }, sk: { field: 'sk', composite: [] } },
    byLastRequest: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['lastRequestedAt', 'zipCode'] },
    },
  },
} as const;
