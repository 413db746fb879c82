import * as z from 'zod';
import { RENTAL_STATUSES, type RentalStatus } from '../../../../shared/rental-status';
import { rentalSchema } from '../../../../shared/schemas/rental';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** The status a provider's rejection was stored with before it became a cancellation. */
export const LEGACY_REJECTED_STATUS = 'rejected';

/**
 * Every status key rentals are stored under in the byProvider index (gsi2), with the status each
 * reads as: the statuses, and the legacy 'rejected', read as cancelled (storedRentalRead below).
 */
export const RENTAL_STATUS_KEYS: readonly { key: RentalStatus; status: RentalStatus }[] = [
  ...RENTAL_STATUSES.map((status) => ({ key: status, status })),
  { key: LEGACY_REJECTED_STATUS as RentalStatus, status: 'cancelled' },
];

/**
 * A rental as read: one the provider rejected before rejection became a cancellation by the
 * provider (shared/rental-status.ts) was stored with the status 'rejected', and reads as cancelled
 * by the provider, so every service and screen sees the one status model whether or not
 * scripts/migrations/rejected-rentals.ts has rewritten it yet. Its gsi2 key still says 'rejected'
 * until then: a Query of the provider's cancelled rentals by status finds it only once migrated.
 */
export function storedRentalRead(attributes: Record<string, unknown>): Record<string, unknown> {
  if (attributes.status !== LEGACY_REJECTED_STATUS) return attributes;
  return { ...attributes, status: 'cancelled', cancelledBy: 'provider' };
}

/**
 * Stored with a paid checkout's rental and never read back: the payment session it came from. The
 * session's id opens its status, which answers the order to whoever paid (with their return
 * token), so no answer built from a rental (a provider's list, an operator's view) may carry it.
 */
const rentalStoredOnlySchema = z.object({ checkoutSessionId: z.string() });

/** A rental (an order), stored as the shared rental: money in integer cents, dates YYYY-MM-DD. */
export const rentalModel = entityModel({
  model: { entity: 'rental', version: '1', service: SERVICE_NAME },
  schema: rentalSchema,
  storedOnly: rentalStoredOnlySchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['rentalId'] }, sk: { field: 'sk', composite: [] } },
    /** A customer's rentals, newest start date first when read in reverse. */
    byCustomer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['customerId'] },
      sk: { field: 'gsi1sk', composite: ['startDate', 'rentalId'] },
    },
    /** A provider's rentals by status, newest first when read in reverse. */
    byProvider: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['providerId'] },
      sk: { field: 'gsi2sk', composite: ['status', 'createdAt', 'rentalId'] },
    },
    /**
     * A provider's rentals by their last change, newest first when read in reverse: the activity
     * feed (every event of a rental happens by its updatedAt). A rental written before this index
     * carries its key once rewritten (scripts/maintenance/rebuild-books.ts).
     */
    byProviderUpdates: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['providerId'] },
      sk: { field: 'gsi3sk', composite: ['updatedAt', 'rentalId'] },
    },
    /**
     * A provider's rentals by request time whatever their status, newest first when read in
     * reverse: the rental requests' "All" list, one Query a page. A rental written before this
     * index carries its key once rewritten (scripts/maintenance/rebuild-books.ts).
     */
    byProviderRequests: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['providerId'] },
      sk: { field: 'gsi4sk', composite: ['createdAt', 'rentalId'] },
    },
    /**
     * A provider's rentals by pickup date (the end date, moved by an extension): the week's
     * upcoming returns, a Query of the days asked for. Written before this index, a rental
     * carries its key once rewritten (scripts/maintenance/rebuild-books.ts).
     */
    byProviderPickup: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['providerId'] },
      sk: { field: 'gsi5sk', composite: ['endDate', 'rentalId'] },
    },
  },
  read: storedRentalRead,
});
