import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonth, isAllowedDeliveryDate, pickupDate } from './rental-dates';

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

  it('addDays round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), (days) => {
        expect(addDays(addDays('2026-06-15', days), -days)).toBe('2026-06-15');
      }),
    );
  });
});

describe('isAllowedDeliveryDate', () => {
  // 2026-11-23 02:00 UTC is still 2026-11-22 in Los Angeles: "tomorrow" there is the 23rd.
  const now = new Date('2026-11-23T02:00:00Z');

  it('accepts tomorrow on the Pacific clock and later days', () => {
    expect(isAllowedDeliveryDate('2026-11-23', now)).toBe(true);
    expect(isAllowedDeliveryDate('2027-01-05', now)).toBe(true);
  });

  it('refuses earlier days and dates that do not exist', () => {
    expect(isAllowedDeliveryDate('2026-11-22', now)).toBe(false);
    expect(isAllowedDeliveryDate('2031-02-31', now)).toBe(false);
    expect(isAllowedDeliveryDate('not-a-date', now)).toBe(false);
  });
});
