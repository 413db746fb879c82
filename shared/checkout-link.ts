// The checkout page's address, written and read in one place: 'Book Now' on the results builds it,
// the payment provider sends a declined or cancelled customer back to it (functions/checkout/
// return-urls.ts), and the checkout page reads it. One codec, so what the customer chose (size,
// ZIP, date, rental length, add-ons) survives the round trip through the payment page. The add-ons
// are the provider's own (the same names search asks for), so what results priced is what checkout shows.
import { PROVIDER_ADD_ONS, type ProviderAddOn } from './constants';
import { MAX_RENTAL_DAYS } from './pricing';

export const CHECKOUT_ADD_ON_NAMES: readonly ProviderAddOn[] = PROVIDER_ADD_ONS;

/** Why the customer is back on the checkout page from the payment page, if they are. */
export type PaymentReturn = 'cancelled' | 'declined';

export interface CheckoutLink {
  providerId: string;
  size: number;
  zipCode?: string;
  startDate?: string;
  endDate?: string;
  /** Days from delivery to pick-up; absent: the checkout's default (a week). */
  rentalDays?: number;
  addOns: Partial<Record<ProviderAddOn, boolean | undefined>>;
  payment?: PaymentReturn;
  /** The unit hold of the payment session the customer came back from unpaid: the page gives it back. */
  hold?: string;
}

/** `/checkout/{providerId}?size=..&zip=..&start=..&addons=a,b`: a path, to prefix with an origin. */
export function checkoutPath(link: CheckoutLink): string {
  const chosen = CHECKOUT_ADD_ON_NAMES.filter((name) => link.addOns[name] === true);
  const query = new URLSearchParams({ size: String(link.size) });
  if (link.zipCode) query.set('zip', link.zipCode);
  if (link.startDate) query.set('start', link.startDate);
  if (link.endDate) query.set('end', link.endDate);
  if (link.rentalDays) query.set('days', String(link.rentalDays));
  if (chosen.length) query.set('addons', chosen.join(','));
  if (link.payment) query.set('payment', link.payment);
  if (link.hold) query.set('hold', link.hold);
  return `/checkout/${encodeURIComponent(link.providerId)}?${query.toString()}`;
}

/**
 * The `addons` value: names separated by commas. Links made before the names were used carry a
 * JSON object of flags, still read. Unknown names are dropped; nothing malformed throws.
 */
export function readCheckoutAddOns(value: string | null): Partial<Record<ProviderAddOn, boolean>> {
  if (!value) return {};
  let names: string[] = value.split(',').map((name) => name.trim());
  if (value.trim().startsWith('{')) {
    try {
      const flags = JSON.parse(value) as Record<string, unknown>;
      names = typeof flags === 'object' && flags !== null ? Object.keys(flags).filter((name) => flags[name] === true) : [];
    } catch {
      names = [];
    }
  }
  return Object.fromEntries(CHECKOUT_ADD_ON_NAMES.filter((name) => names.includes(name)).map((name) => [name, true]));
}

/** The `days` value: a whole number of days the quote can price, else undefined (the default applies). */
export function readRentalDays(value: string | null): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const days = Number(value);
  return days >= 1 && days <= MAX_RENTAL_DAYS ? days : undefined;
}

export function readPaymentReturn(value: string | null): PaymentReturn | undefined {
  return value === 'cancelled' || value === 'declined' ? value : undefined;
}
