// Lambda entry of the rentals domain: a customer's rentals, one rental by id, the rent request, the
// customer's cancellation, their pickup request and swaps, and keeping the dumpster longer (extensions/), from the account or by the
// order's manage link.
import { rentalsRoutes } from '../../shared/contract/rentals';
import { orderManagePath } from '../../shared/order-link';
import { rentalPagePath } from '../../shared/rental-extension';
import { getConfig, type Config } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createRentalEventPublisher } from '../platform/events/create-rental-events';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { respond } from '../platform/http/operation';
import { siteOrigin } from '../platform/http/site-origin';
import { paymentPortOnce } from '../platform/payments/create-payment-port';
import type { PaymentPort } from '../platform/payments/payment-port';
import { cancelRental, readOwnRental } from './cancel-rental';
import { requestPickup } from './request-pickup';
import { extensionStatus, quoteExtension, startExtension, type ExtensionStartOutcome } from './extensions/extend-rental';
import { listCustomerRentals } from './customer-rentals';
import { getRental } from './get-rental';
import { createS3UploadStore, type UploadStore } from '../platform/files/uploads';
import { claimGuestOrders, claimOrder, openOrderLink } from './order-links';
import { customerProfileOf } from '../accounts/customer-profile';
import { requestRental } from './request-rental';
import { cancelSwap, quoteSwap, requestSwap } from './swap-request';
import { now } from '../platform/clock';

interface Deps {
  config: Config;
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  payments: () => Promise<PaymentPort>;
  /** Only a delivered rental's placement photo link needs it. */
  uploads: () => UploadStore;
}

const deps = once((): Deps => {
  const config = getConfig();
  return {
    config,
    store: createStore({ tableName: config.TABLE_NAME }),
    events: createRentalEventPublisher(config),
    clock: now,
    // Built on the first refund only: cancelling an unpaid request never needs the payment keys.
    payments: paymentPortOnce(getConfig),
    uploads: once(() => {
      if (!config.UPLOADS_BUCKET) throw new Error('UPLOADS_BUCKET is not configured for the rentals domain');
      return createS3UploadStore({ bucket: config.UPLOADS_BUCKET });
    }),
  };
});

/** Asked for: 201 with the payment page (or the extended rental); 409 naming the latest free pickup date. */
function extensionAnswer(outcome: ExtensionStartOutcome) {
  if (outcome.status !== 'unavailable') return respond(201, outcome);
  const { message, latestEndDate } = outcome;
  return respond(409, { message, fieldErrors: { endDate: message }, ...(latestEndDate ? { latestEndDate } : {}) });
}

// Signed-in routes ('customer' or 'signedIn') always have a caller; the manage-link routes are
// public and the link's key is the credential (order-links.ts).
export const handler = createDomainHandler(rentalsRoutes, {
  listCustomerRentals: ({ caller }, { store }: Deps) => listCustomerRentals(store, caller!.userId),
  getRental: ({ params, caller }, { store, uploads }: Deps) => getRental(store, caller!, params.rentalId, uploads),
  requestRental: ({ body, caller }, d: Deps) => requestRental(d, caller!.userId, body),
  cancelRental: ({ params, caller }, d: Deps) => cancelRental(d, caller!.userId, params.rentalId),
  requestPickup: ({ params, body, caller }, d: Deps) => requestPickup(d, caller!.userId, params.rentalId, body),
  getOrderByLink: async ({ params }, { store }: Deps) => (await openOrderLink(store, params)).rental,
  // The link stands for the order's customer: the same cancellation, policy and refund as theirs.
  cancelOrderByLink: async ({ params }, d: Deps) => {
    const { rental } = await openOrderLink(d.store, params);
    return cancelRental(d, rental.customerId, rental.rentalId);
  },
  claimOrders: ({ params, account }, d: Deps) => claimOrder(d, customerProfileOf(account), params),
  claimGuestOrders: ({ account }, d: Deps) => claimGuestOrders(d, customerProfileOf(account)),
  quoteExtension: async ({ params, query, caller }, d: Deps) =>
    quoteExtension(d.store, await readOwnRental(d.store, caller!.userId, params.rentalId), query.endDate, d.clock()),
  createExtension: async ({ params, body, caller, headers, client }, d: Deps) => {
    const rental = await readOwnRental(d.store, caller!.userId, params.rentalId);
    const back = { origin: siteOrigin(d.config.SITE_URL, headers), pagePath: rentalPagePath(rental.rentalId) };
    return extensionAnswer(await startExtension(d, back, rental, body.endDate, client));
  },
  getExtension: async ({ params, caller }, d: Deps) =>
    extensionStatus(d, await readOwnRental(d.store, caller!.userId, params.rentalId), params.extensionId),
  // The link stands for the order's customer here too: the same extension as from the account.
  quoteOrderExtension: async ({ params, query }, d: Deps) =>
    quoteExtension(d.store, (await openOrderLink(d.store, params)).rental, query.endDate, d.clock()),
  createOrderExtension: async ({ params, body, headers, client }, d: Deps) => {
    const { rental, link } = await openOrderLink(d.store, params);
    const back = { origin: siteOrigin(d.config.SITE_URL, headers), pagePath: orderManagePath(rental.rentalId, link.key) };
    return extensionAnswer(await startExtension(d, back, rental, body.endDate, client));
  },
  getOrderExtension: async ({ params }, d: Deps) =>
    extensionStatus(d, (await openOrderLink(d.store, params)).rental, params.extensionId),
  // Someone else's rental answers as for a pickup request (readOwnRental).
  quoteSwap: async ({ params, caller }, d: Deps) => quoteSwap(d, await readOwnRental(d.store, caller!.userId, params.rentalId)),
  requestSwap: async ({ params, body, caller }, d: Deps) => requestSwap(d, await readOwnRental(d.store, caller!.userId, params.rentalId), body),
  cancelSwap: async ({ params, caller }, d: Deps) => cancelSwap(d, await readOwnRental(d.store, caller!.userId, params.rentalId), params.swapId),
}, deps);
