import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A driver's join link (functions/drivers/driver-invitations.ts): the SHA-256 of its secret, never
 * the secret itself, so a read of the table cannot join anyone; when it expires; when it was used
 * (once). Beside the driver under its own sort key, so no driver read (the provider's list) carries
 * it. A new invitation replaces the old one, whose link then stops working.
 */
const storedDriverInvitationSchema = z.object({
  driverId: z.string(),
  providerId: z.string(),
  secretHash: z.string(),
  expiresAt: z.string(),
  consumedAt: z.string().optional(),
  createdAt: z.string(),
});

export const driverInvitationModel = entityModel({
  model: { entity: 'driverInvitation', version: '1', service: SERVICE_NAME },
  schema: storedDriverInvitationSchema,
  indexes: {
    byDriver: { pk: { field: 'pk', composite: ['driverId'] }, sk: { field: 'sk', composite: [] } },
  },
});
