import { SERVICE_NAME } from '../table';
import { timestampAttributes } from '../attributes';

/**
 * A customer's request to keep their dumpster longer (shared/rental-extension.ts), from the moment
 * its added days are held until it is settled, keyed by its id, which is also its unit hold's id
 * and travels in its payment session's metadata. `recorded` is set in the one transaction that
 * extends the rental (functions/rentals/extensions/record-extension.ts), so a paid extension
 * extends it exactly once; `refunded` when the payment could not extend it and went back in full.
 */
export const rentalExtensionModel = {
  model: { entity: 'rentalExtension', version: '1', service: SERVICE_NAME },
  attributes: {
    extensionId: { type: 'string', required: true },
    rentalId: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    size: { type: 'string', required: true },
    status: { type: ['pending', 'recorded', 'refunded'] as const, required: true },
    /** The rental's pickup and last reserved day it was asked from, and those it moves them to. */
    fromEndDate: { type: 'string', required: true },
    fromReservedThrough: { type: 'string', required: true },
    toEndDate: { type: 'string', required: true },
    toReservedThrough: { type: 'string', required: true },
    extraDays: { type: 'number', required: true },
    extraDayCents: { type: 'number', required: true },
    amountCents: { type: 'number', required: true },
    /** The receipt line the rental gains (shared/pricing.ts extensionQuote). */
    lineLabel: { type: 'string', required: true },
    /** The payment session, once opened; absent for an extension that costs nothing. */
    sessionId: { type: 'string' },
    /** The payment (intent) that paid it. */
    paymentId: { type: 'string' },
    /** Why a paid extension was refunded: its days went meanwhile, or the rental changed. */
    refundReason: { type: ['unavailable', 'rentalChanged'] as const },
    recordedAt: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['extensionId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
