// The add-ons offered at checkout with their labels. Prices come from shared/pricing (display
// only; the charged amount is the server's).
import { CHECKOUT_ADD_ON_NAMES } from '../../../../shared/checkout-link';
import type { CheckoutAddOn } from '../../../../shared/pricing';

export type CheckoutAddOns = Partial<Record<CheckoutAddOn, boolean>>;

export const CHECKOUT_ADD_ONS = CHECKOUT_ADD_ON_NAMES;

export const CHECKOUT_ADD_ON_LABELS: Record<CheckoutAddOn, string> = {
  sameDayDelivery: 'Same-day delivery',
  verifiedProvider: 'Verified provider',
  moneyBackGuarantee: 'Money-back guarantee',
  drivewaySafe: 'Driveway-safe protection',
  cleanDisposal: 'Clean disposal',
};

/** Only the ticked add-ons, so the quote's cache key does not change with unticked ones. */
export function selectedOnly(addOns: CheckoutAddOns): CheckoutAddOns {
  return Object.fromEntries(CHECKOUT_ADD_ONS.filter((key) => addOns[key]).map((key) => [key, true]));
}
