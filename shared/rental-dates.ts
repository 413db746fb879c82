// Calendar arithmetic on ISO dates (YYYY-MM-DD), done in UTC so a date never shifts with the
// viewer's time zone.
import type { RentalPeriod } from './pricing';
import { calendarDateIn, wallClockParts } from './zoned-time';

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one calendar date to a later one: a rental's length from delivery to pickup. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
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

/** How far ahead a delivery can be booked: no hauler plans a truck further out. */
export const BOOKING_HORIZON_DAYS = 365;

/** A real day: the date parser would roll 2030-02-31 over to March 3. */
export function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * The days a delivery can be booked for, read on the wall clock where it goes (the delivery ZIP's
 * time zone, an IANA name): from `leadTimeDays` after today there (the provider's notice, default 1:
 * tomorrow), up to BOOKING_HORIZON_DAYS after today. Read anywhere else, a customer in Honolulu late
 * in the evening would be refused their own tomorrow, and one in New York after midnight could book
 * the day that has just begun.
 */
export function deliveryWindow(now: Date, timeZone: string, leadTimeDays = 1): { earliest: string; latest: string } {
  const today = calendarDateIn(now, timeZone);
  return { earliest: addDays(today, leadTimeDays), latest: addDays(today, BOOKING_HORIZON_DAYS) };
}

/**
 * Same-day delivery is ordered before noon where the dumpster goes: haulers plan the afternoon's
 * trucks by then. An order after the cutoff is for tomorrow at the earliest.
 */
const SAME_DAY_ORDER_CUTOFF_HOUR = 12;
export const SAME_DAY_ORDER_CUTOFF_LABEL = '12:00 PM';

/** Can same-day delivery still be ordered now, on the delivery address's clock? */
export function sameDayOrderOpen(now: Date, timeZone: string): boolean {
  return wallClockParts(now, timeZone).hour < SAME_DAY_ORDER_CUTOFF_HOUR;
}

export type DeliveryDateProblem = 'invalid' | 'tooSoon' | 'tooFar';

/**
 * What a customer is told of each problem, wherever a delivery date is typed (search, checkout, rent
 * requests) or refused by the server. Kept here, beside the rule and free of schemas, so the first
 * page's search wizard can say it without loading the validation library.
 */
export const DELIVERY_DATE_MESSAGES: Record<DeliveryDateProblem, string> = {
  invalid: 'Choose a valid delivery date',
  tooSoon: 'Choose a delivery date from tomorrow on',
  tooFar: `Deliveries can be booked up to ${BOOKING_HORIZON_DAYS} days ahead. Please choose an earlier date.`,
};

/**
 * Why a delivery date cannot be booked now for an address in `timeZone` with `leadTimeDays` of
 * notice, or undefined when it can.
 */
export function deliveryDateProblem(date: string, now: Date, timeZone: string, leadTimeDays = 1): DeliveryDateProblem | undefined {
  if (!isCalendarDate(date)) return 'invalid';
  const { earliest, latest } = deliveryWindow(now, timeZone, leadTimeDays);
  if (date < earliest) return 'tooSoon';
  if (date > latest) return 'tooFar';
  return undefined;
}
