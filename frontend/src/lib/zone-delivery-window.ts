// The delivery dates a ZIP can be booked for, as plain functions: shared/rental-dates.ts's rule on
// the ZIP's own clock, or on the visitor's while the ZIP's time zone is not known yet (the server
// decides either way). The search wizard, on the first page, uses them without the ZIP lookup's
// schema; useDeliveryWindow (delivery-window.ts) wraps them around the lookup.
import { deliveryDateProblem, deliveryWindow, type DeliveryDateProblem } from '../../../shared/rental-dates';

const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The clock a delivery date is judged on: the ZIP's, or the visitor's while it is not known. */
export function deliveryTimeZoneOf(timeZone: string | undefined): string {
  return timeZone ?? visitorTimeZone();
}

/** From tomorrow where the dumpster goes (from today with `leadTimeDays` 0, as same-day delivery is) to the booking horizon. */
export function deliveryWindowOf(timeZone: string | undefined, now: Date = new Date(), leadTimeDays = 1): { earliest: string; latest: string } {
  return deliveryWindow(now, deliveryTimeZoneOf(timeZone), leadTimeDays);
}

/** Why `date` cannot be asked for now, or undefined when it can. */
export function deliveryDateProblemOf(date: string, timeZone: string | undefined, now: Date = new Date()): DeliveryDateProblem | undefined {
  return deliveryDateProblem(date, now, deliveryTimeZoneOf(timeZone));
}
