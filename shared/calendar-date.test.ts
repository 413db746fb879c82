import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateRange, formatDateSpan, formatLongCalendarDate, formatWeekdayDate, rentalDatesLabel } from './calendar-date';

describe('calendar dates as people read them', () => {
  it('writes the day, never shifted by a time zone', () => {
    expect(formatCalendarDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatCalendarDate('2026-03-01T10:00:00.000Z')).toBe('Mar 1, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('writes a span without the year, unless it crosses into another year', () => {
    expect(formatDateSpan('2026-12-05', '2026-12-12')).toBe('Dec 5 - Dec 12');
    expect(formatDateSpan('2026-12-29', '2027-01-05')).toBe('Dec 29, 2026 - Jan 5, 2027');
  });
});

describe('formatDateRange', () => {
  it('gives a period of days, or one date for a single day', () => {
    expect(formatDateRange({ from: '2026-11-01', to: '2026-11-23' })).toBe('Nov 1, 2026 – Nov 23, 2026');
    expect(formatDateRange({ from: '2026-11-23', to: '2026-11-23' })).toBe('Nov 23, 2026');
  });
});

describe('a rental\'s dates in a sentence', () => {
  it('names the weekday, and the year only when the rental crosses into another', () => {
    expect(formatWeekdayDate('2026-12-01')).toBe('Tue, Dec 1');
    expect(rentalDatesLabel('2026-12-01', '2026-12-08')).toBe('Delivery Tue, Dec 1 – pickup Tue, Dec 8');
    expect(rentalDatesLabel('2026-12-29', '2027-01-05')).toBe('Delivery Tue, Dec 29, 2026 – pickup Tue, Jan 5, 2027');
  });
});

describe('the hand-written formats match Intl en-US', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  const DATE = intl({ month: 'short', day: 'numeric', year: 'numeric' });
  const LONG = intl({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const WEEKDAY = intl({ weekday: 'short', month: 'short', day: 'numeric' });
  const WEEKDAY_YEAR = intl({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

  it('for every day from 2024 through 2031', () => {
    for (let day = new Date('2024-01-01T00:00:00Z'); day < new Date('2032-01-01T00:00:00Z'); day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatCalendarDate(iso)).toBe(DATE.format(day));
      expect(formatLongCalendarDate(iso)).toBe(LONG.format(day));
      expect(formatWeekdayDate(iso)).toBe(WEEKDAY.format(day));
      expect(formatWeekdayDate(iso, true)).toBe(WEEKDAY_YEAR.format(day));
    }
  });
});
