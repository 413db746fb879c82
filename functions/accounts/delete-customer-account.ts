// Deleting a customer account: the rentals stay (the provider's records, invoices) but lose the
// customer's personal data, the profile is erased, and the sign-in is removed.
//
// Order matters for retries: the sign-in goes last, so after a failure part-way the customer can
// still sign in and call again; every step is idempotent (anonymizing twice writes the same
// values, deleting a missing profile or sign-in succeeds).
import { DELETED_CUSTOMER_NAME, type Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import type { UserDirectory } from '../platform/identity/user-directory';
import { rentalsOfCustomer } from '../rentals/customer-rentals';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';

export function anonymizedRental(rental: Pick<Rental, 'deliveryAddress'>, now: string) {
  return {
    customerName: DELETED_CUSTOMER_NAME,
    customerEmail: '',
    customerPhone: '',
    deliveryAddress: { ...rental.deliveryAddress, street: '' },
    customerDeleted: true,
    updatedAt: now,
  };
}

export async function deleteCustomerAccount(
  deps: { store: Store; users: UserDirectory; now: () => Date },
  customerId: string,
): Promise<void> {
  const { store, users } = deps;
  const now = deps.now().toISOString();
  const rentals = await rentalsOfCustomer(store, customerId);
  for (const rental of rentals) {
    if (rental.customerDeleted) continue;
    try {
      await store.entities.rental.patch({ rentalId: rental.rentalId }).set(anonymizedRental(rental, now)).go();
    } catch (error) {
      // Removed since the query: nothing left to anonymize.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  await store.entities.customerProfile.delete({ customerId }).go();
  await users.deleteUser(customerId);
}
