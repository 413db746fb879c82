// The add-ons offered at checkout with their labels. Prices come from shared/pricing (display
// only; the charged amount is the server's).
import { CHECKOUT_ADD_ON_PRICES_CENTS, type CheckoutAddOn } from '../../../../shared/pricing';

export type CheckoutAddOns = Partial<Record<CheckoutAddOn, boolean>>;

export const CHECKOUT_ADD_ONS = Object.keys(CHECKOUT_ADD_ON_PRICES_CENTS) as CheckoutAddOn[];

export const CHECKOUT_ADD_ON_LABELS: Record<CheckoutAddOn, string> = {
  sameDayDelivery: 'Same-day delivery',
  verifiedProvider: 'Verified provider',
  moneyBackGuarantee: 'Money-back guarantee',
  drivewaySafe: 'Driveway-safe protection',
  cleanDisposal: 'Clean disposal',
};

/** Reads the `addons` query value (JSON of flags); anything malformed means none. */
export function parseAddOns(text: string | null): CheckoutAddOns {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    const flags = value as Record<string, unknown>;
    return Object.fromEntries(CHECKOUT_ADD_ONS.filter((key) => flags[key] === true).map((key) => [key, true]));
  } catch {
    return {};
  }
}

/** Only the ticked add-ons, so the quote's cache key does not change with unticked ones. */
export function selectedOnly(addOns: CheckoutAddOns): CheckoutAddOns {
  return Object.fromEntries(CHECKOUT_ADD_ONS.filter((key) => addOns[key]).map((key) => [key, true]));
}
