// Whose an order is, as its manage link records it (functions/rentals/order-links.ts), and who may
// add it to their account. A guest's link went to the e-mail typed at checkout, a texter's to the
// phone that texted, a signed-in customer's to their account. Typing an e-mail proves nothing (anyone
// can type anyone's), so a guest's order joins only an account whose VERIFIED e-mail
// (shared/email-verification.ts) is the order's; a texter's only by its own link, which only ever
// went to that phone by text. The server decides on the link's recorded owner; the order page asks
// the same question of the order it shows, so it can say why before anything is sent.
import { normalizedEmail, verifiedEmailOf } from './email-verification';

/** Customer ids of orders placed without an account: a guest's checkout, a text-to-book number. */
const GUEST_PREFIX = 'guest-';
const TEXTER_PREFIX = 'sms-';
const ACCOUNT_OWNER = 'account:';
const EMAIL_OWNER = 'email:';
const PHONE_OWNER = 'phone:';

/** No account holds the order yet: a guest's or a texter's. */
export const belongsToNoAccount = (customerId: string) => customerId.startsWith(GUEST_PREFIX) || customerId.startsWith(TEXTER_PREFIX);

/** The owner of a guest's orders sent to this e-mail (the orderLink byOwner index's key). */
export const emailOwner = (email: string) => `${EMAIL_OWNER}${normalizedEmail(email)}`;

export const accountOwner = (customerId: string) => `${ACCOUNT_OWNER}${customerId}`;

/** Whose address the link goes to: the guest's e-mail, the texter's phone, or the account. */
export function orderLinkOwner(order: { customerId: string; customerEmail: string }): string {
  if (order.customerId.startsWith(TEXTER_PREFIX)) return `${PHONE_OWNER}+${order.customerId.slice(TEXTER_PREFIX.length)}`;
  if (order.customerId.startsWith(GUEST_PREFIX)) return emailOwner(order.customerEmail);
  return accountOwner(order.customerId);
}

/** The e-mail a guest's order went to, if its owner is one. */
export const ownerEmail = (owner: string) => (owner.startsWith(EMAIL_OWNER) ? owner.slice(EMAIL_OWNER.length) : undefined);

/**
 * What a signed-in customer opening an order's link may do with it:
 * - mine: it is on their account already;
 * - claimable: it joins their account (a texter's order by its link, or a guest's whose e-mail is
 *   their verified one);
 * - verifyEmail: the order's e-mail is theirs but not verified yet;
 * - otherEmail: the order was placed with another e-mail;
 * - otherAccount: another account holds it.
 */
export type ClaimVerdict = 'mine' | 'claimable' | 'verifyEmail' | 'otherEmail' | 'otherAccount';

export function claimVerdict(owner: string, customer: { customerId: string; email: string; emailVerified?: { email: string } }): ClaimVerdict {
  if (owner === accountOwner(customer.customerId)) return 'mine';
  if (owner.startsWith(ACCOUNT_OWNER)) return 'otherAccount';
  if (owner.startsWith(PHONE_OWNER)) return 'claimable';
  const email = ownerEmail(owner);
  if (email === undefined) return 'otherAccount';
  if (normalizedEmail(customer.email) !== email) return 'otherEmail';
  return verifiedEmailOf(customer) === email ? 'claimable' : 'verifyEmail';
}
