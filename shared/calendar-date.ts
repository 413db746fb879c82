// Calendar dates (YYYY-MM-DD) as people read them, "Nov 24, 2026", the same on screens, e-mails and
// PDFs. Formatted in UTC: a calendar date has no time zone, and read in the viewer's (or a Lambda's)
// zone the 24th would show as the 23rd west of Greenwich.
//
// Written by hand rather than with Intl.DateTimeFormat: the first Intl formatter a page builds loads
// the browser's locale data, a long task on a phone. calendar-date.test.ts checks every day of
// several years against Intl's own en-US output.
import { isCalendarDate } from './rental-dates';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const short = (name: string) => name.slice(0, 3);

/** A calendar date, or a timestamp, as its day; anything unreadable is shown as it was given. */
function dayOf(value: string): Date | undefined {
  const date = new Date(isCalendarDate(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const monthDay = (date: Date) => `${short(MONTHS[date.getUTCMonth()]!)} ${date.getUTCDate()}`;

/** "Nov 24, 2026" for 2026-11-24. */
export function formatCalendarDate(value: string): string {
  const date = dayOf(value);
  return date ? `${short(MONTHS[date.getUTCMonth()]!)} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : value;
}

/** "Monday, December 7, 2026" for 2026-12-07: the date a refusal or a next free date names in a sentence. */
export function formatLongCalendarDate(value: string): string {
  const date = dayOf(value);
  return date ? `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : value;
}

/**
 * "Dec 5 - Dec 12" for two dates of one year; "Dec 29, 2026 - Jan 5, 2027" across a new year, where
 * the month and day alone would read as going backwards.
 */
export function formatDateSpan(from: string, to: string): string {
  const start = dayOf(from);
  const end = dayOf(to);
  if (start && end && start.getUTCFullYear() === end.getUTCFullYear()) return `${monthDay(start)} - ${monthDay(end)}`;
  return `${formatCalendarDate(from)} - ${formatCalendarDate(to)}`;
}

/** "Nov 1, 2026 – Nov 23, 2026" for a period of days, or one date for a one-day period. */
export function formatDateRange(range: { from: string; to: string }): string {
  return range.from === range.to ? formatCalendarDate(range.from) : `${formatCalendarDate(range.from)} – ${formatCalendarDate(range.to)}`;
}

/** "Tue, Dec 1" for 2026-12-01 (with the year, "Tue, Dec 1, 2026", when `withYear`). */
export function formatWeekdayDate(value: string, withYear = false): string {
  const date = dayOf(value);
  if (!date) return value;
  return `${short(WEEKDAYS[date.getUTCDay()]!)}, ${monthDay(date)}${withYear ? `, ${date.getUTCFullYear()}` : ''}`;
}

/**
 * "Delivery Tue, Dec 1 – pickup Tue, Dec 8": the days a rental asks for, as search results state
 * them. Years are named only when the rental runs into the next one, as in formatDateSpan.
 */
export function rentalDatesLabel(startDate: string, endDate: string): string {
  const withYear = startDate.slice(0, 4) !== endDate.slice(0, 4);
  return `Delivery ${formatWeekdayDate(startDate, withYear)} – pickup ${formatWeekdayDate(endDate, withYear)}`;
}
