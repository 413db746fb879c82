import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A unit held for an unpaid checkout: the days it holds are counted taken (and held) on the
 * availability days. The item exists only while the hold does: payment turns it into the rental's
 * reservation and deletes it, expiry or cancellation releases its days and deletes it, each in one
 * transaction conditioned on the item still existing, so exactly one of them ever happens.
 */
const storedUnitHoldSchema = z.object({
  /** The checkout's reference (the payment session's client reference). */
  holdId: z.string(),
  providerId: z.string(),
  size: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  /** ISO time the payment session expires, and with it the hold. */
  expiresAt: z.string(),
  /** The payment session, once opened. */
  sessionId: z.string().optional(),
  /** The owners' places it takes (hold-slot.ts), deleted with it. */
  slots: z.array(z.object({ owner: z.string(), slot: z.string() })).optional(),
  createdAt: z.string(),
});

export const unitHoldModel = entityModel({
  model: { entity: 'unitHold', version: '1', service: SERVICE_NAME },
  schema: storedUnitHoldSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['holdId'] }, sk: { field: 'sk', composite: [] } },
    /** Every hold by expiry: the sweep reads those past it, oldest first. */
    byExpiry: { index: 'gsi3', pk: { field: 'gsi3pk', composite: [] }, sk: { field: 'gsi3sk', composite: ['expiresAt', 'holdId'] } },
  },
});
