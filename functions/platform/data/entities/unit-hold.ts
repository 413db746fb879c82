import { SERVICE_NAME } from '../table';

/**
 * A unit held for an unpaid checkout: the days it holds are counted taken (and held) on the
 * availability days. The item exists only while the hold does: payment turns it into the rental's
 * reservation and deletes it, expiry or cancellation releases its days and deletes it, each in one
 * transaction conditioned on the item still existing, so exactly one of them ever happens.
 */
export const unitHoldModel = {
  model: { entity: 'unitHold', version: '1', service: SERVICE_NAME },
  attributes: {
    /** The checkout's reference (the payment session's client reference). */
    holdId: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    size: { type: 'string', required: true },
    firstDay: { type: 'string', required: true },
    lastDay: { type: 'string', required: true },
    /** ISO time the payment session expires, and with it the hold. */
    expiresAt: { type: 'string', required: true },
    /** The payment session, once opened. */
    sessionId: { type: 'string' },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['holdId'] }, sk: { field: 'sk', composite: [] } },
    /** Every hold by expiry: the sweep reads those past it, oldest first. */
    byExpiry: { index: 'gsi3', pk: { field: 'gsi3pk', composite: [] }, sk: { field: 'gsi3sk', composite: ['expiresAt', 'holdId'] } },
  },
} as const;
