// What a rental's payment status means in money, for everyone who shows or counts it: the customer's
// order page, the provider's dashboard and books, the cancellation and rejection refunds.
import type { PaymentStatus, Rental } from './schemas/rental';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Not paid',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_lost: 'Dispute lost',
};

/** Dispute statuses Stripe reports once a dispute is over; only 'lost' takes the money. */
export const CLOSED_DISPUTE_STATUSES = ['won', 'lost', 'warning_closed', 'prevented'] as const;

type MoneyFacts = Pick<Rental, 'totalPriceCents' | 'paymentStatus'> &
  Partial<Pick<Rental, 'amountRefundedCents' | 'refundCents' | 'refundId' | 'disputeAmountCents'>>;

/**
 * Refunded so far (cents): all of it once the status says refunded; else what the payment provider
 * reported refunded at its end plus a refund the marketplace made itself (refundId) on a
 * cancellation or rejection, which the provider's report of it never adds to (record-payment-change.ts).
 */
export function refundedCents(rental: MoneyFacts): number {
  if (rental.paymentStatus === 'refunded') return rental.totalPriceCents;
  const own = rental.refundId ? (rental.refundCents ?? 0) : 0;
  return Math.min(rental.totalPriceCents, (rental.amountRefundedCents ?? 0) + own);
}

/**
 * The money the rental still brings in (cents): its price less refunds and less what a lost dispute
 * took back. Revenue counts this, never the price of refunded money.
 */
export function keptCents(rental: MoneyFacts): number {
  const lost = rental.paymentStatus === 'dispute_lost' ? (rental.disputeAmountCents ?? rental.totalPriceCents) : 0;
  return Math.max(0, rental.totalPriceCents - refundedCents(rental) - lost);
}

/** What a cancellation or rejection can still refund: the paid amount not refunded yet (nothing while disputed). */
export function refundableCents(rental: MoneyFacts): number {
  if (rental.paymentStatus !== 'paid' && rental.paymentStatus !== 'partially_refunded') return 0;
  return rental.totalPriceCents - refundedCents(rental);
}

/** The status a paid rental settles at once no dispute is open: by how much was refunded. */
export function settledPaymentStatus(totalCents: number, refunded: number): PaymentStatus {
  if (refunded >= totalCents) return 'refunded';
  return refunded > 0 ? 'partially_refunded' : 'paid';
}
