// The customer's cancellation policy, one pure function shared by the server (which enforces it)
// and the order page (which shows its sentence before the customer confirms).
//
// - A pending request was not paid: it can be cancelled at any time and nothing is refunded.
// - A confirmed (paid) rental is cancelled free of charge, with a full refund, until 3:00 PM
//   Eastern on the business day before the delivery date (Monday to Friday, not a US federal
//   holiday); after that the provider has scheduled the truck and the customer must call them.
// - Any other status (approved, active, completed, cancelled: by the customer, or by the provider
//   rejecting the request) cannot be cancelled here.
// The checkout shows this policy, with the cutoff of the chosen date, before the customer pays.
import { refundableCents } from './payment-status';
import { addDays } from './rental-dates';
import type { Rental } from './schemas/rental';
import { federalHolidayOn } from './us-federal-holidays';
import { zonedInstant } from './zoned-time';

const CANCELLATION_TIME_ZONE = 'America/New_York';
const CANCELLATION_CUTOFF_HOUR = 15;

export const CANCEL_MESSAGES = {
  cutoffPassed:
    'Free cancellation ended at 3:00 PM Eastern on the business day before delivery. Please call your provider to change or cancel this rental.',
  notCancellable: 'This rental can no longer be cancelled online. Please call your provider.',
  alreadyCancelled: 'This rental is already cancelled',
  changedMeanwhile: 'This rental changed while you were cancelling it. Please reload it and try again.',
  refundUnavailable: 'This paid rental cannot be refunded online right now. Please contact support.',
} as const;

export interface CancellationPolicy {
  cancellable: boolean;
  refundCents: number;
  /** The last instant (ISO) a free cancellation is accepted, for a confirmed rental. */
  cutoff?: string;
  /** Why a cancellation is refused. */
  reason?: string;
  /** The sentence shown before the customer confirms. */
  policyText: string;
}

type PolicyRental = Pick<Rental, 'status' | 'paymentStatus' | 'startDate' | 'totalPriceCents'> &
  Partial<Pick<Rental, 'amountRefundedCents' | 'refundCents' | 'refundId' | 'disputeAmountCents'>>;

/** The business day (Monday to Friday, not a federal holiday) before an ISO date. */
export function businessDayBefore(isoDate: string): string {
  let day = addDays(isoDate, -1);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || federalHolidayOn(day)) day = addDays(day, -1);
  return day;
}

/** 3:00 PM Eastern on the business day before delivery. */
export function cancellationCutoff(startDate: string): Date {
  return zonedInstant(businessDayBefore(startDate), CANCELLATION_CUTOFF_HOUR, 0, CANCELLATION_TIME_ZONE);
}

const cutoffLabel = (cutoff: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: CANCELLATION_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(cutoff);

/** What is still paid and not refunded (a refund at the payment provider may have returned part of it). */
const paidCents = (rental: PolicyRental) => refundableCents(rental);

export function cancellationPolicy(rental: PolicyRental, now: Date): CancellationPolicy {
  if (rental.status === 'pending') {
    const refundCents = paidCents(rental);
    return {
      cancellable: true,
      refundCents,
      policyText:
        refundCents > 0
          ? 'This request has not been accepted yet: cancelling it refunds your payment in full.'
          : 'This request has not been paid: you can cancel it at any time at no cost.',
    };
  }
  if (rental.status === 'confirmed') {
    const cutoff = cancellationCutoff(rental.startDate);
    const policyText =
      `Free cancellation with a full refund until 3:00 PM Eastern on ${cutoffLabel(cutoff)}, the business day before delivery. ` +
      'After that, please call your provider.';
    if (now.getTime() >= cutoff.getTime()) {
      return { cancellable: false, refundCents: 0, cutoff: cutoff.toISOString(), reason: CANCEL_MESSAGES.cutoffPassed, policyText };
    }
    return { cancellable: true, refundCents: paidCents(rental), cutoff: cutoff.toISOString(), policyText };
  }
  const reason = rental.status === 'cancelled' ? CANCEL_MESSAGES.alreadyCancelled : CANCEL_MESSAGES.notCancellable;
  return { cancellable: false, refundCents: 0, reason, policyText: reason };
}

/** What the checkout says about cancelling before the customer pays for a delivery on `startDate`. */
export interface CheckoutCancellationNotice {
  /** False when the free-cancellation cutoff has already passed: once paid, it cannot be cancelled online. */
  cancellableOnline: boolean;
  text: string;
}

export function checkoutCancellationNotice(startDate: string, now: Date): CheckoutCancellationNotice {
  const cutoff = cancellationCutoff(startDate);
  if (now.getTime() >= cutoff.getTime()) {
    return {
      cancellableOnline: false,
      text:
        `Free cancellation for this date ended at 3:00 PM Eastern on ${cutoffLabel(cutoff)}, the business day before delivery. ` +
        'Once paid, this booking cannot be cancelled online: to change or cancel it, call the provider.',
    };
  }
  // The sentence the order page shows once paid (cancellationPolicy of a confirmed rental).
  const { policyText } = cancellationPolicy({ status: 'confirmed', paymentStatus: 'paid', startDate, totalPriceCents: 0 }, now);
  return { cancellableOnline: true, text: policyText };
}
