// Lambda entry of the rentals domain: a customer's rentals, one rental by id, the rent request and
// the customer's cancellation.
import { orderLinkParamsSchema } from '../../shared/order-link';
import { rentalParamsSchema, rentRequestSchema } from '../../shared/schemas/rental';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createRentalEventPublisher } from '../platform/events/create-rental-events';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { defineOperation, respond } from '../platform/http/operation';
import { paymentPortOnce } from '../platform/payments/create-payment-port';
import type { PaymentPort } from '../platform/payments/payment-port';
import { cancelRental } from './cancel-rental';
import { listCustomerRentals } from './customer-rentals';
import { getRental } from './get-rental';
import { claimOrders, openOrderLink } from './order-links';
import { requestRental } from './request-rental';

interface Deps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  payments: () => Promise<PaymentPort>;
}

const deps = once((): Deps => {
  const config = getConfig();
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    events: createRentalEventPublisher(config),
    clock: () => new Date(),
    // Built on the first refund only: cancelling an unpaid request never needs the payment keys.
    payments: paymentPortOnce(getConfig),
  };
});

// Signed-in routes ('customer' or 'signedIn') always have a caller; the manage-link routes are
// public and the link's key is the credential (order-links.ts).
export const handler = createDomainHandler('rentals', {
  listCustomerRentals: defineOperation({}, ({ caller }, { store }: Deps) => listCustomerRentals(store, caller!.userId)),
  getRental: defineOperation({ params: rentalParamsSchema }, ({ params, caller }, { store }: Deps) =>
    getRental(store, caller!, params.rentalId),
  ),
  requestRental: defineOperation({ body: rentRequestSchema }, async ({ body, caller }, d: Deps) =>
    respond(201, await requestRental(d, caller!.userId, body)),
  ),
  cancelRental: defineOperation({ params: rentalParamsSchema }, ({ params, caller }, d: Deps) =>
    cancelRental(d, caller!.userId, params.rentalId),
  ),
  getOrderByLink: defineOperation({ params: orderLinkParamsSchema }, async ({ params }, { store }: Deps) =>
    (await openOrderLink(store, params)).rental,
  ),
  // The link stands for the order's customer: the same cancellation, policy and refund as theirs.
  cancelOrderByLink: defineOperation({ params: orderLinkParamsSchema }, async ({ params }, d: Deps) => {
    const { rental } = await openOrderLink(d.store, params);
    return cancelRental(d, rental.customerId, rental.rentalId);
  }),
  claimOrders: defineOperation({ params: orderLinkParamsSchema }, ({ params, caller }, d: Deps) => claimOrders(d, caller!.userId, params)),
}, deps);
