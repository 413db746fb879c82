import { describe, expect, it } from 'vitest';
import { formatRequestedAt, rentalPeriodText } from './rental-request-display';

describe('rental request display', () => {
  it('shows the rental period as calendar dates', () => {
    expect(rentalPeriodText({ startDate: '2026-11-04', endDate: '2026-11-11' })).toBe('Nov 4, 2026 – Nov 11, 2026');
  });

  it('shows the request time with date and time of day', () => {
    expect(formatRequestedAt('2026-11-20T15:05:00.000Z')).toMatch(/^Nov 2\d, 2026, \d{1,2}:05\s?[AP]M$/);
    expect(formatRequestedAt('not a date')).toBe('not a date');
  });
});
