// Turns a paid payment session into its rental, exactly once. Both the webhook and the success
// page's confirmation call this, any number of times, in any order, at the same moment: one
// DynamoDB transaction marks the stored checkout `recorded` (only if still pending) and creates
// the rental (only if its id, derived from the session id, is new), with the rentalPayment item
// that leads from the payment (intent) id to the rental, for the refunds and disputes that name
// only the payment (record-payment-change.ts), and the order's manage link (rentals/order-links.ts)
// that its e-mails and texts carry, and the card the checkout saved for the final charge. The same transaction turns the checkout's unit hold into the
// rental's reservation (functions/availability/holds.ts: the hold deleted, only if it still
// exists, its days no longer held). A payment whose hold lapsed meanwhile (released by the expiry
// event or the sweep) takes its days again, each only while a unit is free; if one is not, the
// unit was booked by someone else and the payment is refunded in full (outcome 'unavailable').
// Whoever loses reads the rental the winner wrote. Only the winner announces rental.created and
// counts the order (OrdersPlaced); a payment that books nothing counts in PaymentsFailed
// (functions/platform/metrics.ts).
import { newRentalTallyItems } from '../financials/tallies/tally-writes';
import { reservedSpan, type ReservedSpan } from '../../shared/availability';
import { bookingRulesOf } from '../../shared/booking-rules';
import type { Rental } from '../../shared/schemas/rental';
import { ceilingCheck, ceilingOf, takeDays } from '../availability/day-counters';
import { settleHold } from '../availability/holds';
import type { Store } from '../platform/data/store';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import { logger } from '../platform/logger';
import { BUSINESS_METRICS, countBusinessEvent } from '../platform/metrics';
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
  /** Paid after its hold lapsed, and the unit was booked meanwhile: refunded in full, no rental. */
  | { status: 'unavailable'; amountTotalCents: number }
  | { status: 'unknownSession' };

/** Contention between simultaneous callers is settled within a few attempts. */
const MAX_ATTEMPTS = 5;

async function readCheckout(store: Store, sessionId: string) {
  const { data } = await store.entities.checkoutSession.get({ sessionId }).go({ consistent: true });
  return data;
}
type StoredCheckout = NonNullable<Awaited<ReturnType<typeof readCheckout>>>;

function rentalFrom(checkout: StoredCheckout, paymentIntentId: string | undefined, timestamp: string, span: ReservedSpan): Rental {
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
    ...(checkout.includedTerms ? { includedTerms: checkout.includedTerms } : {}),
    addOns: checkout.addOns,
    paymentMethod: 'stripe',
    ...(paymentIntentId ? { paymentTransactionId: paymentIntentId } : {}),
    paymentStatus: 'paid',
    status: 'confirmed',
    reservedFrom: span.firstDay,
    reservedThrough: span.lastDay,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}

async function readRental(store: Store, rentalId: string): Promise<Rental | null> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  return data;
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
  if (checkout.status === 'refunded') return { status: 'unavailable', amountTotalCents: checkout.amountCents };

  const session = verifiedSession ?? (await deps.payments.retrieveCheckoutSession(sessionId));
  if (!session) return { status: 'unknownSession' };
  if (session.paymentStatus !== 'paid') {
    return { status: session.status === 'expired' ? 'expired' : 'unpaid', amountTotalCents: session.amountTotalCents };
  }
  if (session.amountTotalCents !== checkout.amountCents) {
    // Never expected: the session was opened for the stored amount. Refuse to book a different one.
    countBusinessEvent(BUSINESS_METRICS.paymentsFailed);
    logger.error('Paid amount differs from the stored checkout amount', {
      sessionId,
      paidCents: session.amountTotalCents,
      storedCents: checkout.amountCents,
    });
    return { status: 'amountMismatch', amountTotalCents: session.amountTotalCents };
  }

  const card = await savedCardOf(deps, session);
  for (let attempt = 1; ; attempt++) {
    const timestamp = deps.clock().toISOString();
    const units = await unitsFor(store, checkout);
    const rental = rentalFrom(checkout, session.paymentIntentId, timestamp, units.span);
    let won = false;
    let dayFull = false;
    try {
      // Where the days' part of the transaction starts: what a refusal there means is read from it.
      let daysAt = 0;
      const result = await store.transaction
        .write((entities) => {
          const recording = [
            entities.checkoutSession
              .patch({ sessionId })
              .set({ status: 'recorded', recordedAt: timestamp, updatedAt: timestamp })
              .where((attributes, { eq }) => eq(attributes.status, 'pending'))
              .commit(),
            // The session id is kept with the rental, never answered with it (entities/rental.ts).
            entities.rental.create({ ...rental, checkoutSessionId: checkout.sessionId }).commit(),
            ...newRentalTallyItems(store, rental),
            entities.orderLink.create(newOrderLink(rental, timestamp)).commit(),
            ...(session.paymentIntentId
              ? [entities.rentalPayment.create({ paymentId: session.paymentIntentId, rentalId: rental.rentalId, createdAt: timestamp, ...card }).commit()]
              : []),
          ];
          daysAt = recording.length;
          return [
            ...recording,
            ...(units.hold
              ? settleHold(entities, units.hold)
              : [ceilingCheck(entities, units.unit, units.ceiling), ...takeDays(entities, units.unit, units.span, units.ceiling, false)]),
          ];
        })
        .go();
      won = !result.canceled;
      // Taking the days again after a lapsed hold: a full day under an unchanged inventory (the
      // ceiling check first, then the days), the checkout still pending, means the unit is gone.
      dayFull =
        !units.hold &&
        result.canceled &&
        result.data[0]?.code === 'None' &&
        result.data[daysAt]?.code !== 'ConditionalCheckFailed' &&
        result.data.slice(daysAt + 1).some((item) => item.code === 'ConditionalCheckFailed');
    } catch (error) {
      // A transaction conflict with a simultaneous caller: fall through and look again.
      logger.warn('Recording a paid checkout met a concurrent write', { sessionId, attempt, error: String(error) });
    }
    if (won) {
      countBusinessEvent(BUSINESS_METRICS.ordersPlaced);
      await announce(deps, rental);
      return { status: 'recorded', rental, created: true, amountTotalCents: checkout.amountCents };
    }
    const existing = await readRental(store, checkout.rentalId);
    if (existing) return { status: 'recorded', rental: existing, created: false, amountTotalCents: checkout.amountCents };
    if (dayFull) return refundUnavailable(deps, checkout, session);
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Could not record paid checkout ${sessionId} after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}

/**
 * The card a saving session kept (customer and payment method), for the final charge after pickup
 * (functions/billing). A webhook's session names the customer but not the card, which only the
 * session read with its payment says: read then. A session that saved nothing has none.
 */
async function savedCardOf(deps: RecordPaidCheckoutDeps, session: PaymentSession): Promise<{ customerId?: string; paymentMethodId?: string }> {
  if (!session.customerId) return {};
  const read = session.paymentMethodId ? session : await deps.payments.retrieveCheckoutSession(session.id);
  const paymentMethodId = read?.paymentMethodId;
  return paymentMethodId ? { customerId: read.customerId ?? session.customerId, paymentMethodId } : {};
}

/**
 * What the payment reserves: the hold if it still stands; otherwise (it lapsed, or the checkout was
 * opened before holds existed) the days to take again, under the provider's inventory as it is now.
 */
async function unitsFor(store: Store, checkout: StoredCheckout) {
  const unit = { providerId: checkout.providerId, size: checkout.dumpsterSize };
  const { data: hold } = checkout.holdId ? await store.entities.unitHold.get({ holdId: checkout.holdId }).go({ consistent: true }) : { data: null };
  if (hold) return { unit, hold, span: { firstDay: hold.firstDay, lastDay: hold.lastDay }, ceiling: 0 };
  const { data: profile } = await store.entities.providerProfile.get({ providerId: checkout.providerId }).go({ consistent: true });
  const span =
    checkout.reservedFrom && checkout.reservedThrough
      ? { firstDay: checkout.reservedFrom, lastDay: checkout.reservedThrough }
      : reservedSpan(checkout.startDate, checkout.endDate, profile ? bookingRulesOf(profile).turnaroundDays : 0);
  return { unit, hold: null, span, ceiling: profile ? ceilingOf(profile, checkout.dumpsterSize) : 0 };
}

/**
 * The unit went while the payment was on its way: the whole payment goes back (one refund however
 * often this runs: the idempotency key is the session's) and the checkout says so, for the success
 * page to tell the customer.
 */
async function refundUnavailable(deps: RecordPaidCheckoutDeps, checkout: StoredCheckout, session: PaymentSession): Promise<RecordOutcome> {
  if (!session.paymentIntentId) throw new Error(`Paid session ${session.id} has no payment to refund`);
  await deps.payments.refund({
    paymentIntentId: session.paymentIntentId,
    amountCents: checkout.amountCents,
    idempotencyKey: `unavailable-${session.id}`,
  });
  const timestamp = deps.clock().toISOString();
  try {
    await deps.store.entities.checkoutSession
      .patch({ sessionId: session.id })
      .set({ status: 'refunded', updatedAt: timestamp })
      .where((attributes, { eq }) => eq(attributes.status, 'pending'))
      .go();
    // Counted by the caller that recorded the refund: once per payment.
    countBusinessEvent(BUSINESS_METRICS.paymentsFailed);
  } catch (error) {
    // Another caller recorded the refund first.
    if (!isConditionalCheckFailure(error)) throw error;
  }
  logger.warn('A payment arrived after its hold lapsed and the unit was booked: refunded in full', {
    sessionId: session.id,
    providerId: checkout.providerId,
    size: checkout.dumpsterSize,
  });
  return { status: 'unavailable', amountTotalCents: checkout.amountCents };
}

/** The order exists now; a failed announcement is logged and never fails the payment path. */
async function announce(deps: RecordPaidCheckoutDeps, rental: Rental): Promise<void> {
  try {
    await deps.events.publish({ type: 'rental.created', rentalId: rental.rentalId, occurredAt: rental.createdAt });
  } catch (error) {
    logger.error('Publishing rental.created failed; the rental stands', { rentalId: rental.rentalId, error: String(error) });
  }
}
