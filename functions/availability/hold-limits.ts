// How many unit holds waiting for payment an owner may have at once, so no stranger can hold a
// provider's stock hostage with checkouts they never pay (docs/ARCHITECTURE.md, "Availability").
// Owners (hold-owners.ts says who they are for each way of booking) have a few numbered places,
// `n#0` up to their limit, and, when they may hold only one unit of a provider's size, one place for
// it, `unit#<providerId>#<size>`: holdSlot items in the owner's partition (hold-slot.ts). A hold
// takes a free place of each of its owners in the very transaction that places it, each written
// only if no place has that key, and gives them back in the transaction that releases or settles
// it (holds.ts). So a place exists exactly while its hold does, it comes back the moment the
// checkout is paid, left by the payment page's cancel link or expired, and two requests racing for
// an owner's last place cannot both get it. Before the transaction, one Query per owner reads its
// places (a few items, never a Scan) to choose:
//   - the owner's earlier hold of the same unit, or, for an owner whose new hold replaces its
//     earliest, the hold in its way: expired at the payment port (so its page can no longer be
//     paid) and released, then the places are read again;
//   - a place whose hold has expired but is not yet released (the sweep waits for late payments):
//     that hold is released now (a payment in its last second is still recorded or refunded by
//     record-paid-checkout.ts, as for any lapsed hold), then the places are read again;
//   - all places held: refused with 429 and the owner's message, naming the minutes until its
//     earliest hold lapses; nothing is written.
import { AVAILABILITY_MESSAGES } from '../../shared/availability';
import { conflict, LimitReached } from '../platform/errors';
import { logger } from '../platform/logger';
import type { PaymentPort } from '../platform/payments/payment-port';
import type { Store } from '../platform/data/store';
import type { UnitOf } from './day-counters';
import { releaseHold, SlotTaken, type Hold, type HoldSlotKey } from './holds';

export interface HoldOwner {
  /** Whose places: 'client:user:<id>', 'client:ip:<address>', 'email:<address>', 'phone:<E.164>', 'rental:<id>'. */
  key: string;
  /** Holds it may have at once. */
  limit: number;
  /** All places held: refuse the new hold with this message (429), or replace the owner's earliest hold with it. */
  whenFull: { refuse: (count: number, retryAfterSeconds: number) => string } | 'replaceEarliest';
  /** One hold of a provider's size at a time: a new one replaces the earlier. */
  onePerUnit?: boolean;
}

export interface HoldLimitDeps {
  store: Store;
  clock: () => Date;
  payments: PaymentPort;
}

/** Places read, replacements and release made: settled within a few rounds unless a stranger races the same owner. */
const MAX_ROUNDS = 8;
/** A hold without a payment session yet is still being opened, unless it is older than this. */
const OPENING_GRACE_MS = 2 * 60_000;

const numbered = (index: number) => `n#${index}`;
const pause = (round: number) => new Promise((resolve) => setTimeout(resolve, 20 * round + Math.random() * 40));
export const unitSlotOf = (unit: UnitOf) => `unit#${unit.providerId}#${unit.size}`;

export type Slot = { slot: string; holdId: string; expiresAt: string };

/**
 * Places the hold that `place` makes, with the places it takes of each owner (none: no limits, as
 * for a client exempt from them). Refuses with 429 (LimitReached) when an owner that refuses is full.
 */
export async function placeLimitedHold(
  deps: HoldLimitDeps,
  owners: readonly HoldOwner[],
  unit: UnitOf,
  place: (slots: readonly HoldSlotKey[]) => Promise<Hold>,
): Promise<Hold> {
  if (owners.length === 0) return place([]);
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const now = deps.clock();
    const read = await Promise.all(owners.map(async (owner) => ({ owner, slots: await slotsOf(deps.store, owner.key) })));
    // What stands in the way goes first; then the places are read again.
    const inTheWay = read.flatMap(({ owner, slots }) => holdsInTheWay(owner, slots, unit, now));
    if (inTheWay.length > 0) {
      for (const { holdId, lapsed } of inTheWay) await (lapsed ? releaseHold(deps.store, holdId, { expiredBy: now }) : replaceHold(deps, holdId, now));
      await pause(round);
      continue;
    }
    const claims: HoldSlotKey[] = [];
    for (const { owner, slots } of read) {
      const taken = new Set(slots.map((slot) => slot.slot));
      const free = Array.from({ length: owner.limit }, (_, index) => numbered(index)).find((slot) => !taken.has(slot));
      if (!free) {
        if (owner.whenFull === 'replaceEarliest') throw new Error(`Owner ${owner.key} is full although it replaces its earliest hold`);
        throw new LimitReached(owner.whenFull.refuse(owner.limit, secondsUntilFirstLapse(slots, now)), secondsUntilFirstLapse(slots, now));
      }
      claims.push({ owner: owner.key, slot: free });
      if (owner.onePerUnit) claims.push({ owner: owner.key, slot: unitSlotOf(unit) });
    }
    try {
      return await place(claims);
    } catch (error) {
      // Another hold of the same owner took a place between the read and the transaction.
      if (!(error instanceof SlotTaken)) throw error;
    }
    await pause(round);
  }
  logger.warn('Placing a limited hold kept meeting other holds of its owners', { owners: owners.map((owner) => owner.key) });
  throw conflict(AVAILABILITY_MESSAGES.busy);
}

async function slotsOf(store: Store, owner: string): Promise<Slot[]> {
  const { data } = await store.entities.holdSlot.query.byOwner({ owner }).go({ pages: 'all', consistent: true, attributes: ['slot', 'holdId', 'expiresAt'] });
  return data;
}

/** The holds to release (lapsed) or replace before this owner's new hold can take its places. */
export function holdsInTheWay(owner: HoldOwner, slots: readonly Slot[], unit: UnitOf, now: Date): { holdId: string; lapsed: boolean }[] {
  const lapsed = slots.filter((slot) => slot.expiresAt <= now.toISOString()).map((slot) => ({ holdId: slot.holdId, lapsed: true }));
  if (lapsed.length > 0) return dedupe(lapsed);
  const sameUnit = owner.onePerUnit ? slots.find((slot) => slot.slot === unitSlotOf(unit)) : undefined;
  if (sameUnit) return [{ holdId: sameUnit.holdId, lapsed: false }];
  const places = slots.filter((slot) => slot.slot.startsWith('n#'));
  if (owner.whenFull === 'replaceEarliest' && places.length >= owner.limit) {
    const earliest = [...places].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))[0]!;
    return [{ holdId: earliest.holdId, lapsed: false }];
  }
  return [];
}

const dedupe = <T extends { holdId: string }>(holds: T[]) => holds.filter((hold, index) => holds.findIndex((other) => other.holdId === hold.holdId) === index);

/**
 * Replaces an unpaid hold: its payment session is expired first, so its page can no longer be paid,
 * then its days and places are given back. A session paid meanwhile keeps its hold (its payment
 * becomes the booking and frees the places); a hold still opening its session is left to finish.
 */
async function replaceHold(deps: HoldLimitDeps, holdId: string, now: Date): Promise<void> {
  const { data: hold } = await deps.store.entities.unitHold.get({ holdId }).go({ consistent: true });
  if (!hold) return;
  if (!hold.sessionId) {
    if (now.getTime() - Date.parse(hold.createdAt) < OPENING_GRACE_MS) throw conflict(AVAILABILITY_MESSAGES.busy);
  } else if ((await deps.payments.expireCheckoutSession(hold.sessionId)) === 'notOpen') {
    return;
  }
  if ((await releaseHold(deps.store, holdId)) === 'released') logger.info('Replaced an unpaid hold with its owner\'s new one', { holdId });
}

function secondsUntilFirstLapse(slots: readonly Slot[], now: Date): number {
  const first = Math.min(...slots.map((slot) => Date.parse(slot.expiresAt)));
  return Math.max(1, Math.ceil((first - now.getTime()) / 1000));
}
