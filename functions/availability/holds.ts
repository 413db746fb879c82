// Unit holds: a checkout takes its unit for its days before the payment session opens, for as long
// as the session can be paid (HOLD_MINUTES; the session is given the same expiry); an extension
// (functions/rentals/extensions) holds only its added days the same way (holdDays). Then exactly one
// of these happens, each one transaction conditioned on the hold item still existing:
// - the payment is recorded: the rental is created, the hold deleted, its days stay taken but are
//   no longer held (record-paid-checkout.ts builds that transaction with settleHold());
// - the session expired (Stripe's checkout.session.expired), the customer came back without paying,
//   or the sweep found the hold past its expiry: releaseHold() deletes it and gives its days back.
// A payment that arrives after its hold was released takes the days again if they are still free,
// and is refunded in full if not (record-paid-checkout.ts). A hold may also take places of its
// owners' (hold-limits.ts: the client's, the e-mail address's, ...): they are created in the
// transaction that places it and deleted in the one that releases or settles it.
import { AVAILABILITY_MESSAGES, HOLD_MINUTES, MAX_RESERVED_DAYS, spanLength, type ReservedSpan } from '../../shared/availability';
import type { unitHoldModel } from '../platform/data/entities/unit-hold';
import type { Item } from '../platform/data/schema';
import type { Store } from '../platform/data/store';
import { conflict, invalid } from '../platform/errors';
import { logger } from '../platform/logger';
import { ceilingCheck, ceilingOf, releaseDays, settleHeldDays, takeDays, type UnitOf } from './day-counters';
import { unitAvailability } from './when-free';

/** Transaction conflicts between checkouts racing for the same days settle within a few attempts. */
const MAX_ATTEMPTS = 8;

/**
 * How long after a hold's expiry the sweep waits before releasing it: a payment completed in the
 * session's last second is recorded by then (the webhook, or the success page's confirmation).
 */
export const SWEEP_GRACE_MINUTES = 10;

/** A place of an owner's that a hold takes (hold-slot.ts). */
export interface HoldSlotKey {
  owner: string;
  slot: string;
}

/** One of the hold's places was taken by another hold first: hold-limits.ts reads its owners' places again. */
export class SlotTaken extends Error {
  constructor() {
    super('A place of the hold was taken meanwhile');
  }
}

export interface HoldRequest extends UnitOf {
  holdId: string;
  span: ReservedSpan;
  /** The owners' places it takes (hold-limits.ts); none without limits. */
  slots?: readonly HoldSlotKey[];
  /** What the refusal names, and the rental length the next free date is looked for with. */
  businessName: string;
  rentalDays: number;
  turnaroundDays: number;
  /** The provider's delivery rule, for the next available date a refusal names. */
  canDeliverOn?: (day: string) => boolean;
  /** The last date a delivery can be booked for (the booking horizon at the address). */
  latestStart: string;
  /** The provider's inventory of the size as the caller read it; read here when not given, and again if it changed. */
  ceiling?: number;
}

export type Hold = Item<typeof unitHoldModel>;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 15 * attempt + Math.random() * 40));

async function readCeiling(store: Store, unit: UnitOf): Promise<number> {
  const { data } = await store.entities.providerProfile.get({ providerId: unit.providerId }).go({ consistent: true });
  return data ? ceilingOf(data, unit.size) : 0;
}

/** The 409 for a span with a full day, naming the next start date with a unit free for the whole rental. */
async function noUnitFree(store: Store, request: HoldRequest, ceiling: number) {
  const availability = await unitAvailability(store, request, ceiling);
  // Given back since the transaction was refused (a hold released meanwhile): worth trying again.
  if (availability.free) return conflict(AVAILABILITY_MESSAGES.busy);
  const message = AVAILABILITY_MESSAGES.noUnitFree(request.businessName, Number(request.size), availability.fullDay, availability.nextStart);
  return conflict(message, { startDate: message });
}

/**
 * Holds one unit for every day of the span until `now` + HOLD_MINUTES, or refuses with 409 naming
 * the first full day and the next date that is free. Nothing is written when refused.
 */
export function placeHold(deps: { store: Store; clock: () => Date }, request: HoldRequest): Promise<Hold> {
  return holdDays(deps, request, (ceiling) => noUnitFree(deps.store, request, ceiling));
}

/** What holdDays holds: one unit of the size on each day of the span, under the hold's id. */
export interface DaysHoldRequest extends UnitOf {
  holdId: string;
  span: ReservedSpan;
  /** The owners' places it takes (hold-limits.ts); none without limits. */
  slots?: readonly HoldSlotKey[];
  /** The provider's inventory of the size as the caller read it; read here when not given, and again if it changed. */
  ceiling?: number;
}

/**
 * The hold itself, for a checkout's days (placeHold) or an extension's added days
 * (functions/rentals/extensions): one transaction of a ceiling check, the hold item, its owners'
 * places (each only if free) and one conditioned update per month. A full day under an unchanged
 * inventory throws what `refuse` answers for that ceiling, a place taken meanwhile SlotTaken;
 * nothing is written then.
 */
export async function holdDays(
  deps: { store: Store; clock: () => Date },
  request: DaysHoldRequest,
  refuse: (ceiling: number) => Promise<Error>,
): Promise<Hold> {
  const { store } = deps;
  if (spanLength(request.span) > MAX_RESERVED_DAYS) throw invalid(AVAILABILITY_MESSAGES.tooLong);
  let ceiling = request.ceiling ?? (await readCeiling(store, request));
  const slots = request.slots ?? [];
  for (let attempt = 1; ; attempt += 1) {
    const now = deps.clock();
    const hold: Hold = {
      holdId: request.holdId,
      providerId: request.providerId,
      size: request.size,
      firstDay: request.span.firstDay,
      lastDay: request.span.lastDay,
      expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
      ...(slots.length ? { slots: slots.map(({ owner, slot }) => ({ owner, slot })) } : {}),
      createdAt: now.toISOString(),
    };
    const result = await store.transaction
      .write((entities) => [
        ceilingCheck(entities, request, ceiling),
        entities.unitHold.create(hold).commit(),
        ...slots.map((slot) => entities.holdSlot.create({ ...slot, holdId: hold.holdId, expiresAt: hold.expiresAt }).commit()),
        ...takeDays(entities, request, request.span, ceiling, true),
      ])
      .go();
    if (!result.canceled) return hold;
    const [ceilingOutcome, holdOutcome, ...rest] = result.data;
    if (holdOutcome?.code === 'ConditionalCheckFailed') throw new Error(`Hold ${request.holdId} exists already`);
    if (rest.slice(0, slots.length).some((slot) => slot.code === 'ConditionalCheckFailed')) throw new SlotTaken();
    const days = rest.slice(slots.length);
    const dayFull = days.some((day) => day.code === 'ConditionalCheckFailed');
    // A full day under the inventory as read is final; an inventory changed since is read again.
    if (dayFull && ceilingOutcome?.code !== 'ConditionalCheckFailed') throw await refuse(ceiling);
    if (ceilingOutcome?.code === 'ConditionalCheckFailed') ceiling = await readCeiling(store, request);
    if (attempt >= MAX_ATTEMPTS) {
      logger.warn('Placing a hold kept conflicting', { holdId: request.holdId, reasons: result.data.map((item) => item.code) });
      throw conflict(AVAILABILITY_MESSAGES.busy);
    }
    await pause(attempt);
  }
}

/** The hold's payment session, once opened: releasing the hold early needs it, to expire the session first. */
export async function attachSession(store: Store, holdId: string, sessionId: string): Promise<void> {
  await store.entities.unitHold.patch({ holdId }).set({ sessionId }).go();
}

export type ReleaseOutcome = 'released' | 'gone';

/**
 * Gives the hold's days back and deletes it, unless it is gone already (paid, or released by
 * someone else): exactly one caller releases it. `expiredBy` releases it only if it expired by then.
 */
export async function releaseHold(store: Store, holdId: string, options: { expiredBy?: Date } = {}): Promise<ReleaseOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const { data: hold } = await store.entities.unitHold.get({ holdId }).go({ consistent: true });
    if (!hold) return 'gone';
    if (options.expiredBy && hold.expiresAt > options.expiredBy.toISOString()) return 'gone';
    const span = { firstDay: hold.firstDay, lastDay: hold.lastDay };
    const result = await store.transaction
      .write((entities) => [
        entities.unitHold.deleteExisting({ holdId }, (attributes, { eq }) => eq(attributes.expiresAt, hold.expiresAt)).commit(),
        ...slotDeletes(entities, hold),
        ...releaseDays(entities, hold, span, true),
      ])
      .go();
    if (!result.canceled) return 'released';
    if (result.data[0]?.code === 'ConditionalCheckFailed') return 'gone';
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Releasing hold ${holdId} kept conflicting: ${result.data.map((item) => item.code).join(',')}`);
    await pause(attempt);
  }
}

/**
 * Its owners' places go with the hold. Unconditioned: a place exists exactly while its hold does
 * (created with it only if free), and these run beside the hold's own conditioned deletion.
 */
function slotDeletes(entities: Store['entities'], hold: Hold) {
  return (hold.slots ?? []).map((slot) => entities.holdSlot.delete(slot).commit());
}

/** The transaction items that turn the hold into a reservation: deleted (only if it still exists), its places freed, its days no longer held. */
export function settleHold(entities: Store['entities'], hold: Hold) {
  return [
    entities.unitHold.deleteExisting({ holdId: hold.holdId }).commit(),
    ...slotDeletes(entities, hold),
    ...settleHeldDays(entities, hold, { firstDay: hold.firstDay, lastDay: hold.lastDay }),
  ];
}

/**
 * The sweep: releases every hold past its expiry by more than SWEEP_GRACE_MINUTES, whether or not
 * the payment provider's expiry event came. Reads only the holds past it (one Query of the expiry
 * index). Answers how many it released.
 */
export async function releaseLapsedHolds(deps: { store: Store; clock: () => Date }): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - SWEEP_GRACE_MINUTES * 60_000);
  const { data } = await deps.store.entities.unitHold.query
    .byExpiry({})
    .between({}, { expiresAt: cutoff.toISOString() })
    .go({ pages: 'all', attributes: ['holdId', 'expiresAt'] });
  let released = 0;
  for (const hold of data) {
    if (hold.expiresAt > cutoff.toISOString()) continue;
    if ((await releaseHold(deps.store, hold.holdId, { expiredBy: cutoff })) === 'released') released += 1;
  }
  if (released > 0) logger.info('Released lapsed unit holds', { released });
  return released;
}
