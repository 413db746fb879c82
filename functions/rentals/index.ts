// Lambda entry of the rentals domain: a customer's rentals and one rental by id.
import { rentalParamsSchema } from '../../shared/schemas/rental';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { defineOperation } from '../platform/http/operation';
import { listCustomerRentals } from './customer-rentals';
import { getRental } from './get-rental';

interface Deps {
  store: Store;
}

const deps = once((): Deps => ({ store: createStore({ tableName: getConfig().TABLE_NAME }) }));

// Both routes have a signed-in policy ('customer' or 'signedIn'), so the caller is always present.
export const handler = createDomainHandler('rentals', {
  listCustomerRentals: defineOperation({}, ({ caller }, { store }: Deps) => listCustomerRentals(store, caller!.userId)),
  getRental: defineOperation({ params: rentalParamsSchema }, ({ params, caller }, { store }: Deps) =>
    getRental(store, caller!, params.rentalId),
  ),
}, deps);
