// The signed-in customer's profile: show it, and change name, phone and address (the e-mail is the
// sign-in's and stays as registered; its verification is email-verification.ts).
import { MESSAGES } from '../../shared/messages';
import type { CustomerProfile, CustomerProfileUpdate } from '../../shared/schemas/account';
import type { Store } from '../platform/data/store';
import type { CallerAccount } from '../platform/http/account-check';
import { notFound } from '../platform/errors';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';

/** The profile the handler chain read for a customer route (account-check.ts): nothing to read again. */
export function customerProfileOf(account: CallerAccount | null): CustomerProfile {
  if (account?.role !== 'customer') throw notFound(MESSAGES.notFound);
  return account.profile;
}

export async function updateCustomerProfile(
  store: Store,
  customerId: string,
  update: CustomerProfileUpdate,
  now: Date,
): Promise<CustomerProfile> {
  try {
    // patch only updates an existing item: a deleted account cannot be brought back by an edit.
    const { data } = await store.entities.customerProfile
      .patch({ customerId })
      .set({ name: update.name, phone: update.phone, address: update.address, updatedAt: now.toISOString() })
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw notFound(MESSAGES.notFound);
    throw error;
  }
}
