// Where the payment page sends the browser back to: the success page with the session id and the
// checkout's return token, or the checkout page with the order as chosen (shared/checkout-link.ts,
// the codec the page reads) and payment=cancelled and the unit hold to give back.
//
// The return token is what tells, on the success page, the browser that paid from anyone else who
// holds the session's id: 160 random bits made with the checkout, only its SHA-256 stored on the
// checkout, and the session's status answers the order and its manage link only with it
// (checkout-session-status.ts).
import { checkoutPath, type CheckoutLink } from '../../shared/checkout-link';
import { CHECKOUT_RETURN_TOKEN_PARAM } from '../../shared/schemas/checkout';
import { hashOfSecret, newLinkKey } from '../platform/link-keys';

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export type ReturnUrlOrder = Required<Pick<CheckoutLink, 'providerId' | 'size' | 'startDate' | 'endDate' | 'zipCode' | 'addOns' | 'rentalDays'>> &
  Pick<CheckoutLink, 'hold'>;

/** A checkout's return token, and the hash the checkout keeps of it. */
export function newReturnToken(): { token: string; hash: string } {
  const token = newLinkKey();
  return { token, hash: hashOfSecret(token) };
}

/** The success page for this checkout's session and return token. */
export function successUrl(origin: string, returnToken: string): string {
  // The placeholder's braces must reach the payment provider unescaped.
  return `${origin}/checkout-success?session_id=${SESSION_ID_PLACEHOLDER}&${CHECKOUT_RETURN_TOKEN_PARAM}=${encodeURIComponent(returnToken)}`;
}

export function returnUrls(origin: string, order: ReturnUrlOrder, returnToken: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: successUrl(origin, returnToken),
    cancelUrl: `${origin}${checkoutPath({ ...order, payment: 'cancelled' })}`,
  };
}
