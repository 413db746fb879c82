// Orders by their manage link (shared/order-link.ts): made when an order is recorded, read with
// the link's key (compared in constant time; a wrong key answers exactly like a missing order),
// and added to a customer's account.
//
// Adding: a link proves only that its holder has the link, and a guest's link goes to whatever
// e-mail was typed at checkout, which anyone can type. So the rule is shared/order-owner.ts's: a
// guest's order joins only an account whose VERIFIED e-mail is the order's, a texter's order only
// by its own link (which only ever went to that phone by text), and a link moves its own order,
// never "every order sent to the same address". A verified customer adds the orders placed as a
// guest with their e-mail at once through the orderLink byOwner index. Each move is a transaction
// conditioned on the order still belonging to no account, so two claims never split or steal one.
import { maskedEmail, verifiedEmailOf } from '../../shared/email-verification';
import { MESSAGES } from '../../shared/messages';
import { ORDER_LINK_MESSAGES, type OrderLinkParams } from '../../shared/order-link';
import { accountOwner, belongsToNoAccount, claimVerdict, emailOwner, orderLinkOwner, ownerEmail } from '../../shared/order-owner';
import type { CustomerProfile } from '../../shared/schemas/account';
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { conflict, forbidden, notFound } from '../platform/errors';
import { newLinkKey, sameLinkKey } from '../platform/link-keys';
import { logger } from '../platform/logger';

export interface OrderLinkItem {
  rentalId: string;
  key: string;
  owner: string;
  createdAt: string;
}

interface ClaimDeps {
  store: Store;
  clock: () => Date;
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
 * Moves one order from the owner its link names onto the customer's account, only while it still
 * belongs to no account and its link still names that owner. False when it changed meanwhile.
 */
async function moveOntoAccount(deps: ClaimDeps, order: Rental, fromOwner: string, customerId: string): Promise<boolean> {
  const timestamp = deps.clock().toISOString();
  const result = await deps.store.transaction
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
        .set({ owner: accountOwner(customerId) })
        .where((attributes, { eq }) => eq(attributes.owner, fromOwner))
        .commit(),
    ])
    .go();
  if (result.canceled) {
    // Claimed by someone else a moment ago (or changed): theirs now, not this claim's.
    logger.warn('An order changed while it was being claimed', { rentalId: order.rentalId });
    return false;
  }
  return true;
}

/**
 * Adds the linked order, and only it, to the customer's account: 403 saying what to do when the
 * order is a guest's and the account's verified e-mail is not the order's, 409 when another
 * account holds it. Answers the order's id (already there included).
 */
export async function claimOrder(deps: ClaimDeps, customer: CustomerProfile, params: OrderLinkParams): Promise<{ claimedRentalIds: string[] }> {
  const { rental, link } = await openOrderLink(deps.store, params);
  if (rental.customerId === customer.customerId) return { claimedRentalIds: [rental.rentalId] };
  switch (claimVerdict(link.owner, customer)) {
    case 'mine':
    case 'otherAccount':
      throw conflict(ORDER_LINK_MESSAGES.otherAccount);
    case 'verifyEmail':
      throw forbidden(ORDER_LINK_MESSAGES.verifyEmail);
    case 'otherEmail':
      throw forbidden(ORDER_LINK_MESSAGES.otherEmail(maskedEmail(ownerEmail(link.owner) ?? '')));
    case 'claimable':
      break;
  }
  if (!belongsToNoAccount(rental.customerId) || !(await moveOntoAccount(deps, rental, link.owner, customer.customerId))) {
    throw conflict(ORDER_LINK_MESSAGES.otherAccount);
  }
  return { claimedRentalIds: [rental.rentalId] };
}

/**
 * Adds every order placed as a guest with the customer's verified e-mail that belongs to no account
 * yet (the orderLink byOwner index: one Query), each in a transaction of its own. 403 while the
 * e-mail is not verified. Answers the orders added now.
 */
export async function claimGuestOrders(deps: ClaimDeps, customer: CustomerProfile): Promise<{ claimedRentalIds: string[] }> {
  const email = verifiedEmailOf(customer);
  if (!email) throw forbidden(ORDER_LINK_MESSAGES.guestOrdersNeedVerifiedEmail);
  const owner = emailOwner(email);
  const sentThere = await deps.store.entities.orderLink.query.byOwner({ owner }).go({ pages: 'all' });
  const claimed: string[] = [];
  for (const link of sentThere.data) {
    const { data: order } = await deps.store.entities.rental.get({ rentalId: link.rentalId }).go({ consistent: true });
    if (!order || !belongsToNoAccount(order.customerId)) continue;
    if (await moveOntoAccount(deps, order, owner, customer.customerId)) claimed.push(order.rentalId);
  }
  return { claimedRentalIds: claimed };
}
