// The delivery ETA told to the customer: the booked delivery date and the chosen time window
// (morning or afternoon add-on), else that the provider confirms the time. Never "within 24-48
// hours": that is how soon a dumpster can usually come, which a booked date has already answered.
import type { Rental } from './schemas/rental';

const DELIVERY_WINDOWS = {
  morning: '9:00 AM-12:00 PM',
  afternoon: '1:00 PM-5:00 PM',
} as const;
type DeliveryWindow = keyof typeof DELIVERY_WINDOWS;

const TIME_TO_BE_CONFIRMED = 'the provider confirms the time';

/** "Friday, December 4, 2026", read in UTC so the calendar date never shifts. */
export function deliveryDateLabel(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

function preferredWindow(addOns: Rental['addOns']): DeliveryWindow | undefined {
  const window = addOns.preferredTimeWindow;
  return window === 'morning' || window === 'afternoon' ? window : undefined;
}

/**
 * E.g. "Friday, December 4, 2026, 8-10 AM" (the window the provider promised when scheduling it),
 * "Friday, December 4, 2026, 9:00 AM-12:00 PM" (the customer's preferred window) or
 * "Friday, December 4, 2026 (the provider confirms the time)".
 */
export function rentalEta(rental: Pick<Rental, 'startDate' | 'addOns'> & Partial<Pick<Rental, 'deliveryTimeWindow'>>): string {
  const date = deliveryDateLabel(rental.startDate);
  if (rental.deliveryTimeWindow) return `${date}, ${rental.deliveryTimeWindow}`;
  const window = preferredWindow(rental.addOns);
  return window ? `${date}, ${DELIVERY_WINDOWS[window]}` : `${date} (${TIME_TO_BE_CONFIRMED})`;
}
