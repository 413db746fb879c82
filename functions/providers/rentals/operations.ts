// The rental requests routes of the provider portal. The domain's Deps carry only the store; the
// event publisher and the payment port are built here, once per process, on first use.
import { getConfig } from '../../platform/config';
import type { Store } from '../../platform/data/store';
import { createRentalEventPublisher } from '../../platform/events/create-rental-events';
import { once } from '../../platform/http/domain-handler';
import { operationsOf } from '../../platform/http/operation';
import { paymentPortOnce } from '../../platform/payments/create-payment-port';
import { listProviderRentals } from './provider-rentals';
import { updateRentalStatus } from './update-rental-status';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

const events = once(() => createRentalEventPublisher(getConfig()));
// Built on the first rejection of a paid request only.
const payments = paymentPortOnce(getConfig);

export const rentalRequestOperations = operationsOf<'providers'>()({
  // The 'provider' policy guarantees a caller in the provider group before these run.
  listProviderRentals: ({ caller, query }, { store }: Deps) => listProviderRentals(store, caller!.userId, query),
  updateRentalStatus: ({ caller, params, body }, { store }: Deps) =>
      updateRentalStatus({ store, events: events(), clock: now, payments }, caller!.userId, params.rentalId, body.action, {
        ...(body.deliveryTimeWindow ? { deliveryTimeWindow: body.deliveryTimeWindow } : {}),
        ...(body.weightTicket ? { weightTicket: body.weightTicket } : {}),
      }),
});
