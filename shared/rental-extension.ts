// Keeping the dumpster longer (an extension), the pure half: which rentals can be extended, to which
// pickup dates, which days that adds to the reservation, and the words for every answer. The price is
// shared/pricing.ts's extensionQuote; the latest pickup the provider's free days allow is
// shared/availability.ts's latestPickup. The stored half (a hold on the added days, a payment, one
// transaction that extends the rental) is functions/rentals/extensions; docs/ARCHITECTURE.md
// ("Availability") explains it.
import { MAX_RESERVED_DAYS, type ReservedSpan } from './availability';
import { formatLongCalendarDate } from './calendar-date';
import { formatUsd } from './money';
import { MAX_RENTAL_DAYS } from './pricing';
import { addDays, daysBetween, isCalendarDate } from './rental-dates';
import { OUT_ON_RENTAL_STATUSES, type RentalStatus } from './rental-status';
import type { Rental } from './schemas/rental';

/** Paid and not over: awaiting the provider, approved, or out on site. */
export const EXTENDABLE_STATUSES: readonly RentalStatus[] = ['confirmed', ...OUT_ON_RENTAL_STATUSES];

export type ExtensionRental = Pick<Rental, 'status' | 'paymentStatus' | 'startDate' | 'endDate'> &
  Partial<Pick<Rental, 'reservedFrom' | 'reservedThrough'>>;

const long = formatLongCalendarDate;

export const EXTENSION_MESSAGES = {
  notExtendable: 'This rental can no longer be extended online. Please call your provider.',
  notLater: (endDate: string) => `Choose a pickup date after the current one, ${long(endDate)}.`,
  /** An overdue rental (its pickup passed, the dumpster still on site): a new pickup cannot be in the past. */
  notBeforeToday: (today: string) => `Choose a pickup date from today, ${long(today)}, on.`,
  tooLong: (latest: string) => `A rental can last at most ${MAX_RENTAL_DAYS} days: the latest pickup date for this one is ${long(latest)}.`,
  atLongest: `This rental already lasts as long as a rental can (${MAX_RENTAL_DAYS} days).`,
  /** The days asked for are not all free; an earlier pickup still is. */
  daysTaken: (provider: string, sizeYards: number, latest: string) =>
    `${provider} has no ${sizeYards} yard dumpster free to keep yours past ${long(latest)}. The latest pickup date you can choose is ${long(latest)}.`,
  /** Not even the day after the reservation is free. */
  noDayFree: (provider: string, sizeYards: number, endDate: string) =>
    `${provider} has no ${sizeYards} yard dumpster free after your pickup on ${long(endDate)}, so this rental cannot be extended. Please call your provider.`,
  /** Paid after the hold on the added days lapsed, and they were booked meanwhile. */
  lapsedAndTaken:
    'Your payment arrived after the 30 minutes we held the extra days, and they were booked by someone else meanwhile. We have refunded your payment in full; your pickup date is unchanged.',
  /** Paid while the rental was cancelled, completed or extended another way. */
  rentalChanged: 'Your rental changed while you were paying for the extra days. We have refunded your payment in full; please check your pickup date.',
  extended: (endDate: string) => `Your rental is extended. Your new pickup date is ${long(endDate)}.`,
  processing: 'Your payment for the extra days is being processed. This page updates when it is confirmed.',
  notPaid: 'The extra days were not paid, so your pickup date is unchanged and nothing was charged.',
} as const;

/** The customer's order page (signed in), where an extension's payment returns to. */
export const rentalPagePath = (rentalId: string) => `/rental/${encodeURIComponent(rentalId)}`;

/** A paid rental, not over, that holds its days on the provider's availability. */
export function canExtend(rental: ExtensionRental): boolean {
  return EXTENDABLE_STATUSES.includes(rental.status) && rental.paymentStatus === 'paid' && !!rental.reservedFrom && !!rental.reservedThrough;
}

/** The turnaround days the rental was reserved with: its reserved days after the pickup. */
const turnaroundOf = (rental: ExtensionRental) => Math.max(0, daysBetween(rental.endDate, rental.reservedThrough ?? rental.endDate));

/**
 * The latest pickup the rules allow: at most MAX_RENTAL_DAYS from delivery (as a checkout), and the
 * reserved span (turnaround included) at most MAX_RESERVED_DAYS, so taking it stays one transaction.
 */
export function latestAllowedEndDate(rental: ExtensionRental): string {
  const byLength = addDays(rental.startDate, MAX_RENTAL_DAYS);
  const bySpan = addDays(rental.reservedFrom ?? rental.startDate, MAX_RESERVED_DAYS - 1 - turnaroundOf(rental));
  return byLength < bySpan ? byLength : bySpan;
}

/** The days an extension to `endDate` adds: after the reserved ones, as many as the pickup moves. */
export function addedDays(rental: ExtensionRental, endDate: string): ReservedSpan {
  const through = rental.reservedThrough ?? rental.endDate;
  return { firstDay: addDays(through, 1), lastDay: addDays(through, daysBetween(rental.endDate, endDate)) };
}

export interface ExtensionRefusal {
  reason: 'notExtendable' | 'invalidDate' | 'notLater' | 'tooLong';
  message: string;
}

/**
 * Why the rental cannot be kept until `endDate`, before any day is looked at; undefined when it can
 * be asked. `today` (on the delivery address's clock, when known) keeps an overdue rental's new
 * pickup out of the past.
 */
export function extensionRefusal(rental: ExtensionRental, endDate: string, today?: string): ExtensionRefusal | undefined {
  if (!canExtend(rental)) return { reason: 'notExtendable', message: EXTENSION_MESSAGES.notExtendable };
  if (!isCalendarDate(endDate)) return { reason: 'invalidDate', message: EXTENSION_MESSAGES.notLater(rental.endDate) };
  if (endDate <= rental.endDate) return { reason: 'notLater', message: EXTENSION_MESSAGES.notLater(rental.endDate) };
  if (today && endDate < today) return { reason: 'notLater', message: EXTENSION_MESSAGES.notBeforeToday(today) };
  const limit = latestAllowedEndDate(rental);
  if (endDate > limit) return { reason: 'tooLong', message: limit > rental.endDate ? EXTENSION_MESSAGES.tooLong(limit) : EXTENSION_MESSAGES.atLongest };
  return undefined;
}

/** "3 extra days × $15.00 = $45.00". */
export function describeExtensionQuote(quote: { extraDays: number; extraDayCents: number; amountCents: number }): string {
  const days = `${quote.extraDays} extra ${quote.extraDays === 1 ? 'day' : 'days'}`;
  return `${days} × ${formatUsd(quote.extraDayCents)} = ${formatUsd(quote.amountCents)}`;
}
