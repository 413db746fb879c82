import { SERVICE_NAME } from '../table';

/** A one-time provider registration code issued by an operator for one provider request. */
export const accessCodeModel = {
  model: { entity: 'accessCode', version: '1', service: SERVICE_NAME },
  attributes: {
    code: { type: 'string', required: true },
    requestId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    businessName: { type: 'string' },
    status: { type: ['unused', 'used'] as const, required: true },
    issuedBy: { type: 'string' },
    issuedAt: { type: 'string', required: true },
    expiresAt: { type: 'string', required: true },
    usedBy: { type: 'string' },
    usedAt: { type: 'string' },
  },
  indexes: {
    byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
