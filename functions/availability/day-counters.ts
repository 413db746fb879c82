// The stored half of availability: a provider's units of one size on one day are one item
// (availabilityDay: taken, held). Every change to them is a transaction item built here, so the
// rule lives in one place:
// - taking a unit is ONE update per day conditioned on taken < the provider's inventory of the
//   size, beside a condition check that the inventory is still the one the ceiling was read from;
//   DynamoDB applies the whole transaction or none of it, so no day is ever taken beyond what the
//   provider owns, however many checkouts race for it;
// - giving units back (a released hold, a cancelled rental, an early pickup) is an unconditioned
//   decrement, made exactly once because it sits in the same transaction as the one state change
//   that owns it (the hold's deletion, the rental's status change), which is conditioned.
// Reading a span of days is one Query of one partition (provider and size), in day order.
import { spanDays, type ReservedSpan, type TakenByDay } from '../../shared/availability';
import { inventoryKeyOf } from '../../shared/schemas/provider-portal';
import type { ProviderProfile } from '../../shared/schemas/provider';
import type { Store } from '../platform/data/store';

type Entities = Store['entities'];

export interface UnitOf {
  providerId: string;
  /** Yards, as a rental's dumpsterSize ("20"). */
  size: string;
}

/** The provider's inventory of the size: the ceiling no day's taken count may pass. */
export function ceilingOf(profile: Pick<ProviderProfile, 'dumpsterInventory'>, size: string): number {
  const key = inventoryKeyOf(size);
  return key ? (profile.dumpsterInventory[key] ?? 0) : 0;
}

/** The condition that the provider's inventory of the size is still `ceiling` (it was read before the transaction). */
export function ceilingCheck(entities: Entities, unit: UnitOf, ceiling: number) {
  const key = inventoryKeyOf(unit.size);
  if (!key) throw new Error(`No inventory key for size ${unit.size}`);
  return entities.providerProfile.check({ providerId: unit.providerId }, (attributes, { eq }) => eq(attributes.dumpsterInventory[key], ceiling)).commit();
}

/** One unit of each day of the span taken, each only while fewer than `ceiling` are; `held` for an unpaid checkout. */
export function takeDays(entities: Entities, unit: UnitOf, span: ReservedSpan, ceiling: number, held: boolean) {
  return spanDays(span).map((day) =>
    entities.availabilityDay
      .update({ providerId: unit.providerId, size: unit.size, day })
      .add(held ? { taken: 1, held: 1 } : { taken: 1 })
      .where((attributes, { notExists, lt }) => `${notExists(attributes.taken)} OR ${lt(attributes.taken, ceiling)}`)
      .commit(),
  );
}

/** The span's units given back: held ones (a hold released) or reserved ones (a rental's days freed). */
export function releaseDays(entities: Entities, unit: UnitOf, span: ReservedSpan, held: boolean) {
  return spanDays(span).map((day) =>
    entities.availabilityDay
      .patch({ providerId: unit.providerId, size: unit.size, day })
      .add(held ? { taken: -1, held: -1 } : { taken: -1 })
      .commit(),
  );
}

/** A hold's units become a rental's reservation: still taken, no longer held. */
export function settleHeldDays(entities: Entities, unit: UnitOf, span: ReservedSpan) {
  return spanDays(span).map((day) =>
    entities.availabilityDay.patch({ providerId: unit.providerId, size: unit.size, day }).add({ held: -1 }).commit(),
  );
}

export interface DayCount {
  day: string;
  taken: number;
  held: number;
}

/** The days of the span with any unit taken, in day order: one Query (strongly consistent when asked). */
export async function dayCounts(store: Store, unit: UnitOf, span: ReservedSpan, options: { consistent?: boolean } = {}): Promise<DayCount[]> {
  const { data } = await store.entities.availabilityDay.query
    .byProviderSize({ providerId: unit.providerId, size: unit.size })
    .between({ day: span.firstDay }, { day: span.lastDay })
    .go({ pages: 'all', consistent: options.consistent });
  return data.map((item) => ({ day: item.day, taken: item.taken ?? 0, held: item.held ?? 0 })).filter((count) => count.taken > 0);
}

export const takenByDay = (counts: readonly DayCount[]): TakenByDay => new Map(counts.map((count) => [count.day, count.taken]));
