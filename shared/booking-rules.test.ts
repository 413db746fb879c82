import { describe, expect, it } from 'vitest';
import {
  bookingRulesOf,
  bookingRulesToStore,
  DEFAULT_BOOKING_RULES,
  deliveryDayClosure,
  nextDeliveryDate,
  type BookingRules,
} from './booking-rules';
import { bookingRulesSchema } from './schemas/provider';
import { MESSAGES } from './messages';

const rules = (change: Partial<BookingRules> = {}): BookingRules => ({ ...DEFAULT_BOOKING_RULES, ...change });
const weekdaysOnly = rules({ deliveryWeekdays: [1, 2, 3, 4, 5] });

describe('bookingRulesOf', () => {
  it('reads a profile saved before booking rules as the defaults, and fills any rule not set', () => {
    expect(bookingRulesOf({})).toEqual(DEFAULT_BOOKING_RULES);
    expect(bookingRulesOf({ bookingRules: { leadTimeDays: 3 } })).toEqual({ ...DEFAULT_BOOKING_RULES, leadTimeDays: 3 });
  });
});

describe('deliveryDayClosure', () => {
  it('closes the weekdays the provider does not deliver on', () => {
    // 2026-12-06 is a Sunday, 2026-12-07 a Monday.
    expect(deliveryDayClosure(weekdaysOnly, '2026-12-06')).toEqual({ reason: 'weekday', weekday: 0 });
    expect(deliveryDayClosure(weekdaysOnly, '2026-12-05')).toEqual({ reason: 'weekday', weekday: 6 });
    expect(deliveryDayClosure(weekdaysOnly, '2026-12-07')).toBeUndefined();
  });

  it('closes blackout dates, and federal holidays only for a provider who observes them', () => {
    const withBlackout = rules({ blackoutDates: ['2026-12-24'] });
    expect(deliveryDayClosure(withBlackout, '2026-12-24')).toEqual({ reason: 'blackout' });
    expect(deliveryDayClosure(withBlackout, '2026-12-25')).toBeUndefined();
    expect(deliveryDayClosure(withBlackout, '2026-12-25', { observesFederalHolidays: true })).toEqual({ reason: 'holiday', holiday: 'Christmas Day' });
  });

  it('leaves every day open under the default rules', () => {
    for (const date of ['2026-12-05', '2026-12-06', '2026-12-25']) expect(deliveryDayClosure(DEFAULT_BOOKING_RULES, date)).toBeUndefined();
  });
});

describe('nextDeliveryDate', () => {
  it('is the date itself when it is a delivery day', () => {
    expect(nextDeliveryDate(DEFAULT_BOOKING_RULES, '2026-12-06')).toBe('2026-12-06');
    expect(nextDeliveryDate(weekdaysOnly, '2026-12-07')).toBe('2026-12-07');
  });

  it('skips weekdays the provider does not deliver on', () => {
    expect(nextDeliveryDate(weekdaysOnly, '2026-12-05')).toBe('2026-12-07');
    expect(nextDeliveryDate(rules({ deliveryWeekdays: [3] }), '2026-12-03')).toBe('2026-12-09');
  });

  it('crosses a month end and a year end', () => {
    // Saturday Oct 31, 2026 -> Monday Nov 2.
    expect(nextDeliveryDate(weekdaysOnly, '2026-10-31')).toBe('2026-11-02');
    // Thursday Dec 31, 2026 is blacked out, Jan 1, 2027 is New Year's Day, then a weekend.
    const yearEnd = rules({ deliveryWeekdays: [1, 2, 3, 4, 5], blackoutDates: ['2026-12-31'] });
    expect(nextDeliveryDate(yearEnd, '2026-12-31', { observesFederalHolidays: true })).toBe('2027-01-04');
    expect(nextDeliveryDate(yearEnd, '2026-12-31')).toBe('2027-01-01');
    // Feb 28, 2028 is a Monday of a leap year: Feb 29 comes before March.
    expect(nextDeliveryDate(rules({ blackoutDates: ['2028-02-28'] }), '2028-02-28')).toBe('2028-02-29');
  });

  it('skips federal holidays on the day they are observed, for a provider who closes on them', () => {
    // Independence Day 2026 is a Saturday, observed Friday July 3.
    expect(nextDeliveryDate(weekdaysOnly, '2026-07-03', { observesFederalHolidays: true })).toBe('2026-07-06');
    expect(nextDeliveryDate(weekdaysOnly, '2026-07-03')).toBe('2026-07-03');
    // Thanksgiving (Thursday Nov 26, 2026) and a blackout the day after.
    const afterThanksgiving = rules({ blackoutDates: ['2026-11-27'] });
    expect(nextDeliveryDate(afterThanksgiving, '2026-11-26', { observesFederalHolidays: true })).toBe('2026-11-28');
  });

  it('gives up at `until`, and at once without any delivery weekday', () => {
    expect(nextDeliveryDate(weekdaysOnly, '2026-12-05', { until: '2026-12-06' })).toBeUndefined();
    expect(nextDeliveryDate(weekdaysOnly, '2026-12-05', { until: '2026-12-07' })).toBe('2026-12-07');
    expect(nextDeliveryDate(rules({ deliveryWeekdays: [] }), '2026-12-05')).toBeUndefined();
  });
});

describe('bookingRulesToStore', () => {
  // 10:00 in New York on Tuesday Nov 24, 2026: still Nov 24 on the last clock on Earth (UTC-12).
  const now = new Date('2026-11-24T15:00:00Z');

  it('drops blackout dates that have ended everywhere and sorts what it keeps', () => {
    const stored = bookingRulesToStore(
      rules({ deliveryWeekdays: [6, 1, 3], blackoutDates: ['2026-12-25', '2026-11-23', '2026-11-24', '2025-01-01'] }),
      now,
    );
    expect(stored).toEqual({ leadTimeDays: 1, turnaroundDays: 0, deliveryWeekdays: [1, 3, 6], blackoutDates: ['2026-11-24', '2026-12-25'] });
  });

  it('keeps a date that is already tomorrow in Asia but still today in Hawaii', () => {
    const lateEvening = new Date('2026-11-25T08:00:00Z'); // Nov 24, 22:00 in Honolulu
    expect(bookingRulesToStore(rules({ blackoutDates: ['2026-11-24'] }), lateEvening).blackoutDates).toEqual(['2026-11-24']);
  });
});

describe('bookingRulesSchema', () => {
  const messages = (body: unknown) => (bookingRulesSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.message);

  it('accepts the defaults and a full set of rules', () => {
    expect(bookingRulesSchema.safeParse(DEFAULT_BOOKING_RULES).success).toBe(true);
    const full = { leadTimeDays: 30, turnaroundDays: 14, deliveryWeekdays: [1, 2, 3, 4, 5], blackoutDates: ['2026-12-24', '2026-12-31'] };
    expect(bookingRulesSchema.parse(full)).toEqual(full);
  });

  it('keeps lead time to 1-30 whole days and turnaround to 0-14', () => {
    expect(messages(rules({ leadTimeDays: 0 }))).toEqual(['Lead time must be at least 1 day']);
    expect(messages(rules({ leadTimeDays: 31 }))).toEqual(['Lead time must be at most 30 days']);
    expect(messages(rules({ leadTimeDays: 1.5 }))).toEqual(['Lead time must be a whole number of days']);
    expect(messages(rules({ turnaroundDays: -1 }))).toEqual(['Turnaround cannot be negative']);
    expect(messages(rules({ turnaroundDays: 15 }))).toEqual(['Turnaround must be at most 14 days']);
  });

  it('needs at least one delivery weekday, each a weekday number once', () => {
    expect(messages(rules({ deliveryWeekdays: [] }))).toEqual(['Choose at least one delivery day']);
    expect(messages(rules({ deliveryWeekdays: [7] }))).toEqual(['Delivery days are weekday numbers from 0 (Sunday) to 6 (Saturday)']);
    expect(messages(rules({ deliveryWeekdays: [1, 1] }))).toEqual(['Each delivery day can be chosen once']);
  });

  it('takes at most 100 blackout dates, each a real calendar date, none twice', () => {
    expect(messages(rules({ blackoutDates: ['2026-02-30'] }))).toEqual([MESSAGES.dateInvalid]);
    expect(messages(rules({ blackoutDates: ['12/24/2026'] }))).toEqual([MESSAGES.dateInvalid]);
    expect(messages(rules({ blackoutDates: ['2026-12-24', '2026-12-24'] }))).toEqual(['2026-12-24 is already a blackout date']);
    const many = Array.from({ length: 101 }, (_, day) => new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10));
    expect(messages(rules({ blackoutDates: many }))).toEqual(['At most 100 blackout dates']);
    expect(bookingRulesSchema.safeParse(rules({ blackoutDates: many.slice(0, 100) })).success).toBe(true);
  });
});
