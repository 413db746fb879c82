// How a rental request reads on its card: the rental period, when it was requested, what was
// booked (add-ons and delivery window, by the labels checkout and the order pages use), who ended a
// cancelled one, and the wording of each provider action and its confirmation.
import type { ProviderRentalAction } from '../../../../../shared/schemas/provider-portal';
import { formatUsd } from '../../../../../shared/money';
import { addOnLabels } from '../../../../../shared/order-wording';
import { refundableCents } from '../../../../../shared/payment-status';
import { isDeclinedByProvider, refundStillOwed, shortDateLabel } from '../../../../../shared/rental-status';
import type { Rental } from '../../../../../shared/schemas/rental';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { rentalTitle } from '../../../lib/rental-display';

const REQUESTED_AT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 22, 2026 – Nov 29, 2026': calendar dates, the same wherever the provider is. */
export function rentalPeriodText(rental: Pick<Rental, 'startDate' | 'endDate'>): string {
  return `${formatCalendarDate(rental.startDate)} – ${formatCalendarDate(rental.endDate)}`;
}

/** The add-ons booked, by their labels ("Same-day delivery, Driveway protection"), or "None". */
export function addOnsText(rental: Pick<Rental, 'addOns'>): string {
  const labels = addOnLabels(rental.addOns);
  return labels.length > 0 ? labels.join(', ') : 'None';
}

/** Who ended a cancelled rental, where the provider did: their own rejection. */
export function cancellationNote(rental: Pick<Rental, 'status' | 'cancelledBy'>): string | undefined {
  return isDeclinedByProvider(rental) ? 'Declined by you' : undefined;
}

/** Said on a scheduled rental before its delivery date, in place of Mark Delivered. */
export const deliverableFromText = (rental: Pick<Rental, 'startDate'>) => `Can be marked delivered from ${shortDateLabel(rental.startDate)}`;

/** What rejecting refunds: the whole payment, or the rest of it after a refund at the payment provider. */
function refundNote(rental: Rental): string {
  const refundable = refundableCents(rental);
  if (refundable <= 0) return '';
  return refundable === rental.totalPriceCents
    ? ` The customer's payment of the full price is refunded.`
    : ` The rest of the customer's payment (${formatUsd(refundable)}) is refunded.`;
}

/** 'Nov 20, 2026, 10:05 AM' in the provider's own time zone. */
export function formatRequestedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : REQUESTED_AT.format(date);
}

export interface ActionWording {
  button: string;
  title: string;
  progress: string;
  question: (rental: Rental) => string;
}

const ACTION_WORDING: Record<ProviderRentalAction, ActionWording> = {
  approve: {
    button: 'Approve Request',
    title: 'Approve Request',
    progress: 'Approving...',
    question: (rental) =>
      `Approve ${rental.customerName}'s request for a ${rentalTitle(rental)} (${rentalPeriodText(rental)})? One ${rental.dumpsterSize}-yard dumpster will be reserved for it and its delivery scheduled for ${shortDateLabel(rental.startDate)}.`,
  },
  reject: {
    button: 'Reject Request',
    title: 'Reject Request',
    progress: 'Rejecting...',
    question: (rental) =>
      `Reject ${rental.customerName}'s request for a ${rentalTitle(rental)}?${refundNote(rental)} This cannot be undone.`,
  },
  deliver: {
    button: 'Mark Delivered',
    title: 'Mark Delivered',
    progress: 'Saving...',
    question: (rental) => `Mark ${rental.customerName}'s ${rentalTitle(rental)} as delivered? The customer is told it has arrived.`,
  },
  pick_up: {
    button: 'Mark Picked Up',
    title: 'Mark Picked Up',
    progress: 'Saving...',
    question: (rental) => `Mark ${rental.customerName}'s ${rentalTitle(rental)} as picked up? The customer is told it has been collected.`,
  },
  complete: {
    button: 'Mark as Completed',
    title: 'Mark as Completed',
    progress: 'Completing...',
    question: (rental) =>
      `Mark ${rental.customerName}'s ${rentalTitle(rental)} rental as completed? The dumpster becomes available again.`,
  },
};

/** Rejecting a rejection whose refund is still owed only retries the refund: it is worded so. */
const RETRY_REFUND: ActionWording = {
  button: 'Retry Refund',
  title: 'Retry Refund',
  progress: 'Refunding...',
  question: (rental) => `Refund ${formatUsd(rental.refundCents ?? 0)} to ${rental.customerName}'s card? The request stays declined.`,
};

export function actionWording(action: ProviderRentalAction, rental: Rental): ActionWording {
  return action === 'reject' && refundStillOwed(rental) ? RETRY_REFUND : ACTION_WORDING[action];
}

export interface ActionNotice {
  text: string;
  /** A refund still owed is a warning, not a success. */
  tone: 'success' | 'warning';
}

/** The notice after an action, from the rental as the server answered it. */
export function actionDoneText(action: ProviderRentalAction, before: Rental, after: Rental): ActionNotice {
  const rental = `${before.customerName}'s ${rentalTitle(before)} rental`;
  const owed = formatUsd(after.refundCents ?? 0);
  if (action === 'reject' && refundStillOwed(after)) {
    return refundStillOwed(before)
      ? { tone: 'warning', text: `The refund of ${owed} to ${before.customerName} could not be made yet. Try again later, or contact support if it keeps failing.` }
      : { tone: 'warning', text: `${rental} was rejected, but its ${owed} could not be refunded yet. Use Retry Refund on the request.` };
  }
  if (action === 'reject' && refundStillOwed(before)) {
    return { tone: 'success', text: `${before.customerName}'s refund of ${formatUsd(before.refundCents ?? 0)} was made.` };
  }
  return { tone: 'success', text: `${rental} was ${DONE_TEXT[action]}.` };
}

const DONE_TEXT: Record<ProviderRentalAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  deliver: 'marked as delivered',
  pick_up: 'marked as picked up',
  complete: 'marked as completed',
};
