import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** A one-time provider registration code issued by an operator for one provider request. */
const storedAccessCodeSchema = z.object({
  code: z.string(),
  requestId: z.string(),
  email: z.string(),
  businessName: z.string().optional(),
  status: z.enum(['unused', 'used']),
  issuedBy: z.string().optional(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedBy: z.string().optional(),
  usedAt: z.string().optional(),
});

export const accessCodeModel = entityModel({
  model: { entity: 'accessCode', version: '1', service: SERVICE_NAME },
  schema: storedAccessCodeSchema,
  indexes: {
    byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: [] } },
  },
});
