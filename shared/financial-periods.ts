// Calendar periods of the portal dashboard, the financial dashboard and the reports, as inclusive
// YYYY-MM-DD ranges. "Today"
// is read on the financials' clock (FINANCIALS_TIME_ZONE: Pacific, the last contiguous-US zone to
// turn over), so no provider sees an invoice turn overdue or a period roll over before their day ends.
import { addDays } from './rental-dates';
import type { DateRange, FinancialPeriod, ReportPeriod } from './schemas/financials';
import { FINANCIALS_TIME_ZONE } from './schemas/financial-constants';
import { calendarDateIn } from './zoned-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The provider's calendar date at an instant. */
export function financialDate(instant: Date | string): string {
  return calendarDateIn(typeof instant === 'string' ? new Date(instant) : instant, FINANCIALS_TIME_ZONE);
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * `months` calendar months later (or earlier), on the month's last day when it is shorter. Plain
 * arithmetic, no Date: the books count a recurring expense's occurrences with it, many per request.
 */
export function addMonths(isoDate: string, months: number): string {
  const year = Number(isoDate.slice(0, 4));
  const index = year * 12 + Number(isoDate.slice(5, 7)) - 1 + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12 + 1;
  const day = Math.min(Number(isoDate.slice(8, 10)), daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${pad2(toMonth)}-${pad2(day)}`;
}

/** Days in an inclusive range. */
function rangeDays(range: DateRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const inRange = (date: string | undefined, range: DateRange): boolean =>
  date !== undefined && date >= range.from && date <= range.to;

type Period = FinancialPeriod | ReportPeriod;

/**
 * week: the 7 days ending today; month, quarter: the calendar month or quarter so far; year: the
 * 12 months ending today; ytd: this calendar year so far; last_year: the previous calendar year;
 * custom: the given dates.
 */
export function periodRange(period: Period, today: string, custom?: { from?: string; to?: string }): DateRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const pad = (value: number) => String(value).padStart(2, '0');
  switch (period) {
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${year}-${pad(month)}-01`, to: today };
    case 'quarter':
      return { from: `${year}-${pad(Math.floor((month - 1) / 3) * 3 + 1)}-01`, to: today };
    case 'year':
      return { from: addDays(addMonths(today, -12), 1), to: today };
    case 'ytd':
      return { from: `${year}-01-01`, to: today };
    case 'last_year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'custom':
      if (!custom?.from || !custom.to) throw new Error('A custom period needs from and to');
      return { from: custom.from, to: custom.to };
  }
}

/**
 * The previous equivalent period: the same stretch of the previous month, quarter or year for the
 * calendar periods (March 1-15 → February 1-15), the same number of days just before for a week
 * or a custom range.
 */
export function previousRange(period: Period, range: DateRange): DateRange {
  const monthsBack = period === 'month' ? 1 : period === 'quarter' ? 3 : period === 'week' || period === 'custom' ? 0 : 12;
  if (monthsBack === 0) {
    const days = rangeDays(range);
    return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
  }
  const to = addMonths(range.to, -monthsBack);
  const dayBefore = addDays(range.from, -1);
  return { from: addMonths(range.from, -monthsBack), to: to < dayBefore ? to : dayBefore };
}

export interface Bucket {
  label: string;
  /** First day of the bucket within the range. */
  start: string;
  end: string;
}

const dayLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;

/**
 * Chart buckets covering the range exactly: days up to 31 days, Monday-based weeks up to 92 days,
 * calendar months beyond; the first and last are clipped to the range, so the buckets add up to it.
 */
export function rangeBuckets(range: DateRange): Bucket[] {
  const days = rangeDays(range);
  const buckets: Bucket[] = [];
  const push = (start: string, nextStart: string, label: string) => {
    const end = addDays(nextStart, -1);
    buckets.push({ start, end: end < range.to ? end : range.to, label });
  };
  if (days <= 31) {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) push(day, addDays(day, 1), dayLabel(day));
  } else if (days <= 92) {
    for (let start = range.from; start <= range.to; ) {
      const weekday = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = addDays(start, -weekday);
      const next = addDays(monday, 7);
      push(start, next, `Week of ${dayLabel(monday)}`);
      start = next;
    }
  } else {
    for (let start = range.from; start <= range.to; ) {
      const next = addMonths(`${start.slice(0, 7)}-01`, 1);
      push(start, next, `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`);
      start = next;
    }
  }
  return buckets;
}

/** The chart buckets of a range as ranges: what a chart over it sums each of its points over. */
export const bucketRanges = (range: DateRange): DateRange[] => rangeBuckets(range).map((bucket) => ({ from: bucket.start, to: bucket.end }));
