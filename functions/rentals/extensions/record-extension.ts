// Extends a rental by a paid extension, exactly once. The webhook (checkout.session.completed with
// the extension's id in its metadata) and the customer's return from the payment page both call
// recordPaidExtension, any number of times, in any order, at the same moment: ONE DynamoDB
// transaction marks the extension `recorded` (only if still pending), moves the rental's pickup and
// last reserved day and adds the price (only if the rental is still extendable and still ends where
// the extension was asked from), records the payment -> rental link for refunds and disputes, and
// turns the extension's hold on the added days into the rental's reservation (the hold deleted,
// only if it still exists, its days no longer held). A payment whose hold lapsed meanwhile takes
// the added days again, each only while a unit is free. Explicit outcomes, as record-paid-checkout.ts:
// - recorded: the rental is extended (created: this call did it, and announces rental.extended);
// - unavailable: the hold lapsed and a day went to someone else: refunded in full;
// - rentalChanged: the rental was cancelled, completed or extended otherwise meanwhile: refunded in
//   full, and the hold (if it still stands) given back;
// - unpaid / expired / amountMismatch / unknownExtension: nothing changes.
import { rentalTallyItems, unchangedRentalMoney } from '../../financials/tallies/tally-writes';
import type { Rental } from '../../../shared/schemas/rental';
import { addDays } from '../../../shared/rental-dates';
import { EXTENDABLE_STATUSES } from '../../../shared/rental-extension';
import { ceilingCheck, ceilingOf, takeDays } from '../../availability/day-counters';
import { releaseHold, settleHold } from '../../availability/holds';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import type { rentalExtensionModel } from '../../platform/data/entities/rental-extension';
import type { Item } from '../../platform/data/schema';
import type { Store } from '../../platform/data/store';
import type { RentalEventPublisher } from '../../platform/events/rental-events';
import { logger } from '../../platform/logger';
import type { PaymentPort, PaymentSession } from '../../platform/payments/payment-port';

export type Extension = Item<typeof rentalExtensionModel>;

export interface RecordExtensionDeps {
  store: Store;
  payments: PaymentPort;
  events: RentalEventPublisher;
  clock: () => Date;
}

export type ExtensionOutcome =
  | { status: 'recorded'; rental: Rental; created: boolean }
  | { status: 'unpaid' | 'expired' | 'amountMismatch' | 'unknownExtension' }
  /** Paid after its hold lapsed, and a day went meanwhile: refunded in full, the rental unchanged. */
  | { status: 'unavailable' }
  /** Paid while the rental was cancelled, completed or extended otherwise: refunded in full. */
  | { status: 'rentalChanged' };

/** Marks a payment session as an extension's (Stripe metadata); a booking's sessions never carry it. */
export const EXTENSION_METADATA_KEY = 'rental_extension_id';

/** The extension a payment session pays for, if it is an extension's session. */
export const extensionIdOfSession = (session: Pick<PaymentSession, 'metadata'>): string | undefined => session.metadata[EXTENSION_METADATA_KEY];

/** Contention between simultaneous callers is settled within a few attempts. */
const MAX_ATTEMPTS = 5;

export async function readExtension(store: Store, extensionId: string): Promise<Extension | null> {
  const { data } = await store.entities.rentalExtension.get({ extensionId }).go({ consistent: true });
  return data;
}

async function readRental(store: Store, rentalId: string): Promise<Rental | null> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  return data;
}

/** What a refunded extension tells: which of the two refunds it was. */
const refundedOutcome = (extension: Extension): ExtensionOutcome => ({ status: extension.refundReason ?? 'unavailable' });

/**
 * `verifiedSession` is the session as a signature-checked webhook event carried it; without it the
 * session is read from the payment provider.
 */
export async function recordPaidExtension(deps: RecordExtensionDeps, extensionId: string, verifiedSession?: PaymentSession): Promise<ExtensionOutcome> {
  const extension = await readExtension(deps.store, extensionId);
  if (!extension) return { status: 'unknownExtension' };
  const settled = await settledOutcome(deps.store, extension);
  if (settled) return settled;
  if (!extension.sessionId) return { status: 'unpaid' };
  const session = verifiedSession ?? (await deps.payments.retrieveCheckoutSession(extension.sessionId));
  if (!session || session.id !== extension.sessionId) return { status: 'unknownExtension' };
  if (session.paymentStatus !== 'paid') return { status: session.status === 'expired' ? 'expired' : 'unpaid' };
  if (session.amountTotalCents !== extension.amountCents) {
    // Never expected: the session was opened for the stored amount. Refuse to extend for a different one.
    logger.error('Paid amount differs from the stored extension amount', { extensionId, paidCents: session.amountTotalCents, storedCents: extension.amountCents });
    return { status: 'amountMismatch' };
  }
  return extendRental(deps, extension, session);
}

/** An extension recorded or refunded already: its outcome. */
async function settledOutcome(store: Store, extension: Extension): Promise<ExtensionOutcome | undefined> {
  if (extension.status === 'refunded') return refundedOutcome(extension);
  if (extension.status !== 'recorded') return undefined;
  const rental = await readRental(store, extension.rentalId);
  return rental ? { status: 'recorded', rental, created: false } : { status: 'unknownExtension' };
}

/**
 * The one transaction that extends the rental, retried on contention. `session` is the paid
 * session; without one (an extension that costs nothing) there is no payment to record or refund.
 */
export async function extendRental(deps: RecordExtensionDeps, extension: Extension, session?: PaymentSession): Promise<ExtensionOutcome> {
  const { store } = deps;
  const paymentId = session?.paymentIntentId;
  for (let attempt = 1; ; attempt++) {
    const rental = await readRental(store, extension.rentalId);
    if (!rental) return { status: 'unknownExtension' };
    const timestamp = deps.clock().toISOString();
    const days = await daysFor(store, extension);
    const extended = extendedRental(rental, extension, paymentId, timestamp);
    // Its new price in the provider's tallies; the condition below pins the money it was worked out from.
    const tallies = await rentalTallyItems(store, rental, { ...rental, ...extended });
    let outcome: 'won' | 'settledMeanwhile' | 'rentalChanged' | 'dayFull' | 'retry' = 'retry';
    try {
      // Where the days' part of the transaction starts: what a refusal there means is read from it.
      let daysAt = 0;
      const result = await store.transaction
        .write((entities) => {
          const recording = [
            entities.rentalExtension
              .patch({ extensionId: extension.extensionId })
              .set({ status: 'recorded', recordedAt: timestamp, updatedAt: timestamp, ...(paymentId ? { paymentId } : {}) })
              .where((attributes, { eq }) => eq(attributes.status, 'pending'))
              .commit(),
            entities.rental
              .patch({ rentalId: rental.rentalId })
              .set(extended)
              .where((attributes, operations) =>
                [
                  // The money its share of the tallies was worked out from (paid, so no refund or dispute moves it otherwise).
                  unchangedRentalMoney(rental)(attributes, operations),
                  operations.eq(attributes.endDate, extension.fromEndDate),
                  operations.eq(attributes.reservedThrough, extension.fromReservedThrough),
                  operations.eq(attributes.totalPriceCents, rental.totalPriceCents),
                  operations.eq(attributes.paymentStatus, 'paid'),
                  `(${EXTENDABLE_STATUSES.map((status) => operations.eq(attributes.status, status)).join(' OR ')})`,
                ].join(' AND '),
              )
              .commit(),
            ...(paymentId ? [entities.rentalPayment.create({ paymentId, rentalId: rental.rentalId, createdAt: timestamp }).commit()] : []),
            ...tallies(entities),
          ];
          daysAt = recording.length;
          return [
            ...recording,
            ...(days.hold
              ? settleHold(entities, days.hold)
              : [ceilingCheck(entities, days.unit, days.ceiling), ...takeDays(entities, days.unit, days.span, days.ceiling, false)]),
          ];
        })
        .go();
      if (!result.canceled) outcome = 'won';
      else if (result.data[0]?.code === 'ConditionalCheckFailed') outcome = 'settledMeanwhile';
      // The extension still pending and the rental no longer where it was asked from: final, since
      // only extensions move a pickup and they only move it later.
      else if (result.data[0]?.code === 'None' && result.data[1]?.code === 'ConditionalCheckFailed') outcome = 'rentalChanged';
      // Taking the days again after a lapsed hold: a full day under an unchanged inventory.
      else if (
        !days.hold &&
        result.data[0]?.code === 'None' &&
        result.data[1]?.code === 'None' &&
        result.data[daysAt]?.code !== 'ConditionalCheckFailed' &&
        result.data.slice(daysAt + 1).some((item) => item.code === 'ConditionalCheckFailed')
      )
        outcome = 'dayFull';
    } catch (error) {
      // A transaction conflict with a simultaneous caller: look again.
      logger.warn('Recording an extension met a concurrent write', { extensionId: extension.extensionId, attempt, error: String(error) });
    }
    if (outcome === 'won') {
      const after: Rental = { ...rental, ...extended };
      await announce(deps, after, timestamp);
      return { status: 'recorded', rental: after, created: true };
    }
    if (outcome === 'settledMeanwhile') {
      const settled = await settledOutcome(store, (await readExtension(store, extension.extensionId)) ?? extension);
      if (settled) return settled;
    }
    if (outcome === 'rentalChanged' || outcome === 'dayFull') {
      return refundExtension(deps, extension, session, outcome === 'dayFull' ? 'unavailable' : 'rentalChanged');
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Could not record extension ${extension.extensionId} after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}

/** The rental's fields after the extension: the new pickup and last reserved day, the price and its line, the payment. */
function extendedRental(rental: Rental, extension: Extension, paymentId: string | undefined, timestamp: string) {
  return {
    endDate: extension.toEndDate,
    reservedThrough: extension.toReservedThrough,
    totalPriceCents: rental.totalPriceCents + extension.amountCents,
    priceLines: [...(rental.priceLines ?? []), { label: extension.lineLabel, cents: extension.amountCents }],
    extensions: [
      ...(rental.extensions ?? []),
      {
        extensionId: extension.extensionId,
        fromEndDate: extension.fromEndDate,
        toEndDate: extension.toEndDate,
        extraDays: extension.extraDays,
        amountCents: extension.amountCents,
        ...(paymentId ? { paymentId } : {}),
        paidAt: timestamp,
      },
    ],
    updatedAt: timestamp,
  };
}

/**
 * The added days the payment reserves: the hold if it still stands; otherwise (it lapsed) the days
 * to take again, under the provider's inventory as it is now.
 */
async function daysFor(store: Store, extension: Extension) {
  const unit = { providerId: extension.providerId, size: extension.size };
  const span = { firstDay: addDays(extension.fromReservedThrough, 1), lastDay: extension.toReservedThrough };
  const { data: hold } = await store.entities.unitHold.get({ holdId: extension.extensionId }).go({ consistent: true });
  if (hold) return { unit, hold, span, ceiling: 0 };
  const { data: profile } = await store.entities.providerProfile.get({ providerId: extension.providerId }).go({ consistent: true });
  return { unit, hold: null, span, ceiling: profile ? ceilingOf(profile, extension.size) : 0 };
}

/**
 * The payment could not extend the rental: all of it goes back (one refund however often this runs:
 * the idempotency key is the extension's), the extension says why, and a hold still standing gives
 * its days back.
 */
async function refundExtension(
  deps: RecordExtensionDeps,
  extension: Extension,
  session: PaymentSession | undefined,
  reason: 'unavailable' | 'rentalChanged',
): Promise<ExtensionOutcome> {
  if (session && extension.amountCents > 0) {
    if (!session.paymentIntentId) throw new Error(`Paid session ${session.id} has no payment to refund`);
    await deps.payments.refund({ paymentIntentId: session.paymentIntentId, amountCents: extension.amountCents, idempotencyKey: `extension-refund-${extension.extensionId}` });
  }
  const timestamp = deps.clock().toISOString();
  try {
    await deps.store.entities.rentalExtension
      .patch({ extensionId: extension.extensionId })
      .set({ status: 'refunded', refundReason: reason, updatedAt: timestamp })
      .where((attributes, { eq }) => eq(attributes.status, 'pending'))
      .go();
  } catch (error) {
    // Another caller recorded the refund first.
    if (!isConditionalCheckFailure(error)) throw error;
  }
  await releaseHold(deps.store, extension.extensionId);
  logger.warn('A paid extension could not extend its rental: refunded in full', { extensionId: extension.extensionId, rentalId: extension.rentalId, reason });
  return { status: reason };
}

/** The rental is extended now; a failed announcement is logged and never fails the payment path. */
async function announce(deps: RecordExtensionDeps, rental: Rental, occurredAt: string): Promise<void> {
  try {
    await deps.events.publish({ type: 'rental.extended', rentalId: rental.rentalId, occurredAt });
  } catch (error) {
    logger.error('Publishing rental.extended failed; the extension stands', { rentalId: rental.rentalId, error: String(error) });
  }
}
