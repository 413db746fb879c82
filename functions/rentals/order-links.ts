// Orders by their manage link (shared/order-link.ts): made when an order is recorded, read with
// the link's key (compared in constant time; a wrong key answers exactly like a missing order),
// and claimed onto a customer's account.
//
// Claiming: the link went to the order's e-mail (guest checkout) or phone (text-to-book), so a
// signed-in customer who opens it has shown that address is theirs. Every order sent to that same
// address is then moved onto their account at once, each in a transaction conditioned on it still
// belonging to no account, so two claims never split or steal an order.
import { MESSAGES } from '../../shared/messages';
import { ORDER_LINK_MESSAGES, type OrderLinkParams } from '../../shared/order-link';
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import { newLinkKey, sameLinkKey } from '../platform/link-keys';
import { logger } from '../platform/logger';

export interface OrderLinkItem {
  rentalId: string;
  key: string;
  owner: string;
  createdAt: string;
}

/** Orders placed without an account: a guest's checkout, or a text-to-book number. */
const GUEST_PREFIX = 'guest-';
const TEXTER_PREFIX = 'sms-';
const ACCOUNT_OWNER = 'account:';

const belongsToNoAccount = (customerId: string) => customerId.startsWith(GUEST_PREFIX) || customerId.startsWith(TEXTER_PREFIX);

/** Whose address the link goes to: the guest's e-mail, the texter's phone, or the account. */
function orderLinkOwner(rental: Pick<Rental, 'customerId' | 'customerEmail'>): string {
  if (rental.customerId.startsWith(TEXTER_PREFIX)) return `phone:+${rental.customerId.slice(TEXTER_PREFIX.length)}`;
  if (rental.customerId.startsWith(GUEST_PREFIX)) return `email:${rental.customerEmail.trim().toLowerCase()}`;
  return `${ACCOUNT_OWNER}${rental.customerId}`;
}

export function newOrderLink(rental: Pick<Rental, 'rentalId' | 'customerId' | 'customerEmail'>, timestamp: string): OrderLinkItem {
  return { rentalId: rental.rentalId, key: newLinkKey(), owner: orderLinkOwner(rental), createdAt: timestamp };
}

export async function orderLinkOf(store: Store, rentalId: string): Promise<OrderLinkItem | undefined> {
  const { data } = await store.entities.orderLink.get({ rentalId }).go();
  return data ?? undefined;
}

/** The order the link opens, with its link item; anything else is 'Rental not found'. */
export async function openOrderLink(store: Store, params: OrderLinkParams): Promise<{ rental: Rental; link: OrderLinkItem }> {
  const link = await orderLinkOf(store, params.rentalId);
  if (!link || !sameLinkKey(link.key, params.key)) throw notFound(MESSAGES.rentalNotFound);
  const { data } = await store.entities.rental.get({ rentalId: params.rentalId }).go({ consistent: true });
  if (!data) throw notFound(MESSAGES.rentalNotFound);
  return { rental: data, link };
}

/**
 * Moves the linked order, and every other order sent to the same e-mail or phone, onto the
 * caller's account. Answers the ids now on it (already there included for the linked one).
 */
export async function claimOrders(
  deps: { store: Store; clock: () => Date },
  customerId: string,
  params: OrderLinkParams,
): Promise<{ claimedRentalIds: string[] }> {
  const { store } = deps;
  const { rental, link } = await openOrderLink(store, params);
  if (rental.customerId === customerId) return { claimedRentalIds: [rental.rentalId] };
  if (link.owner.startsWith(ACCOUNT_OWNER)) throw conflict(ORDER_LINK_MESSAGES.otherAccount);

  const sentToSameAddress = await store.entities.orderLink.query.byOwner({ owner: link.owner }).go({ pages: 'all' });
  const claimed: string[] = [];
  for (const other of sentToSameAddress.data) {
    const { data: order } = await store.entities.rental.get({ rentalId: other.rentalId }).go({ consistent: true });
    if (!order || !belongsToNoAccount(order.customerId)) continue;
    const timestamp = deps.clock().toISOString();
    const result = await store.transaction
      .write(({ rental: rentals, orderLink }) => [
        rentals
          .patch({ rentalId: order.rentalId })
          .set({ customerId, updatedAt: timestamp })
          // The customer index is rebuilt from the new owner and the unchanged start date.
          .composite({ startDate: order.startDate })
          .where((attributes, { eq }) => eq(attributes.customerId, order.customerId))
          .commit(),
        orderLink
          .patch({ rentalId: order.rentalId })
          .set({ owner: `${ACCOUNT_OWNER}${customerId}` })
          .where((attributes, { eq }) => eq(attributes.owner, link.owner))
          .commit(),
      ])
      .go();
    if (result.canceled) {
      // Claimed by someone else a moment ago (or changed): theirs now, not an error for this one.
      logger.warn('An order changed while it was being claimed', { rentalId: order.rentalId });
      continue;
    }
    claimed.push(order.rentalId);
  }
  return { claimedRentalIds: claimed };
}
