// Availability by size and day, the pure half: which days a rental holds a unit, whether a span is
// free given the units already taken each day, and the start dates that are (and are not). The stored half
// (per provider, size and day counters changed in conditioned transactions) is
// functions/availability; docs/ARCHITECTURE.md ("Availability") explains the design.
import { formatLongCalendarDate } from './calendar-date';
import { minutesOfWait } from './messages';
import { addDays } from './rental-dates';

/** How long a checkout holds its units: Stripe Checkout's shortest session expiry, which the session is given. */
export const HOLD_MINUTES = 30;

/**
 * The longest span one rental may hold (delivery through pickup plus turnaround): each day is one
 * item of the transaction that takes it, and a DynamoDB transaction holds at most 100 items.
 */
export const MAX_RESERVED_DAYS = 90;

/**
 * How many next available delivery dates the listing page and checkout offer, and over how many days
 * from the first bookable one they are looked for: enough to choose from, over a window whose day
 * counters (with the days its last rental holds) are one Query of a few month items.
 */
export const NEXT_AVAILABLE_COUNT = 5;
export const NEXT_AVAILABLE_WINDOW_DAYS = 60;

/** The days a rental holds its unit: from delivery through pickup, plus the provider's turnaround days. */
export interface ReservedSpan {
  firstDay: string;
  lastDay: string;
}

export function reservedSpan(startDate: string, endDate: string, turnaroundDays: number): ReservedSpan {
  return { firstDay: startDate, lastDay: addDays(endDate, Math.max(0, turnaroundDays)) };
}

/** Every day of a span, first to last. */
export function spanDays(span: ReservedSpan): string[] {
  const days: string[] = [];
  for (let day = span.firstDay; day <= span.lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}

export const spanLength = (span: ReservedSpan) => spanDays(span).length;

/** Units taken (held or reserved) per day; a day not in the map has none taken. */
export type TakenByDay = ReadonlyMap<string, number>;

/** Whether one more unit fits on every day of the span under `ceiling` units. */
export function spanIsFree(taken: TakenByDay, ceiling: number, span: ReservedSpan): boolean {
  return spanDays(span).every((day) => (taken.get(day) ?? 0) < ceiling);
}

/** The first day of the span on which no unit is free, if any. */
export function firstFullDay(taken: TakenByDay, ceiling: number, span: ReservedSpan): string | undefined {
  return spanDays(span).find((day) => (taken.get(day) ?? 0) >= ceiling);
}

/**
 * Where to look for a rental's start: delivery dates from `from` through `until` (inclusive) on which
 * the provider can deliver (`canDeliverOn`: their delivery days, blackouts, holidays), for a rental
 * of `rentalDays` plus `turnaroundDays`, under `ceiling` units with `taken` already taken each day.
 */
export interface StartSearch {
  taken: TakenByDay;
  ceiling: number;
  from: string;
  until: string;
  rentalDays: number;
  turnaroundDays: number;
  canDeliverOn?: (day: string) => boolean;
}

/**
 * Each delivery date of the search in order, with the first full day of the rental starting on it
 * (none: free). One pass over the days from `from` to the last one the last start would hold, so
 * a listing page's 60 starts cost 60-odd date steps, not one span walk per start.
 */
function* startsOf(search: StartSearch): Generator<{ date: string; fullDay: string | undefined }> {
  if (search.from > search.until) return;
  const heldDays = spanLength(reservedSpan(search.from, addDays(search.from, search.rentalDays), search.turnaroundDays));
  const days = spanDays({ firstDay: search.from, lastDay: addDays(search.until, heldDays - 1) });
  // For each day, the index of the first full day at or after it.
  const nextFull: number[] = new Array(days.length + 1);
  nextFull[days.length] = Infinity;
  for (let index = days.length - 1; index >= 0; index--) {
    nextFull[index] = (search.taken.get(days[index]!) ?? 0) >= search.ceiling ? index : nextFull[index + 1]!;
  }
  for (let index = 0; index + heldDays <= days.length; index++) {
    const date = days[index]!;
    if (search.canDeliverOn && !search.canDeliverOn(date)) continue;
    const full = nextFull[index]!;
    yield { date, fullDay: full < index + heldDays ? days[full] : undefined };
  }
}

/**
 * The delivery dates of the search on which a unit is free for the whole rental, ascending: the
 * first `limit` of them, or all. None when the provider stocks no unit (`ceiling` below 1).
 */
export function freeStarts(search: StartSearch & { limit?: number }): string[] {
  const free: string[] = [];
  if (search.ceiling < 1 || search.limit === 0) return free;
  for (const start of startsOf(search)) {
    if (start.fullDay !== undefined) continue;
    free.push(start.date);
    if (free.length === search.limit) break;
  }
  return free;
}

/** A delivery date on which no unit is free for the whole rental: what a refusal of it names. */
export interface FullStart {
  date: string;
  /** The rental's first day with every unit taken. */
  fullDay: string;
  /** The next delivery date after it, up to the search's `until`, with a unit free for the whole rental. */
  next?: string;
}

/**
 * The delivery dates of the search on which no unit is free for the whole rental, ascending, each
 * with what AVAILABILITY_MESSAGES.noUnitFree names, so a form can refuse one before the server does.
 */
export function fullStarts(search: StartSearch): FullStart[] {
  const starts = [...startsOf(search)];
  const full: FullStart[] = [];
  // Walked backwards, the next free start after each date is the last free one seen.
  let next: string | undefined;
  for (const start of starts.reverse()) {
    if (start.fullDay === undefined) next = start.date;
    else full.push({ date: start.date, fullDay: start.fullDay, ...(next ? { next } : {}) });
  }
  return full.reverse();
}

/**
 * The first delivery date from `from` through `until` (inclusive) on which the provider can deliver
 * and a unit is free for the whole rental of `rentalDays` plus `turnaroundDays`; undefined when there
 * is none in that range.
 */
export function nextFreeStart(search: StartSearch): string | undefined {
  return freeStarts({ ...search, limit: 1 })[0];
}

/**
 * How long a rental reserved through `reservedThrough` (its pickup `endDate` plus its turnaround days)
 * can be kept: the latest pickup date, no later than `until`, such that every day after the
 * reservation through that pickup plus the same turnaround has a unit free. Undefined when not even
 * one more day is (an extension, shared/rental-extension.ts).
 */
export function latestPickup(input: { taken: TakenByDay; ceiling: number; endDate: string; reservedThrough: string; until: string }): string | undefined {
  let latest: string | undefined;
  let day = addDays(input.reservedThrough, 1);
  for (let pickup = addDays(input.endDate, 1); pickup <= input.until; pickup = addDays(pickup, 1), day = addDays(day, 1)) {
    if ((input.taken.get(day) ?? 0) >= input.ceiling) break;
    latest = pickup;
  }
  return latest;
}

export const AVAILABILITY_MESSAGES = {
  /** A checkout for dates on which every unit of the size is taken. */
  noUnitFree: (provider: string, sizeYards: number, fullDay: string, nextStart: string | undefined) =>
    `${provider} has no ${sizeYards} yard dumpster free on ${formatLongCalendarDate(fullDay)}.` +
    (nextStart ? ` The next available delivery date is ${formatLongCalendarDate(nextStart)}.` : ' Please choose another size or another provider.'),
  busy: 'Many customers are booking these dates right now. Please try again in a moment.',
  tooLong: `A rental can hold a dumpster for at most ${MAX_RESERVED_DAYS} days. Please choose a shorter rental.`,
  /** A client (or an e-mail address) with as many checkouts waiting for payment as it may have at once. */
  tooManyHolds: (count: number, retryAfterSeconds: number) =>
    `You have ${count} checkouts waiting for payment. Pay or leave one of them, or try again in ${minutesOfWait(retryAfterSeconds)}.`,
  tooManyHoldsForEmail: (count: number, retryAfterSeconds: number) =>
    `This e-mail address has ${count} checkouts waiting for payment. Pay or leave one of them, or try again in ${minutesOfWait(retryAfterSeconds)}.`,
  /** The success page, when a payment arrived after its hold lapsed and the unit had gone meanwhile. */
  lapsedAndTaken:
    'Your payment arrived after the 30 minutes we held your dumpster, and it was booked by someone else meanwhile. We have refunded your payment in full; nothing was charged. Please search again for another date or provider.',
} as const;
