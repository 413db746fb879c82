// The delivery dates a ZIP can be booked for, read on the ZIP's own clock as the server reads them
// (shared/rental-dates.ts): its time zone comes from the ZIP lookup. Until the ZIP is complete and
// known, the visitor's own clock stands in; the server decides either way.
import { useZipPlace } from './zip-place';
import { deliveryWindowOf } from './zone-delivery-window';

export function useDeliveryWindow(zipCode: string): { earliest: string; latest?: string } {
  const complete = /^\d{5}$/.test(zipCode.trim());
  const lookup = useZipPlace(zipCode);
  return deliveryWindowOf(complete ? lookup.data?.timeZone : undefined);
}
