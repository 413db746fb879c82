// Customer self-registration: a sign-in in the customer group, then the profile keyed by its id.
// The profile write is conditional (never overwrites), and a failed write removes the new sign-in
// so no account exists without a profile.
import type { CustomerRegistration } from '../../shared/schemas/account';
import type { Store } from '../platform/data/store';
import type { UserDirectory } from '../platform/identity/user-directory';

export async function registerCustomer(
  deps: { store: Store; users: UserDirectory; now: () => Date },
  input: CustomerRegistration,
): Promise<{ customerId: string }> {
  const { email, password, name, phone, address } = input;
  const customerId = await deps.users.createUser({ email, password, name, group: 'customer' });
  const now = deps.now().toISOString();
  try {
    await deps.store.entities.customerProfile
      .create({ customerId, email, name, phone, address, createdAt: now, updatedAt: now })
      .go();
  } catch (error) {
    await deps.users.deleteUser(customerId);
    throw error;
  }
  return { customerId };
}
