import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonth, daysBetween, BOOKING_HORIZON_DAYS, deliveryDateProblem, deliveryWindow, pickupDate } from './rental-dates';

describe('pickupDate', () => {
  it('daily +1 day, weekly +7 days, monthly +1 month', () => {
    expect(pickupDate('2026-11-22', 'daily')).toBe('2026-11-23');
    expect(pickupDate('2026-11-28', 'weekly')).toBe('2026-12-05');
    expect(pickupDate('2026-12-15', 'monthly')).toBe('2027-01-15');
  });

  it('clamps month ends: Jan 31 -> Feb 28, and Feb 29 in leap years', () => {
    expect(addMonth('2027-01-31')).toBe('2027-02-28');
    expect(addMonth('2028-01-31')).toBe('2028-02-29');
  });

  it('is always after the start date and a valid ISO date', () => {
    const dates = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.constantFrom('daily', 'weekly', 'monthly' as const), (start, period) => {
        const end = pickupDate(start, period);
        expect(end > start).toBe(true);
        expect(new Date(`${end}T00:00:00Z`).toISOString().slice(0, 10)).toBe(end);
      }),
    );
  });

  it('daysBetween counts the days addDays moved, across months and years', () => {
    expect(daysBetween('2026-12-01', '2026-12-08')).toBe(7);
    expect(daysBetween('2026-12-29', '2027-01-08')).toBe(10);
    expect(daysBetween('2026-03-01', addDays('2026-03-01', 90))).toBe(90);
  });

  it('addDays round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), (days) => {
        expect(addDays(addDays('2026-06-15', days), -days)).toBe('2026-06-15');
      }),
    );
  });
});

describe('the delivery window, on the clock where the dumpster goes', () => {
  // 06:30 UTC on Nov 24 is 01:30 in New York (Nov 24 has begun) but still Nov 23 in Los Angeles.
  const earlyEastern = new Date('2026-11-24T06:30:00Z');

  it("refuses today at 01:30 Eastern for an Eastern address, and allows tomorrow", () => {
    expect(deliveryDateProblem('2026-11-24', earlyEastern, 'America/New_York')).toBe('tooSoon');
    expect(deliveryDateProblem('2026-11-25', earlyEastern, 'America/New_York')).toBeUndefined();
    // The same instant, for a Pacific address: it is still the 23rd there, so the 24th is tomorrow.
    expect(deliveryDateProblem('2026-11-24', earlyEastern, 'America/Los_Angeles')).toBeUndefined();
  });

  it("gives a Honolulu customer late in the evening their own tomorrow", () => {
    // 09:30 UTC on Nov 25 is 23:30 on Nov 24 in Honolulu, already Nov 25 everywhere on the mainland.
    const lateHawaii = new Date('2026-11-25T09:30:00Z');
    expect(deliveryWindow(lateHawaii, 'Pacific/Honolulu').earliest).toBe('2026-11-25');
    expect(deliveryWindow(lateHawaii, 'America/New_York').earliest).toBe('2026-11-26');
  });

  it('books up to 365 days ahead, no further, and refuses dates that do not exist', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(deliveryWindow(now, 'America/Chicago')).toEqual({ earliest: '2026-11-25', latest: `2027-11-24` });
    expect(BOOKING_HORIZON_DAYS).toBe(365);
    expect(deliveryDateProblem('2027-11-24', now, 'America/Chicago')).toBeUndefined();
    expect(deliveryDateProblem('2027-11-25', now, 'America/Chicago')).toBe('tooFar');
    expect(deliveryDateProblem('2099-12-31', now, 'America/Chicago')).toBe('tooFar');
    expect(deliveryDateProblem('2027-02-31', now, 'America/Chicago')).toBe('invalid');
    expect(deliveryDateProblem('not-a-date', now, 'America/Chicago')).toBe('invalid');
  });

  it("starts the window the provider's lead time after today on the address's clock", () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(deliveryWindow(now, 'America/Chicago', 3)).toEqual({ earliest: '2026-11-27', latest: '2027-11-24' });
    expect(deliveryDateProblem('2026-11-26', now, 'America/Chicago', 3)).toBe('tooSoon');
    expect(deliveryDateProblem('2026-11-27', now, 'America/Chicago', 3)).toBeUndefined();
    // Across the month and the year end.
    expect(deliveryWindow(new Date('2026-12-20T15:00:00Z'), 'America/Chicago', 14).earliest).toBe('2027-01-03');
  });
});
