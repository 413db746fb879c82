// A customer's rentals, read through the rental entity's byCustomer index (gsi1): one Query per
// page, newest start date first. Shared by the rentals list, the dashboard and account deletion.
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';

export async function rentalsOfCustomer(store: Store, customerId: string): Promise<Rental[]> {
  const { data } = await store.entities.rental.query.byCustomer({ customerId }).go({ order: 'desc', pages: 'all' });
  return data;
}

export async function listCustomerRentals(store: Store, customerId: string): Promise<{ rentals: Rental[] }> {
  return { rentals: await rentalsOfCustomer(store, customerId) };
}
