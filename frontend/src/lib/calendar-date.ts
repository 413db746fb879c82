// Dates as people read them. Calendar dates (YYYY-MM-DD) are formatted by shared/calendar-date.ts,
// in UTC so a rental that starts on the 4th never shows as the 3rd west of Greenwich, and in the same
// words as the e-mails and PDFs.
export { formatCalendarDate } from '../../../shared/calendar-date';

const LONG_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

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
