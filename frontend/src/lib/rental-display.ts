// How a rental reads on the order, confirmation and checkout-success screens (spec wording):
// status, payment method, 'Not provided' for missing address parts. The order number, product and
// add-on names are shared/order-wording.ts, the same words as the e-mails and texts.
export { dumpsterTypeLabel, orderNumber, rentalTitle } from '../../../shared/order-wording';
import { RENT_REQUEST_WORDING } from '../../../shared/order-wording';
import { isDeclinedByProvider, RENTAL_STATUS_LABELS } from '../../../shared/rental-status';
import type { Rental } from '../../../shared/schemas/rental';

const NOT_PROVIDED = 'Not provided';

export function rentalStatusLabel(status: Rental['status']): string {
  return RENTAL_STATUS_LABELS[status];
}

/**
 * The order's status as the customer reads it, on every customer screen: a request the provider
 * rejected is cancelled like any other, and says who ended it.
 */
export function orderStatusLabel(rental: Pick<Rental, 'status' | 'cancelledBy'>): string {
  return isDeclinedByProvider(rental) ? 'Declined by the provider' : rentalStatusLabel(rental.status);
}

/** creditCard and stripe are card payments; no method means nothing was paid (a rent request). */
export function paymentMethodLabel(method: Rental['paymentMethod']): string {
  if (method === 'creditCard' || method === 'stripe') return 'Credit Card';
  return method === 'paypal' ? 'PayPal' : RENT_REQUEST_WORDING.notPaid;
}


/** Address lines with 'Not provided' for each blank part (a deleted account blanks the street). */
export function addressLines(address: Rental['deliveryAddress']): [string, string] {
  const part = (value: string | undefined) => (value && value.trim() ? value.trim() : NOT_PROVIDED);
  return [part(address.street), `${part(address.city)}, ${part(address.state)} ${part(address.zipCode)}`];
}
