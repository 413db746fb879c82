// Calendar dates (YYYY-MM-DD) as people read them, "Nov 24, 2026", the same on screens, e-mails and
// PDFs. Formatted in UTC: a calendar date has no time zone, and read in the viewer's (or a Lambda's)
// zone the 24th would show as the 23rd west of Greenwich.
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const WEEKDAY_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const WEEKDAY_DATE_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, or a timestamp, as its day; anything unreadable is shown as it was given. */
function dayOf(value: string): Date | undefined {
  const date = new Date(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Nov 24, 2026" for 2026-11-24. */
export function formatCalendarDate(value: string): string {
  const date = dayOf(value);
  return date ? DATE.format(date) : value;
}

/** "Monday, December 7, 2026" for 2026-12-07: the date a refusal or a next free date names in a sentence. */
export function formatLongCalendarDate(value: string): string {
  const date = dayOf(value);
  return date ? LONG_DATE.format(date) : value;
}

/**
 * "Dec 5 - Dec 12" for two dates of one year; "Dec 29, 2026 - Jan 5, 2027" across a new year, where
 * the month and day alone would read as going backwards.
 */
export function formatDateSpan(from: string, to: string): string {
  const start = dayOf(from);
  const end = dayOf(to);
  if (start && end && start.getUTCFullYear() === end.getUTCFullYear()) return `${MONTH_DAY.format(start)} - ${MONTH_DAY.format(end)}`;
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
  return (withYear ? WEEKDAY_DATE_YEAR : WEEKDAY_DATE).format(date);
}

/**
 * "Delivery Tue, Dec 1 – pickup Tue, Dec 8": the days a rental asks for, as search results state
 * them. Years are named only when the rental runs into the next one, as in formatDateSpan.
 */
export function rentalDatesLabel(startDate: string, endDate: string): string {
  const withYear = startDate.slice(0, 4) !== endDate.slice(0, 4);
  return `Delivery ${formatWeekdayDate(startDate, withYear)} – pickup ${formatWeekdayDate(endDate, withYear)}`;
}
