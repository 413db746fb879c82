// A provider's booking rules: how much notice they need, how long a returned dumpster is out of
// service, which weekdays they deliver on and which dates they do not. Deliverability checks
// (shared/deliverability.ts) read the delivery-day rules; availability (functions/availability)
// reads the turnaround, because a rental holds its unit from delivery through pickup plus the
// turnaround days. A profile saved before the rules existed reads as DEFAULT_BOOKING_RULES, which
// are exactly what the marketplace enforced before: delivery from tomorrow, any day, no turnaround.

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
export function bookingRulesOf(profile: object): BookingRules {
  const saved = (profile as { bookingRules?: Partial<BookingRules> }).bookingRules;
  return { ...DEFAULT_BOOKING_RULES, ...(saved ?? {}) };
}
