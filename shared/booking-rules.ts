// A provider's booking rules: how much notice they need, how long a returned dumpster is out of
// service, which weekdays they deliver on and which dates they do not. Deliverability checks
// (shared/deliverability.ts) read the delivery-day rules; availability (functions/availability)
// reads the turnaround, because a rental holds its unit from delivery through pickup plus the
// turnaround days. A profile saved before the rules existed reads as DEFAULT_BOOKING_RULES, which
// are exactly what the marketplace enforced before: delivery from tomorrow, any day, no turnaround.
import { addDays, BOOKING_HORIZON_DAYS } from './rental-dates';
import { federalHolidayOn } from './us-federal-holidays';
import { calendarDateIn } from './zoned-time';

export interface BookingRules {
  /** Minimum notice in days: the earliest delivery is this many days after today at the address. */
  leadTimeDays: number;
  /** Days a picked-up dumpster stays out of service (emptied, cleaned) before it can go out again. */
  turnaroundDays: number;
  /** Weekdays the provider delivers on: 0 = Sunday ... 6 = Saturday, ascending. */
  deliveryWeekdays: number[];
  /** Dates (YYYY-MM-DD) with no deliveries, ascending. */
  blackoutDates: string[];
}

export const DEFAULT_BOOKING_RULES: BookingRules = {
  leadTimeDays: 1,
  turnaroundDays: 0,
  deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6],
  blackoutDates: [],
};

/** The provider's rules, with the defaults for any not set (a profile saved before they existed has none). */
export function bookingRulesOf(profile: { bookingRules?: Partial<BookingRules> }): BookingRules {
  return { ...DEFAULT_BOOKING_RULES, ...(profile.bookingRules ?? {}) };
}

// ---- Limits -----------------------------------------------------------------------------------
// What the Booking rules form and PUT /api/provider/booking-rules accept (shared/schemas/provider.ts).

/** At least a day's notice: same-day delivery is an add-on with its own cutoff, not a lead time of 0. */
export const LEAD_TIME_MIN_DAYS = 1;
/** A month's notice is the longest any hauler asks for; more would hide them from most bookings. */
export const LEAD_TIME_MAX_DAYS = 30;
export const TURNAROUND_MAX_DAYS = 14;
/** Holidays and shutdowns for a year or two; the list travels with every profile read. */
export const MAX_BLACKOUT_DATES = 100;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// ---- Delivery days ----------------------------------------------------------------------------

export interface DeliveryDayOptions {
  /** The provider closes on US federal holidays (a profile setting kept on the Pricing page). */
  observesFederalHolidays?: boolean;
}

/** Why a date is not one of the provider's delivery days. */
export type DeliveryDayClosure =
  | { reason: 'weekday'; weekday: number }
  | { reason: 'blackout' }
  | { reason: 'holiday'; holiday: string };

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Why the provider makes no deliveries on `date` (YYYY-MM-DD), or undefined when they do. Only the
 * day itself counts here; notice (lead time) depends on when the order is placed, so the caller
 * starts from deliveryWindow's earliest date.
 */
export function deliveryDayClosure(rules: BookingRules, date: string, options: DeliveryDayOptions = {}): DeliveryDayClosure | undefined {
  const weekday = weekdayOf(date);
  if (!rules.deliveryWeekdays.includes(weekday)) return { reason: 'weekday', weekday };
  if (rules.blackoutDates.includes(date)) return { reason: 'blackout' };
  const holiday = options.observesFederalHolidays ? federalHolidayOn(date) : undefined;
  if (holiday) return { reason: 'holiday', holiday: holiday.name };
  return undefined;
}

/**
 * The first of the provider's delivery days on or after `fromDate`: a weekday they deliver on, not
 * a blackout date and, when they observe them, not a federal holiday. Unit availability is not
 * considered (functions/availability combines the two). Undefined when there is none up to `until`
 * (default: BOOKING_HORIZON_DAYS after fromDate), which only rules without any weekday can cause
 * within a year: 100 blackout dates cannot cover every week.
 */
export function nextDeliveryDate(
  rules: BookingRules,
  fromDate: string,
  options: DeliveryDayOptions & { until?: string } = {},
): string | undefined {
  if (rules.deliveryWeekdays.length === 0) return undefined;
  const until = options.until ?? addDays(fromDate, BOOKING_HORIZON_DAYS);
  for (let date = fromDate; date <= until; date = addDays(date, 1)) {
    if (!deliveryDayClosure(rules, date, options)) return date;
  }
  return undefined;
}

/**
 * The rules as stored: weekdays and blackout dates ascending, and blackout dates that have ended
 * everywhere dropped (they can no longer refuse anything and would only eat into the limit). "Ended
 * everywhere" is read on the last clock on Earth (UTC-12), so no provider loses a date that is
 * still today or later where they are.
 */
export function bookingRulesToStore(rules: BookingRules, now: Date): BookingRules {
  const earliestToday = calendarDateIn(now, 'Etc/GMT+12');
  return {
    leadTimeDays: rules.leadTimeDays,
    turnaroundDays: rules.turnaroundDays,
    deliveryWeekdays: [...new Set(rules.deliveryWeekdays)].sort((a, b) => a - b),
    blackoutDates: [...new Set(rules.blackoutDates)].filter((date) => date >= earliestToday).sort(),
  };
}
