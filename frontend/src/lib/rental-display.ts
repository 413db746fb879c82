// How a rental reads on the order, confirmation and checkout-success screens (spec wording):
// order number, status, payment method, 'Not provided' for missing address parts.
import { DUMPSTER_TYPE_LABELS } from '../../../shared/constants';
import { RENT_REQUEST_WORDING } from '../../../shared/order-wording';
import type { Rental } from '../../../shared/schemas/rental';

export const NOT_PROVIDED = 'Not provided';

/** The order id as customers see it: its first 8 characters in capitals. */
export function orderNumber(rentalId: string): string {
  return rentalId.slice(0, 8).toUpperCase();
}

export function rentalStatusLabel(status: Rental['status']): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** creditCard and stripe are card payments; no method means nothing was paid (a rent request). */
export function paymentMethodLabel(method: Rental['paymentMethod']): string {
  if (method === 'creditCard' || method === 'stripe') return 'Credit Card';
  return method === 'paypal' ? 'PayPal' : RENT_REQUEST_WORDING.notPaid;
}

export function dumpsterTypeLabel(type: string): string {
  const known = (DUMPSTER_TYPE_LABELS as Record<string, string>)[type];
  return known ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'General');
}

export function rentalTitle(rental: Pick<Rental, 'dumpsterSize' | 'dumpsterType'>): string {
  return `${rental.dumpsterSize} Yard ${dumpsterTypeLabel(rental.dumpsterType)} Dumpster`;
}

/** Address lines with 'Not provided' for each blank part (a deleted account blanks the street). */
export function addressLines(address: Rental['deliveryAddress']): [string, string] {
  const part = (value: string | undefined) => (value && value.trim() ? value.trim() : NOT_PROVIDED);
  return [part(address.street), `${part(address.city)}, ${part(address.state)} ${part(address.zipCode)}`];
}
