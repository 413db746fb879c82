// The refund step shared by the customer's cancellation and the provider's rejection of a paid
// rental. Both key the refund refund-{rentalId}, so a cancel and a reject of one rental, and any
// retry of either, make at most one refund.
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

/**
 * Refunds the rental's recorded refundCents and records the refund (refundId, paymentStatus
 * 'refunded'). The rental must already carry the refund owed, so a failure here leaves it owed.
 */
export async function refundRental(
  deps: { store: Store; clock: () => Date },
  payments: PaymentPort,
  rental: Rental,
): Promise<Rental> {
  const { refundId } = await payments.refund({
    paymentIntentId: rental.paymentTransactionId!,
    amountCents: rental.refundCents!,
    idempotencyKey: refundIdempotencyKey(rental.rentalId),
  });
  const { data } = await deps.store.entities.rental
    .patch({ rentalId: rental.rentalId })
    .set({ refundId, paymentStatus: 'refunded', updatedAt: deps.clock().toISOString() })
    .go({ response: 'all_new' });
  return data as Rental;
}
