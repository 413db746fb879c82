// Deleting a customer account: confirmed with the customer's current password (the user pool
// checks it), the customer is signed out everywhere, the rentals stay (the provider's records,
// invoices) but lose the customer's personal data, the sign-in is removed and the profile is erased.
//
// Order matters for retries. The API refuses any request whose account (profile) is gone
// (functions/platform/http/account-check.ts), so the profile goes LAST: until every other step is
// done, the customer's access token (or, while the sign-in exists, a new sign-in) still reaches this
// route and a retry finishes the job. Every step is idempotent (signing out a missing user,
// anonymizing twice, deleting a missing sign-in or profile all succeed). Signing out comes first:
// from then on no refresh token can mint a new access token, and the one in hand (valid up to an
// hour, which API Gateway cannot revoke) is refused as soon as the profile is gone. A deletion that
// completed answers a second call with 401 "This account no longer exists".
import { DELETED_CUSTOMER_NAME, type Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { assertCurrentPassword } from '../platform/identity/current-password';
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
  password: string,
): Promise<void> {
  const { store, users } = deps;
  await assertCurrentPassword(users, customerId, password);
  const now = deps.now().toISOString();
  await users.signOutEverywhere(customerId);
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
  await users.deleteUser(customerId);
  // A verification code waiting holds the e-mail: it goes with the account.
  await store.entities.emailVerification.delete({ customerId }).go();
  await store.entities.customerProfile.delete({ customerId }).go();
}
