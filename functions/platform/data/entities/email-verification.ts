import * as z from 'zod';
import { SERVICE_NAME, TABLE_TTL_ATTRIBUTE } from '../table';
import { entityModel } from '../schema';

/**
 * The verification code last e-mailed to a customer (functions/accounts/email-verification.ts):
 * the address it went to, the SHA-256 of the code (never the code), when it stops working and the
 * wrong tries it has left. Beside the profile under its own sort key, so no profile read carries
 * it; a new code replaces the old one, and confirming deletes it. DynamoDB's TTL removes one left
 * unused (`ttl`, epoch seconds).
 */
const storedEmailVerificationSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  codeHash: z.string(),
  expiresAt: z.string(),
  attemptsLeft: z.number().int().nonnegative(),
  removeAfter: z.number().int(),
  createdAt: z.string(),
});

export const emailVerificationModel = entityModel({
  model: { entity: 'emailVerification', version: '1', service: SERVICE_NAME },
  schema: storedEmailVerificationSchema,
  fields: { removeAfter: TABLE_TTL_ATTRIBUTE },
  indexes: {
    byCustomer: { pk: { field: 'pk', composite: ['customerId'] }, sk: { field: 'sk', composite: [] } },
  },
});
