// Can this provider deliver this size to this address on this date? One rule for every way an order
// is placed (web checkout, rent requests, text-to-book), checked before any payment is opened or
// anything is written: money must never be taken for what the provider cannot deliver.
// - the provider stocks the size (at least one dumpster of it in their inventory);
// - the provider serves the ZIP (their service area, the list search is built from);
// - the date is bookable on the address's own clock (shared/rental-dates.ts: from the provider's lead
//   time after today there, at most BOOKING_HORIZON_DAYS ahead);
// - the date is one of the provider's delivery days (shared/booking-rules.ts): a weekday they deliver
//   on, not one of their blackout dates and, for a provider who closes on US federal holidays, not one;
// - same-day delivery is today on that clock, from a provider who offers it, ordered before the
//   same-day cutoff (SAME_DAY_ORDER_CUTOFF_HOUR), on one of their delivery days (the lead time is
//   what same-day delivery is bought to skip).
// A refusal of the date names, where there is one, the provider's next delivery day, so the customer
// can pick it instead of guessing.
// The ZIP itself (that it exists, and lies in the state given) is checked against the ZIP directory
// by the server before this runs; its time zone comes from there.
import { bookingRulesOf, deliveryDayClosure, nextDeliveryDate, WEEKDAY_NAMES, type BookingRules } from './booking-rules';
import { DELIVERY_DATE_MESSAGES, SAME_DAY_ORDER_CUTOFF_LABEL, deliveryDateProblem, deliveryWindow, isCalendarDate, sameDayOrderOpen } from './rental-dates';
import { formatLongCalendarDate } from './calendar-date';
import { calendarDateIn } from './zoned-time';
import type { DumpsterInventory } from './schemas/provider';

export interface DeliveringProvider {
  businessName: string;
  serviceableZipCodes: readonly string[];
  dumpsterInventory: Partial<DumpsterInventory>;
  /** Closed on US federal holidays: no deliveries booked then. */
  observesFederalHolidays?: boolean;
  /** The provider's services; sameDayDelivery: they deliver the day an order comes in. */
  addOns?: { sameDayDelivery?: boolean };
  /** Lead time and delivery days; absent (a profile saved before them) reads as DEFAULT_BOOKING_RULES. */
  bookingRules?: Partial<BookingRules>;
}

export interface DeliveryOrder {
  sizeYards: number;
  zipCode: string;
  startDate: string;
  /** The IANA time zone of the delivery ZIP. */
  timeZone: string;
  /** Same-day delivery ticked: the delivery is today. */
  sameDayDelivery?: boolean;
}

/** Which field of the order a refusal is about, so a form can show it there. */
export type DeliveryField = 'size' | 'zipCode' | 'startDate' | 'sameDayDelivery';

export interface DeliveryRefusal {
  field: DeliveryField;
  message: string;
}

const nextDaySentence = (next: string | undefined, which: 'next' | 'earliest' = 'next') =>
  next ? ` The ${which} delivery day is ${formatLongCalendarDate(next)}.` : ' Please choose another date.';

export const DELIVERY_MESSAGES = {
  sizeNotStocked: (provider: string, sizeYards: number) =>
    `${provider} has no ${sizeYards} yard dumpsters. Please choose another size or another provider.`,
  zipNotServed: (provider: string, zipCode: string) =>
    `${provider} does not deliver to ZIP code ${zipCode}. Please choose a provider that serves your address.`,
  dateInvalid: DELIVERY_DATE_MESSAGES.invalid,
  dateTooSoon: DELIVERY_DATE_MESSAGES.tooSoon,
  dateTooFar: DELIVERY_DATE_MESSAGES.tooFar,
  leadTime: (provider: string, leadTimeDays: number, next: string | undefined) =>
    `${provider} needs ${leadTimeDays} days' notice before a delivery.${nextDaySentence(next, 'earliest')}`,
  weekdayClosed: (provider: string, weekday: number, next: string | undefined) =>
    `${provider} does not deliver on ${WEEKDAY_NAMES[weekday]}s.${nextDaySentence(next)}`,
  blackout: (provider: string, date: string, next: string | undefined) =>
    `${provider} does not deliver on ${formatLongCalendarDate(date)}.${nextDaySentence(next)}`,
  holiday: (provider: string, holiday: string, date: string) =>
    `${provider} does not deliver on ${holiday} (${formatLongCalendarDate(date)}). Please choose another date.`,
  sameDayNotOffered: (provider: string) =>
    `${provider} does not offer same-day delivery. Untick Same-day delivery to book from tomorrow.`,
  sameDayClosed: `Same-day delivery must be ordered by ${SAME_DAY_ORDER_CUTOFF_LABEL} where the dumpster goes. Untick Same-day delivery to book from tomorrow.`,
  sameDayIsToday: "Same-day delivery is delivered today. Choose today's date, or untick Same-day delivery for a later date.",
  zipUnknown: (zipCode: string) => `ZIP code ${zipCode} does not exist. Please check the delivery address.`,
  zipNotInState: (zipCode: string, actualState: string, givenState: string) =>
    `ZIP code ${zipCode} is in ${actualState}, not ${givenState}. Please check the delivery address.`,
} as const;

/** Dumpsters of a size in the provider's inventory (0 when the size is not listed at all). */
function stockedCount(inventory: Partial<DumpsterInventory>, sizeYards: number): number {
  return inventory[`yard${sizeYards}` as keyof DumpsterInventory] ?? 0;
}

/** Why the provider cannot take this order, or undefined when they can. */
export function deliveryRefusal(provider: DeliveringProvider, order: DeliveryOrder, now: Date): DeliveryRefusal | undefined {
  const rules = bookingRulesOf(provider);
  const dateRefusal = order.sameDayDelivery ? sameDayRefusal(provider, order, now) : bookingDateRefusal(provider, rules, order, now);
  if (dateRefusal) return dateRefusal;
  if (!provider.serviceableZipCodes.includes(order.zipCode)) {
    return { field: 'zipCode', message: DELIVERY_MESSAGES.zipNotServed(provider.businessName, order.zipCode) };
  }
  if (stockedCount(provider.dumpsterInventory, order.sizeYards) < 1) {
    return { field: 'size', message: DELIVERY_MESSAGES.sizeNotStocked(provider.businessName, order.sizeYards) };
  }
  return deliveryDayRefusal(provider, rules, order, now);
}

/** The first delivery day the provider can still take an order for now, on or after `from`. */
function nextBookableDay(provider: DeliveringProvider, rules: BookingRules, from: string, now: Date, timeZone: string): string | undefined {
  const { earliest, latest } = deliveryWindow(now, timeZone, rules.leadTimeDays);
  return nextDeliveryDate(rules, from > earliest ? from : earliest, { observesFederalHolidays: provider.observesFederalHolidays, until: latest });
}

function bookingDateRefusal(provider: DeliveringProvider, rules: BookingRules, order: DeliveryOrder, now: Date): DeliveryRefusal | undefined {
  const dateProblem = deliveryDateProblem(order.startDate, now, order.timeZone, rules.leadTimeDays);
  if (dateProblem === 'invalid') return { field: 'startDate', message: DELIVERY_MESSAGES.dateInvalid };
  // One day's notice is the marketplace's own rule ("from tomorrow on"); more is the provider's.
  if (dateProblem === 'tooSoon' && rules.leadTimeDays > 1) {
    const next = nextBookableDay(provider, rules, order.startDate, now, order.timeZone);
    return { field: 'startDate', message: DELIVERY_MESSAGES.leadTime(provider.businessName, rules.leadTimeDays, next) };
  }
  if (dateProblem === 'tooSoon') return { field: 'startDate', message: DELIVERY_MESSAGES.dateTooSoon };
  if (dateProblem === 'tooFar') return { field: 'startDate', message: DELIVERY_MESSAGES.dateTooFar };
  return undefined;
}

/** Not a weekday the provider delivers on, one of their blackout dates, or a holiday they close on. */
function deliveryDayRefusal(provider: DeliveringProvider, rules: BookingRules, order: DeliveryOrder, now: Date): DeliveryRefusal | undefined {
  const closure = deliveryDayClosure(rules, order.startDate, { observesFederalHolidays: provider.observesFederalHolidays });
  if (!closure) return undefined;
  const name = provider.businessName;
  if (closure.reason === 'holiday') return { field: 'startDate', message: DELIVERY_MESSAGES.holiday(name, closure.holiday, order.startDate) };
  const next = nextBookableDay(provider, rules, order.startDate, now, order.timeZone);
  const message =
    closure.reason === 'weekday' ? DELIVERY_MESSAGES.weekdayClosed(name, closure.weekday, next) : DELIVERY_MESSAGES.blackout(name, order.startDate, next);
  return { field: 'startDate', message };
}

function sameDayRefusal(provider: DeliveringProvider, order: DeliveryOrder, now: Date): DeliveryRefusal | undefined {
  if (!provider.addOns?.sameDayDelivery) return { field: 'sameDayDelivery', message: DELIVERY_MESSAGES.sameDayNotOffered(provider.businessName) };
  if (!isCalendarDate(order.startDate)) return { field: 'startDate', message: DELIVERY_MESSAGES.dateInvalid };
  if (order.startDate !== calendarDateIn(now, order.timeZone)) return { field: 'startDate', message: DELIVERY_MESSAGES.sameDayIsToday };
  if (!sameDayOrderOpen(now, order.timeZone)) return { field: 'sameDayDelivery', message: DELIVERY_MESSAGES.sameDayClosed };
  return undefined;
}
