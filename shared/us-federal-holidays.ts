// The eleven US federal holidays (5 U.S.C. 6103) of any year, on the days they are observed: a
// holiday falling on a Saturday is observed the Friday before, one on a Sunday the Monday after.
// Providers who close on them get no deliveries booked then (shared/deliverability.ts), and their
// customers' free-cancellation cutoff skips them like a weekend (shared/cancellation.ts).

export interface FederalHoliday {
  /** The observed date, YYYY-MM-DD. */
  date: string;
  name: string;
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day of the month of the nth (1-based) `weekday` (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** A fixed-date holiday moved off the weekend as the federal government observes it. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(day - 1);
  if (weekday === 0) date.setUTCDate(day + 1);
  return date.toISOString().slice(0, 10);
}

const cache = new Map<number, FederalHoliday[]>();

/** The year's holidays on their observed dates, in calendar order. */
export function federalHolidays(year: number): FederalHoliday[] {
  const known = cache.get(year);
  if (known) return known;
  const holidays: FederalHoliday[] = [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: iso(year, 1, nthWeekday(year, 1, 1, 3)), name: 'Birthday of Martin Luther King, Jr.' },
    { date: iso(year, 2, nthWeekday(year, 2, 1, 3)), name: "Washington's Birthday" },
    { date: iso(year, 5, nthWeekday(year, 5, 1, -1)), name: 'Memorial Day' },
    { date: observed(year, 6, 19), name: 'Juneteenth National Independence Day' },
    { date: observed(year, 7, 4), name: 'Independence Day' },
    { date: iso(year, 9, nthWeekday(year, 9, 1, 1)), name: 'Labor Day' },
    { date: iso(year, 10, nthWeekday(year, 10, 1, 2)), name: 'Columbus Day' },
    { date: observed(year, 11, 11), name: 'Veterans Day' },
    { date: iso(year, 11, nthWeekday(year, 11, 4, 4)), name: 'Thanksgiving Day' },
    { date: observed(year, 12, 25), name: 'Christmas Day' },
  ];
  cache.set(year, holidays);
  return holidays;
}

/** The holiday observed on a date, if any. (New Year's Day of the next year may be observed on Dec 31.) */
export function federalHolidayOn(date: string): FederalHoliday | undefined {
  const year = Number(date.slice(0, 4));
  return [...federalHolidays(year), ...federalHolidays(year + 1)].find((holiday) => holiday.date === date);
}
