// Whose unit holds a booking's hold counts against, and how many unpaid ones each may have at once
// (hold-limits.ts), for each way a hold is placed. The numbers are shared/abuse-limits.ts's; a client
// exempt from the abuse limits (RATE_LIMIT_EXEMPT_IPS, the test stacks' own client) has none.
import { UNPAID_HOLDS_PER_CLIENT } from '../../shared/abuse-limits';
import { AVAILABILITY_MESSAGES } from '../../shared/availability';
import type { HoldOwner } from './hold-limits';

/**
 * The web checkout: the client (the signed-in customer, else the source IP) has at most
 * UNPAID_HOLDS_PER_CLIENT, and one of a provider's size (a new checkout of it replaces the earlier,
 * as an honest customer changing the date does), so one client never holds two of a provider's
 * units; the e-mail address typed has at most as many, whichever client types it.
 */
export function checkoutHoldOwners(client: string | null, email: string): HoldOwner[] {
  if (client === null) return [];
  return [
    { key: `client:${client}`, limit: UNPAID_HOLDS_PER_CLIENT, onePerUnit: true, whenFull: { refuse: AVAILABILITY_MESSAGES.tooManyHolds } },
    { key: `email:${email.trim().toLowerCase()}`, limit: UNPAID_HOLDS_PER_CLIENT, whenFull: { refuse: AVAILABILITY_MESSAGES.tooManyHoldsForEmail } },
  ];
}

/**
 * Text-to-book: a texting number waits for one payment at a time (its conversation keeps one payment
 * link), so its new link replaces its earlier unpaid one, whatever the provider.
 */
export function textHoldOwners(phoneNumber: string): HoldOwner[] {
  return [{ key: `phone:${phoneNumber}`, limit: 1, whenFull: 'replaceEarliest' }];
}

/**
 * Keeping a rental longer: only its customer can ask (signed in or by the order's manage link), and
 * a rental waits for one extension's payment at a time: asking again replaces the earlier request,
 * so one rental never holds more than one extra unit of the days after it.
 */
export function extensionHoldOwners(client: string | null, rentalId: string): HoldOwner[] {
  return client === null ? [] : [{ key: `rental:${rentalId}`, limit: 1, whenFull: 'replaceEarliest' }];
}
