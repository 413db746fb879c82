// The add-ons a customer can book at checkout: the provider's own (its Pricing page), at the prices
// the server's quote answers with (display only; the charged amount is the server's).
import { CHECKOUT_ADD_ON_NAMES } from '../../../../shared/checkout-link';
import { ADD_ON_LABELS } from '../../../../shared/order-wording';
import type { SelectedAddOns } from '../../../../shared/pricing';

export type CheckoutAddOns = SelectedAddOns;

const CHECKOUT_ADD_ONS = CHECKOUT_ADD_ON_NAMES;

/** The add-ons' names: the same words as the order's e-mails and texts. */
export const CHECKOUT_ADD_ON_LABELS = ADD_ON_LABELS;

/** Only the ticked add-ons, so the quote's cache key does not change with unticked ones. */
export function selectedOnly(addOns: CheckoutAddOns): CheckoutAddOns {
  return Object.fromEntries(CHECKOUT_ADD_ONS.filter((key) => addOns[key]).map((key) => [key, true]));
}
