// Keeping the dumpster longer, from the customer's order page (signed in, or by the order's manage
// link): the quote for a later pickup, asking for it, and the answer on coming back from paying.
//
// Asking (startExtension), in order, so a refusal writes nothing and nothing is charged twice:
//  1. the rules (shared/rental-extension.ts): a paid rental not over, a later pickup within the
//     limits; the price of the added days from the provider's stored prices (extensionQuote);
//  2. a unit hold on ONLY the added days (the day after the reservation through the new pickup plus
//     the rental's own turnaround), through the same conditioned transaction as a checkout's
//     (availability/holds.ts holdDays). A full day answers 'unavailable' with the latest pickup the
//     free days allow (latestPickup, from one Query of the days after the reservation);
//  3. the extension item (pending), then a payment session for its amount through the payment port,
//     expiring with the hold, its metadata naming the extension; paid, the webhook or the return
//     records it exactly once (record-extension.ts). An extension costing nothing is recorded at once.
// Not paid: the session's expiry, the return page's release of the hold (the checkout's own
// release route: the hold's id is the extension's) or the sweep gives the added days back.
import { randomUUID } from 'node:crypto';
import { latestPickup } from '../../../shared/availability';
import { extensionQuote } from '../../../shared/pricing';
import { addedDays, EXTENSION_MESSAGES, extensionRefusal, latestAllowedEndDate } from '../../../shared/rental-extension';
import { daysBetween } from '../../../shared/rental-dates';
import { calendarDateIn } from '../../../shared/zoned-time';
import { timeZoneOfZip } from '../../platform/zip-directory';
import type { ExtensionQuote, ExtensionStart, ExtensionStatus } from '../../../shared/schemas/extension';
import type { Rental } from '../../../shared/schemas/rental';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import { ceilingOf, dayCounts, takenByDay } from '../../availability/day-counters';
import { attachSession, holdDays, releaseHold } from '../../availability/holds';
import { placeLimitedHold } from '../../availability/hold-limits';
import { extensionHoldOwners } from '../../availability/hold-owners';
import type { Store } from '../../platform/data/store';
import { invalid, notFound, unprocessable } from '../../platform/errors';
import type { RentalEventPublisher } from '../../platform/events/rental-events';
import type { PaymentPort } from '../../platform/payments/payment-port';
import { MESSAGES } from '../../../shared/messages';
import { EXTENSION_METADATA_KEY, extendRental, readExtension, recordPaidExtension, type Extension } from './record-extension';

export interface ExtensionDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  payments: () => Promise<PaymentPort>;
  newId?: () => string;
}

/** Where the payment page sends the customer back to: the page they asked from (a site path). */
export interface ExtensionReturn {
  origin: string;
  pagePath: string;
}

export type ExtensionStartOutcome = ExtensionStart | { status: 'unavailable'; message: string; latestEndDate?: string };

/** A full day among the added ones, as holdDays' refusal: the latest pickup the free days allow. */
class DaysTaken extends Error {
  constructor(readonly latestEndDate: string | undefined) {
    super('A day of the extension is taken');
  }
}

type Provider = Pick<ProviderProfile, 'providerId' | 'businessName' | 'pricing' | 'dumpsterInventory'>;

/** The rules, then the provider's price and inventory for the rental's size. */
async function extensionFacts(store: Store, rental: Rental, endDate: string, now: Date) {
  const timeZone = await timeZoneOfZip(rental.deliveryAddress.zipCode);
  const refusal = extensionRefusal(rental, endDate, timeZone ? calendarDateIn(now, timeZone) : undefined);
  if (refusal?.reason === 'notExtendable') throw unprocessable(refusal.message);
  if (refusal) throw invalid(refusal.message, { endDate: refusal.message });
  const { data } = await store.entities.providerProfile.get({ providerId: rental.providerId }).go({ consistent: true });
  if (!data) throw unprocessable(EXTENSION_MESSAGES.notExtendable);
  const provider: Provider = data;
  const price = extensionQuote({ pricing: provider.pricing, sizeYards: Number(rental.dumpsterSize), extraDays: daysBetween(rental.endDate, endDate) });
  return { provider, price, ceiling: ceilingOf(provider, rental.dumpsterSize), span: addedDays(rental, endDate) };
}

/** The latest pickup the rules and the free days after the reservation allow: one Query of those days. */
async function latestEndDate(store: Store, rental: Rental, ceiling: number): Promise<string | undefined> {
  const limit = latestAllowedEndDate(rental);
  if (limit <= rental.endDate || !rental.reservedThrough) return undefined;
  const unit = { providerId: rental.providerId, size: rental.dumpsterSize };
  const taken = takenByDay(await dayCounts(store, unit, addedDays(rental, limit), { consistent: true }));
  return latestPickup({ taken, ceiling, endDate: rental.endDate, reservedThrough: rental.reservedThrough, until: limit });
}

function unavailableMessage(provider: Provider, rental: Rental, latest: string | undefined): string {
  const size = Number(rental.dumpsterSize);
  return latest ? EXTENSION_MESSAGES.daysTaken(provider.businessName, size, latest) : EXTENSION_MESSAGES.noDayFree(provider.businessName, size, rental.endDate);
}

/** The price of keeping the rental until `endDate`, and whether its added days are free now. */
export async function quoteExtension(store: Store, rental: Rental, endDate: string, now: Date): Promise<ExtensionQuote> {
  const { provider, price, ceiling } = await extensionFacts(store, rental, endDate, now);
  const latest = await latestEndDate(store, rental, ceiling);
  const available = latest !== undefined && latest >= endDate;
  return {
    endDate,
    extraDays: price.extraDays,
    extraDayCents: price.extraDayCents,
    amountCents: price.totalCents,
    available,
    ...(latest ? { latestEndDate: latest } : {}),
    ...(available ? {} : { message: unavailableMessage(provider, rental, latest) }),
  };
}

/**
 * Holds the added days and opens the payment for them; 'unavailable' (nothing written) when a day is
 * taken. A rental waits for one extension's payment at a time: asking again replaces the earlier
 * request's hold and payment page (availability/hold-owners.ts), unless the client is exempt from limits.
 */
export async function startExtension(deps: ExtensionDeps, back: ExtensionReturn, rental: Rental, endDate: string, client: string | null): Promise<ExtensionStartOutcome> {
  const { store } = deps;
  const { provider, price, ceiling, span } = await extensionFacts(store, rental, endDate, deps.clock());
  // Built before anything is held: a payment port that cannot be built refuses with nothing written.
  const payments = await deps.payments();
  const extensionId = (deps.newId ?? randomUUID)();
  const unit = { providerId: rental.providerId, size: rental.dumpsterSize };
  let expiresAt: string;
  try {
    ({ expiresAt } = await placeLimitedHold({ store, clock: deps.clock, payments }, extensionHoldOwners(client, rental.rentalId), unit, (slots) =>
      holdDays(deps, { ...unit, holdId: extensionId, span, ceiling, slots }, async (read) => new DaysTaken(await latestEndDate(store, rental, read))),
    ));
  } catch (error) {
    if (!(error instanceof DaysTaken)) throw error;
    return { status: 'unavailable', message: unavailableMessage(provider, rental, error.latestEndDate), ...(error.latestEndDate ? { latestEndDate: error.latestEndDate } : {}) };
  }

  const timestamp = deps.clock().toISOString();
  const extension: Extension = {
    extensionId,
    rentalId: rental.rentalId,
    ...unit,
    status: 'pending',
    fromEndDate: rental.endDate,
    fromReservedThrough: rental.reservedThrough!,
    toEndDate: endDate,
    toReservedThrough: span.lastDay,
    extraDays: price.extraDays,
    extraDayCents: price.extraDayCents,
    amountCents: price.totalCents,
    lineLabel: price.line.label,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  try {
    await store.entities.rentalExtension.create(extension).go();
  } catch (error) {
    await releaseHold(store, extensionId);
    throw error;
  }
  const recordDeps = { store, events: deps.events, clock: deps.clock, payments };
  if (price.totalCents === 0) {
    // Nothing to pay (the provider charges nothing for extra days): extended at once, the hold settled.
    const outcome = await extendRental(recordDeps, extension);
    if (outcome.status === 'recorded') return { status: 'extended', extensionId, rental: outcome.rental };
    throw unprocessable(EXTENSION_MESSAGES.rentalChanged);
  }

  const page = `${back.origin}${back.pagePath}`;
  let session: { id: string; url: string };
  try {
    session = await payments.createCheckoutSession({
      clientReferenceId: `extension-${extensionId}`,
      amountCents: price.totalCents,
      currency: 'usd',
      description: `${price.line.label} - ${rental.dumpsterSize} Yard dumpster - ${provider.businessName}`,
      ...(rental.customerEmail.trim() ? { customerEmail: rental.customerEmail } : {}),
      successUrl: `${page}?extension=${extensionId}`,
      cancelUrl: `${page}?extension=${extensionId}&payment=cancelled`,
      // Stripe metadata: strings only. The extension's id is what the webhook records it by.
      metadata: { [EXTENSION_METADATA_KEY]: extensionId, rental_id: rental.rentalId, provider_id: rental.providerId, end_date: endDate },
      idempotencyKey: `extension-${extensionId}`,
      expiresAt: new Date(expiresAt),
    });
  } catch (error) {
    await releaseHold(store, extensionId);
    throw error;
  }
  await attachSession(store, extensionId, session.id);
  await store.entities.rentalExtension.patch({ extensionId }).set({ sessionId: session.id, updatedAt: deps.clock().toISOString() }).go();
  return { status: 'payment', extensionId, url: session.url };
}

/** Back from the payment page: records the extension if paid (the webhook may not have arrived), then says what became of it. */
export async function extensionStatus(deps: ExtensionDeps, rental: Rental, extensionId: string): Promise<ExtensionStatus> {
  const extension = await readExtension(deps.store, extensionId);
  // Another rental's extension answers like a missing one.
  if (!extension || extension.rentalId !== rental.rentalId) throw notFound(MESSAGES.notFound);
  const outcome = await recordPaidExtension({ store: deps.store, events: deps.events, clock: deps.clock, payments: await deps.payments() }, extensionId);
  const { data } = await deps.store.entities.rental.get({ rentalId: rental.rentalId }).go({ consistent: true });
  const current = data ?? rental;
  switch (outcome.status) {
    case 'recorded':
      return { extensionId, status: 'extended', message: EXTENSION_MESSAGES.extended(extension.toEndDate), rental: current };
    case 'unavailable':
      return { extensionId, status: 'refunded', message: EXTENSION_MESSAGES.lapsedAndTaken, rental: current };
    case 'rentalChanged':
      return { extensionId, status: 'refunded', message: EXTENSION_MESSAGES.rentalChanged, rental: current };
    case 'expired':
      return { extensionId, status: 'notPaid', message: EXTENSION_MESSAGES.notPaid, rental: current };
    case 'unpaid':
    case 'amountMismatch':
    case 'unknownExtension':
      return { extensionId, status: 'processing', message: EXTENSION_MESSAGES.processing, rental: current };
  }
}
