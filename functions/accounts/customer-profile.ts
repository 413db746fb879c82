// The signed-in customer's profile: read it, and change name, phone and address.
import { MESSAGES } from '../../shared/messages';
import type { CustomerProfile, CustomerProfileUpdate } from '../../shared/schemas/account';
import type { Store } from '../platform/data/store';
import { notFound } from '../platform/errors';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';

export async function getCustomerProfile(store: Store, customerId: string): Promise<CustomerProfile> {
  const { data } = await store.entities.customerProfile.get({ customerId }).go();
  if (!data) throw notFound(MESSAGES.notFound);
  return data as CustomerProfile;
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
    return data as CustomerProfile;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw notFound(MESSAGES.notFound);
    throw error;
  }
}
