// What an order is called, in words customers read on screens, e-mails, texts and PDFs alike: its
// number, the product, the add-ons and the delivery window by their labels (never stored keys).
// Money is shared/money.ts, phones shared/phone.ts, dates shared/rental-eta.ts.
//
// A rent request (the listing's Rent form) is stored pending and unpaid: it is a request the
// provider has not answered, and no money moves through the marketplace for it, so it is never
// called complete, booked or paid. A checkout order is paid when it is recorded.
import { DUMPSTER_TYPE_LABELS, PROVIDER_ADD_ON_ORDER_LABELS } from './constants';
import { DELIVERY_WINDOW_LABELS } from './schemas/checkout';
import type { Rental } from './schemas/rental';

/** The order id as customers see it: its first 8 characters in capitals. */
export function orderNumber(rentalId: string): string {
  return rentalId.slice(0, 8).toUpperCase();
}

/**
 * The flat-rate dump trailer booked by text (the landing page's offer): stored on its rental as
 * this type, so every screen, e-mail, text and invoice names the product the customer paid for.
 */
const DUMP_TRAILER_TYPE = 'dumpTrailer';

const PRODUCT_TYPE_LABELS: Record<string, string> = { ...DUMPSTER_TYPE_LABELS, [DUMP_TRAILER_TYPE]: 'Dump Trailer' };

export function dumpsterTypeLabel(type: string): string {
  return PRODUCT_TYPE_LABELS[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'General');
}

/** "20 Yard Construction Dumpster", or "10 Yard Dump Trailer". */
export function rentalTitle(rental: Pick<Rental, 'dumpsterSize' | 'dumpsterType'>): string {
  if (rental.dumpsterType === DUMP_TRAILER_TYPE) return `${rental.dumpsterSize} Yard Dump Trailer`;
  return `${rental.dumpsterSize} Yard ${dumpsterTypeLabel(rental.dumpsterType)} Dumpster`;
}

/** "10 yd dumpster" or "10 yd dump trailer": the product in a text message. */
export function productInBrief(rental: Pick<Rental, 'dumpsterSize' | 'dumpsterType'>): string {
  return `${rental.dumpsterSize} yd ${rental.dumpsterType === DUMP_TRAILER_TYPE ? 'dump trailer' : 'dumpster'}`;
}

/**
 * Add-ons by label: the provider's own, which every order books now, then the marketplace's former
 * fixed add-ons, which orders booked before provider add-ons still carry (named as the marketplace's,
 * so nobody reads them as the hauler's service).
 */
export const ADD_ON_LABELS: Record<string, string> = {
  ...PROVIDER_ADD_ON_ORDER_LABELS,
  verifiedProvider: 'Verified provider (marketplace)',
  moneyBackGuarantee: 'Money-back guarantee (marketplace)',
  drivewaySafe: 'Driveway-safe protection (marketplace)',
  cleanDisposal: 'Clean disposal (marketplace)',
};

/** The add-ons an order was booked with, by label, in the order they are offered. */
export function addOnLabels(addOns: Rental['addOns']): string[] {
  return Object.keys(ADD_ON_LABELS).filter((name) => addOns[name] === true).map((name) => ADD_ON_LABELS[name]);
}

/** "Morning (9:00 AM-12:00 PM)", or undefined without a preferred window. */
export function deliveryWindowLabel(addOns: Rental['addOns']): string | undefined {
  const window = addOns.preferredTimeWindow;
  return window === 'morning' || window === 'afternoon' ? DELIVERY_WINDOW_LABELS[window] : undefined;
}

type OrderFacts = Pick<Rental, 'status' | 'paymentStatus'>;

/** A rent request the provider has not accepted or declined yet, and nothing paid. */
export function isAwaitingProvider(rental: OrderFacts): boolean {
  return rental.status === 'pending' && rental.paymentStatus === 'unpaid';
}

export const RENT_REQUEST_WORDING = {
  title: 'Request sent',
  sent: (provider: string) =>
    `${provider} has your request. It is not booked or paid yet: nothing has been charged. ${provider} accepts or declines it, and we e-mail you either way.`,
  howPaid: (provider: string) => `${provider} arranges it with you once they accept: by their invoice, or on delivery.`,
  notPaid: 'Not paid yet',
} as const;
