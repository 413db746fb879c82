// The refund step shared by the customer's cancellation and the provider's rejection of a paid
// rental. Both key the refund refund-{rentalId}, so a cancel and a reject of one rental, and any
// retry of either, make at most one refund. An extended rental was paid by more than one payment
// (the booking, then each extension: functions/rentals/extensions); its refund goes back to each of
// them, at most what each paid, keyed refund-{rentalId}-{extensionId} for an extension's share.
import { changeRentalCounted } from '../financials/tallies/tally-writes';
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { unprocessable } from '../platform/errors';
import { logger } from '../platform/logger';
import type { PaymentPort } from '../platform/payments/payment-port';

export const refundIdempotencyKey = (rentalId: string) => `refund-${rentalId}`;

/**
 * The payment port for refunding `rental`, or a 422 with `unavailableMessage` when this process
 * cannot refund. Called before the status changes, so a refusal leaves nothing half done.
 */
export async function refundPort(
  payments: () => Promise<PaymentPort>,
  rental: Rental,
  unavailableMessage: string,
): Promise<PaymentPort> {
  if (!rental.paymentTransactionId) {
    logger.error('Paid rental has no payment to refund', { rentalId: rental.rentalId });
    throw unprocessable(unavailableMessage);
  }
  try {
    return await payments();
  } catch (error) {
    logger.error('Payment adapter unavailable for a refund', { rentalId: rental.rentalId, error: error as Error });
    throw unprocessable(unavailableMessage);
  }
}

export interface RefundShare {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** The payments the rental's refundCents goes back to: the booking's first, then each extension's in order. */
export function refundShares(rental: Pick<Rental, 'rentalId' | 'paymentTransactionId' | 'totalPriceCents' | 'refundCents' | 'extensions'>): RefundShare[] {
  const extensions = rental.extensions ?? [];
  const bookingCents = rental.totalPriceCents - extensions.reduce((sum, extension) => sum + extension.amountCents, 0);
  const payments = [
    { paymentIntentId: rental.paymentTransactionId, paidCents: bookingCents, idempotencyKey: refundIdempotencyKey(rental.rentalId) },
    ...extensions.map((extension) => ({
      paymentIntentId: extension.paymentId,
      paidCents: extension.amountCents,
      idempotencyKey: `${refundIdempotencyKey(rental.rentalId)}-${extension.extensionId}`,
    })),
  ];
  let left = rental.refundCents ?? 0;
  const shares: RefundShare[] = [];
  for (const payment of payments) {
    const amountCents = Math.min(left, payment.paidCents);
    if (amountCents <= 0 || !payment.paymentIntentId) continue;
    shares.push({ paymentIntentId: payment.paymentIntentId, amountCents, idempotencyKey: payment.idempotencyKey });
    left -= amountCents;
  }
  return shares;
}

/**
 * Refunds the rental's recorded refundCents and records the refund (refundId, paymentStatus
 * 'refunded'). The rental must already carry the refund owed, so a failure here leaves it owed.
 */
export async function refundRental(
  deps: { store: Store; clock: () => Date },
  payments: PaymentPort,
  rental: Rental,
): Promise<Rental> {
  let refundId: string | undefined;
  for (const share of refundShares(rental)) {
    const made = await payments.refund(share);
    refundId ??= made.refundId;
  }
  // The refund is made: record it on the rental as it now is (a payment event may have moved it meanwhile).
  for (let current = rental, attempt = 1; ; attempt += 1) {
    if (current.paymentStatus === 'refunded' && (current.refundId || !refundId)) return current;
    const changes = { ...(refundId ? { refundId } : {}), paymentStatus: 'refunded' as const, updatedAt: deps.clock().toISOString() };
    const { refused } = await changeRentalCounted(deps.store, current, changes);
    if (!refused) return { ...current, ...changes };
    if (attempt >= RECORD_ATTEMPTS) throw new Error(`Recording the refund of rental ${rental.rentalId} kept conflicting`);
    const { data } = await deps.store.entities.rental.get({ rentalId: rental.rentalId }).go({ consistent: true });
    if (!data) throw new Error(`Rental ${rental.rentalId} is gone`);
    current = data;
  }
}

/** A refund is recorded within a few attempts however many payment events arrive at once. */
const RECORD_ATTEMPTS = 5;
