import { RENTAL_PERIODS } from '../../../../shared/schemas/rental';
import { SERVICE_NAME } from '../table';
import { addressAttribute, timestampAttributes } from '../attributes';

/**
 * A started checkout, keyed by the payment provider's session id: everything needed to create the
 * rental once the session is paid, priced by the server. `recorded` (with the rental's id) is set
 * in the same transaction that creates the rental, so a paid session yields exactly one rental.
 */
export const checkoutSessionModel = {
  model: { entity: 'checkoutSession', version: '1', service: SERVICE_NAME },
  attributes: {
    sessionId: { type: 'string', required: true },
    /**
     * pending until paid; recorded once its rental exists; refunded when it was paid after its unit
     * hold lapsed and the unit had been booked meanwhile (refunded in full, no rental).
     */
    status: { type: ['pending', 'recorded', 'refunded'] as const, required: true },
    /** A signed-in customer's id, or a generated guest id. */
    customerId: { type: 'string', required: true },
    guest: { type: 'boolean', required: true },
    customerName: { type: 'string', required: true },
    customerEmail: { type: 'string', required: true },
    customerPhone: { type: 'string', required: true },
    deliveryAddress: addressAttribute,
    providerId: { type: 'string', required: true },
    providerName: { type: 'string', required: true },
    dumpsterSize: { type: 'string', required: true },
    dumpsterType: { type: 'string', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    /** Chosen add-on flags plus preferredTimeWindow. */
    addOns: { type: 'any', required: true },
    amountCents: { type: 'number', required: true },
    /** The quote's lines as charged (shared/pricing.ts): what receipts itemize. Absent on orders from before. */
    priceLines: { type: 'list', items: { type: 'map', properties: { label: { type: 'string', required: true }, cents: { type: 'number', required: true } } } },
    /** The rental's period; absent for the web checkout's standard week. */
    rentalPeriod: { type: RENTAL_PERIODS },
    rentalId: { type: 'string', required: true },
    /** The unit hold placed for it (functions/availability/holds.ts) and the days it holds. */
    holdId: { type: 'string' },
    reservedFrom: { type: 'string' },
    reservedThrough: { type: 'string' },
    recordedAt: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
