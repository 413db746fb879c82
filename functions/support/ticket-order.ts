// The order a support ticket is about must be one of the sender's: a signed-in customer's own
// rental (or a provider's rental with them), or, signed out, an order placed with the e-mail given
// (its manage link went there: rentals/order-links.ts). A made-up number is refused, so every
// order ticket can be answered and traced. Each way is one Query, never a scan.
import { emailOwner } from '../../shared/order-owner';
import { orderNumber } from '../../shared/order-wording';
import type { Store } from '../platform/data/store';

/** A rental id matches the number as customers see it (first 8 characters) or the whole id. */
function matchesOrder(rentalId: string, typed: string): boolean {
  const id = rentalId.toUpperCase();
  return id === typed || orderNumber(rentalId) === typed;
}

async function signedInRentals(store: Store, userId: string): Promise<string[]> {
  const [asCustomer, asProvider] = await Promise.all([
    store.entities.rental.query.byCustomer({ customerId: userId }).go({ pages: 'all' }),
    store.entities.rental.query.byProvider({ providerId: userId }).go({ pages: 'all' }),
  ]);
  return [...asCustomer.data, ...asProvider.data].map((rental) => rental.rentalId);
}

async function rentalsSentTo(store: Store, email: string): Promise<string[]> {
  const { data } = await store.entities.orderLink.query.byOwner({ owner: emailOwner(email) }).go({ pages: 'all' });
  return data.map((link) => link.rentalId);
}

/** The rental id the typed order number stands for, among the sender's orders; undefined if none. */
export async function senderOrder(store: Store, sender: { userId?: string; email: string }, typed: string): Promise<string | undefined> {
  const candidates = sender.userId ? await signedInRentals(store, sender.userId) : await rentalsSentTo(store, sender.email);
  return candidates.find((rentalId) => matchesOrder(rentalId, typed));
}
