import { describe, expect, it } from 'vitest';
import { federalHolidayOn, federalHolidays } from './us-federal-holidays';

describe('US federal holidays', () => {
  it('gives the observed dates OPM publishes for 2026 and 2027', () => {
    expect(federalHolidays(2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(federalHolidays(2027).map((holiday) => holiday.date)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18', // June 19 is a Saturday
      '2027-07-05', // July 4 is a Sunday
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24', // December 25 is a Saturday
    ]);
  });

  it('names the holiday observed on a date, including a New Year observed the year before', () => {
    expect(federalHolidayOn('2026-11-26')?.name).toBe('Thanksgiving Day');
    expect(federalHolidayOn('2026-07-04')).toBeUndefined();
    expect(federalHolidayOn('2026-07-03')?.name).toBe('Independence Day');
    // January 1, 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(federalHolidayOn('2027-12-31')?.name).toBe("New Year's Day");
    expect(federalHolidayOn('2026-12-02')).toBeUndefined();
  });
});
