// The customer cancels their own rental under the cancellation policy (shared/cancellation.ts).
//
// Order of steps, so no race loses money or double-refunds:
//  1. A conditional write claims the cancellation: status -> cancelled only if the status is still
//     the one the policy was applied to, recording the refund owed. Of two concurrent cancels one
//     wins; the other re-reads, finds the rental cancelled and answers 200 with it (a cancel is
//     idempotent, so a retried request is harmless). A rental that changed to anything else
//     (e.g. the provider approved it meanwhile) answers 409.
//  2. The refund goes through the payment port with the idempotency key refund-{rentalId}, so the
//     winner and any retry produce one refund; then refundId and paymentStatus 'refunded' are
//     recorded. If the refund fails the rental stays cancelled with the refund owed, the request
//     fails, and cancelling again completes the refund.
import { rentalTallyItems, unchangedRentalShare } from '../financials/tallies/tally-writes';
import { CANCEL_MESSAGES, cancellationPolicy } from '../../shared/cancellation';
import { timelineWith } from '../../shared/rental-timeline';
import { MESSAGES } from '../../shared/messages';
import type { Rental } from '../../shared/schemas/rental';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { conflict, forbidden, notFound, unprocessable } from '../platform/errors';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import type { PaymentPort } from '../platform/payments/payment-port';
import { changeReleasingDays } from '../availability/rental-days';
import { refundPort, refundRental } from './refund-rental';

export interface CancelRentalDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  /**
   * The payment adapter, built only when a refund is due (an unpaid rental's cancellation never
   * depends on the payment configuration). A port that cannot be built refuses paid cancellations.
   */
  payments: () => Promise<PaymentPort>;
}

export async function readOwnRental(store: Store, customerId: string, rentalId: string): Promise<Rental> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  // Someone else's rental answers exactly like a missing one, as in getRental.
  if (!data) throw notFound(MESSAGES.rentalNotFound);
  if (data.customerId !== customerId) throw forbidden(MESSAGES.rentalNoPermission);
  return data;
}

const refundOwed = (rental: Rental) =>
  rental.status === 'cancelled' && (rental.refundCents ?? 0) > 0 && rental.paymentStatus !== 'refunded';

async function completeRefund(deps: CancelRentalDeps, rental: Rental, port?: PaymentPort): Promise<Rental> {
  if (!refundOwed(rental)) return rental;
  const payments = port ?? (await refundPort(deps.payments, rental, CANCEL_MESSAGES.refundUnavailable));
  return refundRental(deps, payments, rental);
}

export async function cancelRental(deps: CancelRentalDeps, customerId: string, rentalId: string): Promise<Rental> {
  const { store, clock } = deps;
  const rental = await readOwnRental(store, customerId, rentalId);
  if (rental.status === 'cancelled') return completeRefund(deps, rental);

  const now = clock();
  const policy = cancellationPolicy(rental, now);
  if (!policy.cancellable) throw unprocessable(policy.reason ?? CANCEL_MESSAGES.notCancellable);
  // Refuse before claiming anything when the refund could not be made.
  const port = policy.refundCents > 0 ? await refundPort(deps.payments, rental, CANCEL_MESSAGES.refundUnavailable) : undefined;

  let cancelled: Rental;
  try {
    // The days it held go back to the provider's availability in the same write (rental-days.ts).
    const changes = {
      status: 'cancelled' as const,
      cancelledBy: 'customer' as const,
      cancelledAt: now.toISOString(),
      refundCents: policy.refundCents,
      updatedAt: now.toISOString(),
      timeline: timelineWith(rental, 'cancelled', now.toISOString(), 'customer'),
    };
    cancelled = await changeReleasingDays(
      store,
      rental,
      () => store.entities.rental.patch({ rentalId }).set(changes).composite({ createdAt: rental.createdAt }).where(unchangedRentalShare(rental)),
      () => rentalTallyItems(store, rental, { ...rental, ...changes }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const current = await readOwnRental(store, customerId, rentalId);
    if (current.status === 'cancelled') return completeRefund(deps, current, port);
    throw conflict(CANCEL_MESSAGES.changedMeanwhile);
  }
  await deps.events.publish({ type: 'rental.cancelled', rentalId, occurredAt: now.toISOString() });
  return completeRefund(deps, cancelled, port);
}
