import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_YEARS } from '../constants';
import { MESSAGES } from '../messages';
import { calendarDateSchema, calendarMonthSchema } from './calendar-date';

/** The Gregorian calendar, written out without Date: the reference the schema is held to. */
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
const inYears = (year: number) => year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('calendarDateSchema', () => {
  it('accepts exactly the real calendar days of the supported years, written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (year, month, day) => {
        const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        const real = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
        expect(calendarDateSchema.safeParse(value).success, value).toBe(real && inYears(year));
      }),
      { numRuns: 20_000 },
    );
  });

  it('accepts every day from the first supported year to the last', () => {
    let accepted = 0;
    for (let year = CALENDAR_YEARS.first; year <= CALENDAR_YEARS.last; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= daysIn(year, month); day += 1) {
          if (calendarDateSchema.safeParse(`${year}-${pad(month, 2)}-${pad(day, 2)}`).success) accepted += 1;
        }
      }
    }
    // 101 years, 25 of them leap years (2000 is one, 2100 is not).
    expect(accepted).toBe(101 * 365 + 25);
  });

  it('refuses anything else a client could send, with the one date message', () => {
    const notTheShape = fc.oneof(
      fc.string(),
      fc.constantFrom('2026-1-05', '2026-01-5', ' 2026-01-05', '2026-01-05 ', '2026-01-05T00:00:00Z', '20260105', '2026/01/05', '+02026-01-05', '２０２６-01-05', '2026-02-29', '2100-02-29'),
    );
    fc.assert(
      fc.property(notTheShape, (value) => {
        if (/^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDateSchema.safeParse(value).success) return;
        const result = calendarDateSchema.safeParse(value);
        expect(result.success, value).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.dateInvalid]);
      }),
    );
    for (const value of [undefined, null, 20260105, {}, ['2026-01-05']]) {
      expect(calendarDateSchema.safeParse(value).error?.issues[0]?.message, String(value)).toBe(MESSAGES.dateInvalid);
    }
  });

  it('only checks: what it accepts it answers unchanged', () => {
    expect(calendarDateSchema.parse('2028-02-29')).toBe('2028-02-29');
  });
});

describe('calendarMonthSchema', () => {
  it('accepts exactly the months of the supported years, written YYYY-MM', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), (year, month) => {
        const value = `${pad(year, 4)}-${pad(month, 2)}`;
        expect(calendarMonthSchema.safeParse(value).success, value).toBe(month >= 1 && month <= 12 && inYears(year));
      }),
      { numRuns: 5_000 },
    );
    expect(calendarMonthSchema.safeParse('2026-1').error?.issues[0]?.message).toBe(MESSAGES.monthInvalid);
  });
});
