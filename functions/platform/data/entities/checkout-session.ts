import * as z from 'zod';
import { RENTAL_PERIODS, rentalSchema } from '../../../../shared/schemas/rental';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * A started checkout, keyed by the payment provider's session id: everything needed to create the
 * rental once the session is paid, priced by the server, in the rental's own words (the fields it
 * becomes are the rental's). `recorded` (with the rental's id) is set in the same transaction that
 * creates the rental, so a paid session yields exactly one rental.
 */
const storedCheckoutSessionSchema = rentalSchema
  .pick({
    rentalId: true,
    customerId: true,
    customerName: true,
    customerEmail: true,
    customerPhone: true,
    deliveryAddress: true,
    providerId: true,
    providerName: true,
    dumpsterSize: true,
    dumpsterType: true,
    startDate: true,
    endDate: true,
    addOns: true,
    priceLines: true,
    includedTerms: true,
    reservedFrom: true,
    reservedThrough: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    sessionId: z.string(),
    /**
     * pending until paid; recorded once its rental exists; refunded when it was paid after its unit
     * hold lapsed and the unit had been booked meanwhile (refunded in full, no rental).
     */
    status: z.enum(['pending', 'recorded', 'refunded']),
    /** customerId is a signed-in customer's id, or a generated guest id. */
    guest: z.boolean(),
    amountCents: z.number().int().nonnegative(),
    /** The rental's period; absent for the web checkout's standard week. */
    rentalPeriod: z.enum(RENTAL_PERIODS).optional(),
    /** The unit hold placed for it (functions/availability/holds.ts); reservedFrom/Through are the days it holds. */
    holdId: z.string().optional(),
    /**
     * The SHA-256 of the return token the success URL carries (functions/checkout/return-urls.ts):
     * only the browser back from paying gets the order and its manage link from the session's
     * status. Absent on checkouts opened before return tokens, whose status never answers the link.
     */
    returnTokenHash: z.string().optional(),
    recordedAt: z.string().optional(),
  });

export const checkoutSessionModel = entityModel({
  model: { entity: 'checkoutSession', version: '1', service: SERVICE_NAME },
  schema: storedCheckoutSessionSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
  },
});
