// Where the payment page sends the browser back to: the success page with the session id, or the
// checkout page with the order as chosen (shared/checkout-link.ts, the codec the page reads) and
// payment=cancelled and the unit hold to give back.
import { checkoutPath, type CheckoutLink } from '../../shared/checkout-link';

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export type ReturnUrlOrder = Required<Pick<CheckoutLink, 'providerId' | 'size' | 'startDate' | 'endDate' | 'zipCode' | 'addOns' | 'rentalDays'>> &
  Pick<CheckoutLink, 'hold'>;

export function returnUrls(origin: string, order: ReturnUrlOrder): { successUrl: string; cancelUrl: string } {
  return {
    // The placeholder's braces must reach the payment provider unescaped.
    successUrl: `${origin}/checkout-success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${origin}${checkoutPath({ ...order, payment: 'cancelled' })}`,
  };
}
