// The server's half of "can this be delivered": the delivery address checked against the ZIP
// directory (the ZIP exists and lies in the state given; its time zone is where the date is read),
// then the provider's own rule (shared/deliverability.ts). Refusals are 400s with the message on the
// form field it concerns, before any payment session is opened or anything is written.
import { DELIVERY_MESSAGES, deliveryRefusal, type DeliveringProvider, type DeliveryField, type DeliveryOrder } from '../../shared/deliverability';
import { invalid } from '../platform/errors';
import { lookupZip, timeZoneOfZip } from '../platform/zip-directory';

/** Where each refusal shows on the form that sent the order (schema paths, e.g. 'customer.address.zipCode'). */
export type DeliveryFieldPaths = Record<DeliveryField | 'state', string>;

/** The delivery address's time zone, after checking that its ZIP exists and is in its state. */
export async function deliveryTimeZone(address: { zipCode: string; state: string }, fields: DeliveryFieldPaths): Promise<string> {
  const place = await lookupZip(address.zipCode);
  if (!place) {
    const message = DELIVERY_MESSAGES.zipUnknown(address.zipCode);
    throw invalid(message, { [fields.zipCode]: message });
  }
  if (place.state !== address.state.toUpperCase()) {
    const message = DELIVERY_MESSAGES.zipNotInState(address.zipCode, place.state, address.state);
    throw invalid(message, { [fields.zipCode]: message, [fields.state]: message });
  }
  const timeZone = await timeZoneOfZip(address.zipCode);
  if (!timeZone) throw new Error(`No time zone for ZIP ${address.zipCode}`);
  return timeZone;
}

/** Throws the provider's refusal of the order, if any. */
export function assertDeliverable(provider: DeliveringProvider, order: DeliveryOrder, now: Date, fields: DeliveryFieldPaths): void {
  const refusal = deliveryRefusal(provider, order, now);
  if (refusal) throw invalid(refusal.message, { [fields[refusal.field]]: refusal.message });
}
