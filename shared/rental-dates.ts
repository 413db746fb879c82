// Calendar arithmetic on ISO dates (YYYY-MM-DD), done in UTC so a date never shifts with the
// viewer's time zone.
import type { RentalPeriod } from './pricing';
import { calendarDateIn } from './zoned-time';

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** One calendar month later, clamped to the month's last day (Jan 31 -> Feb 28/29). */
export function addMonth(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(day, lastDayOfNextMonth)));
  return next.toISOString().slice(0, 10);
}

/** Pickup date of a rental: daily +1 day, weekly +7 days, monthly +1 month. */
export function pickupDate(startDate: string, period: RentalPeriod): string {
  if (period === 'daily') return addDays(startDate, 1);
  if (period === 'weekly') return addDays(startDate, 7);
  return addMonth(startDate);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * "Tomorrow" for a delivery date is read on the Pacific clock: the westernmost contiguous US zone
 * is the last to turn over, so no customer is refused their own tomorrow. (An Eastern customer
 * may, for three hours after midnight, still pick the day that has just begun: the provider
 * confirms on approval.)
 */
export const DELIVERY_DATE_TIME_ZONE = 'America/Los_Angeles';

/** A real day: the date parser would roll 2030-02-31 over to March 3. */
export function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Rent requests and checkout both accept a delivery date from tomorrow on. */
export function isAllowedDeliveryDate(date: string, now: Date): boolean {
  return isCalendarDate(date) && date >= addDays(calendarDateIn(now, DELIVERY_DATE_TIME_ZONE), 1);
}
