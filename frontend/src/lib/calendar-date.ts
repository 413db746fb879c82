// Dates as people read them. Calendar dates (YYYY-MM-DD) are formatted in UTC so a rental that
// starts on the 4th never shows as the 3rd west of Greenwich.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const LONG_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export function formatCalendarDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date);
}

/** A timestamp (ISO date-time) as a date in the visitor's time zone, e.g. 'March 4, 2026'. */
export function formatTimestampDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : LONG_FORMAT.format(date);
}

/** The visitor's local calendar date plus `days`, as YYYY-MM-DD (the minimum for delivery dates). */
export function localIsoDate(days = 0, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
