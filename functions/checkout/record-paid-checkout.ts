// Turns a paid payment session into its rental, exactly once. Both the webhook and the success
// page's confirmation call this, any number of times, in any order, at the same moment: one
// DynamoDB transaction marks the stored checkout `recorded` (only if still pending) and creates
// the rental (only if its id, derived from the session id, is new), with the rentalPayment item
// that leads from the payment (intent) id to the rental, for the refunds and disputes that name
// only the payment (record-payment-change.ts), and the order's manage link (rentals/order-links.ts)
// that its e-mails and texts carry. Whoever loses reads the rental the winner wrote.
// Only the winner announces rental.created.
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { logger } from '../platform/logger';
import { newOrderLink } from '../rentals/order-links';
import type { PaymentPort, PaymentSession } from '../platform/payments/payment-port';

export interface RecordPaidCheckoutDeps {
  store: Store;
  payments: PaymentPort;
  events: RentalEventPublisher;
  clock: () => Date;
}

export type RecordOutcome =
  | { status: 'recorded'; rental: Rental; created: boolean; amountTotalCents: number }
  | { status: 'unpaid'; amountTotalCents: number }
  | { status: 'expired'; amountTotalCents: number }
  | { status: 'amountMismatch'; amountTotalCents: number }
  | { status: 'unknownSession' };

/** Contention between simultaneous callers is settled within a few attempts. */
const MAX_ATTEMPTS = 5;

async function readCheckout(store: Store, sessionId: string) {
  const { data } = await store.entities.checkoutSession.get({ sessionId }).go({ consistent: true });
  return data;
}
type StoredCheckout = NonNullable<Awaited<ReturnType<typeof readCheckout>>>;

function rentalFrom(checkout: StoredCheckout, paymentIntentId: string | undefined, timestamp: string): Rental {
  return {
    rentalId: checkout.rentalId,
    customerId: checkout.customerId,
    customerName: checkout.customerName,
    customerEmail: checkout.customerEmail,
    customerPhone: checkout.customerPhone,
    providerId: checkout.providerId,
    providerName: checkout.providerName,
    dumpsterSize: checkout.dumpsterSize,
    dumpsterType: checkout.dumpsterType,
    startDate: checkout.startDate,
    endDate: checkout.endDate,
    deliveryAddress: checkout.deliveryAddress,
    rentalPeriod: checkout.rentalPeriod ?? 'weekly',
    totalPriceCents: checkout.amountCents,
    ...(checkout.priceLines ? { priceLines: checkout.priceLines } : {}),
    addOns: checkout.addOns as Rental['addOns'],
    paymentMethod: 'stripe',
    ...(paymentIntentId ? { paymentTransactionId: paymentIntentId } : {}),
    paymentStatus: 'paid',
    status: 'confirmed',
    checkoutSessionId: checkout.sessionId,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}

async function readRental(store: Store, rentalId: string): Promise<Rental | null> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  return (data as Rental | null) ?? null;
}

/**
 * `verifiedSession` is the session as a signature-checked webhook event carried it; without it
 * the session is read from the payment provider.
 */
export async function recordPaidCheckout(
  deps: RecordPaidCheckoutDeps,
  sessionId: string,
  verifiedSession?: PaymentSession,
): Promise<RecordOutcome> {
  const { store } = deps;
  const checkout = await readCheckout(store, sessionId);
  if (!checkout) return { status: 'unknownSession' };
  if (checkout.status === 'recorded') {
    const rental = await readRental(store, checkout.rentalId);
    if (rental) return { status: 'recorded', rental, created: false, amountTotalCents: checkout.amountCents };
  }

  const session = verifiedSession ?? (await deps.payments.retrieveCheckoutSession(sessionId));
  if (!session) return { status: 'unknownSession' };
  if (session.paymentStatus !== 'paid') {
    return { status: session.status === 'expired' ? 'expired' : 'unpaid', amountTotalCents: session.amountTotalCents };
  }
  if (session.amountTotalCents !== checkout.amountCents) {
    // Never expected: the session was opened for the stored amount. Refuse to book a different one.
    logger.error('Paid amount differs from the stored checkout amount', {
      sessionId,
      paidCents: session.amountTotalCents,
      storedCents: checkout.amountCents,
    });
    return { status: 'amountMismatch', amountTotalCents: session.amountTotalCents };
  }

  for (let attempt = 1; ; attempt++) {
    const timestamp = deps.clock().toISOString();
    const rental = rentalFrom(checkout, session.paymentIntentId, timestamp);
    let won = false;
    try {
      const result = await store.transaction
        .write(({ checkoutSession, rental: rentals, rentalPayment, orderLink }) => [
          checkoutSession
            .patch({ sessionId })
            .set({ status: 'recorded', recordedAt: timestamp, updatedAt: timestamp })
            .where((attributes, { eq }) => eq(attributes.status, 'pending'))
            .commit(),
          rentals.create(rental).commit(),
          orderLink.create(newOrderLink(rental, timestamp)).commit(),
          ...(session.paymentIntentId
            ? [rentalPayment.create({ paymentId: session.paymentIntentId, rentalId: rental.rentalId, createdAt: timestamp }).commit()]
            : []),
        ])
        .go();
      won = !result.canceled;
    } catch (error) {
      // A transaction conflict with a simultaneous caller: fall through and look again.
      logger.warn('Recording a paid checkout met a concurrent write', { sessionId, attempt, error: String(error) });
    }
    if (won) {
      await announce(deps, rental);
      return { status: 'recorded', rental, created: true, amountTotalCents: checkout.amountCents };
    }
    const existing = await readRental(store, checkout.rentalId);
    if (existing) return { status: 'recorded', rental: existing, created: false, amountTotalCents: checkout.amountCents };
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Could not record paid checkout ${sessionId} after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}

/** The order exists now; a failed announcement is logged and never fails the payment path. */
async function announce(deps: RecordPaidCheckoutDeps, rental: Rental): Promise<void> {
  try {
    await deps.events.publish({ type: 'rental.created', rentalId: rental.rentalId, occurredAt: rental.createdAt });
  } catch (error) {
    logger.error('Publishing rental.created failed; the rental stands', { rentalId: rental.rentalId, error: String(error) });
  }
}
