// The stored half of availability: a provider's units of one size over one month are one item
// (availabilityMonth: takenDD, heldDD per day). Every change to them is a transaction item built here, so the
// rule lives in one place:
// - taking a unit is ONE update per month touched, conditioned on takenDD < the provider's
//   inventory of the size for every day DD of the rental in it, beside a condition check that the inventory is still the one the ceiling was read from;
//   DynamoDB applies the whole transaction or none of it, so no day is ever taken beyond what the
//   provider owns, however many checkouts race for it;
// - giving units back (a released hold, a cancelled rental, an early pickup) is an unconditioned
//   decrement, made exactly once because it sits in the same transaction as the one state change
//   that owns it (the hold's deletion, the rental's status change), which is conditioned.
// Reading a span of days is one Query of one partition (provider and size), in month order; many
// providers' spans are one BatchGetItem.
import { spanDays, type ReservedSpan, type TakenByDay } from '../../shared/availability';
import { inventoryKeyOf } from '../../shared/inventory-keys';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { DAYS_OF_MONTH, type availabilityMonthModel, type DayOfMonth } from '../platform/data/entities/availability-month';
import type { Item } from '../platform/data/schema';
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

/** The span's days grouped by calendar month ("2026-12" -> ["30", "31"]), in order. */
function daysByMonth(span: ReservedSpan): [string, DayOfMonth[]][] {
  const months = new Map<string, DayOfMonth[]>();
  for (const day of spanDays(span)) {
    const month = day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day.slice(8, 10) as DayOfMonth]);
  }
  return [...months];
}

const takenOf = (day: DayOfMonth) => `taken${day}` as const;
const heldOf = (day: DayOfMonth) => `held${day}` as const;

/** A change of `by` units on each of `days`: the taken counters, and the held ones too when `held`. */
function counts(days: readonly DayOfMonth[], by: number, counters: 'taken' | 'held' | 'both') {
  return Object.fromEntries(
    days.flatMap((day) => [
      ...(counters !== 'held' ? [[takenOf(day), by]] : []),
      ...(counters !== 'taken' ? [[heldOf(day), by]] : []),
    ]),
  );
}

/**
 * One unit of each day of the span taken, each only while fewer than `ceiling` are: one update per
 * month the span touches, conditioned on every one of its days; `held` for an unpaid checkout.
 */
export function takeDays(entities: Entities, unit: UnitOf, span: ReservedSpan, ceiling: number, held: boolean) {
  return daysByMonth(span).map(([month, days]) =>
    entities.availabilityMonth
      .update({ providerId: unit.providerId, size: unit.size, month })
      .add(counts(days, 1, held ? 'both' : 'taken'))
      .where((attributes, { notExists, lt }) => {
        const free = days.map((day) => `${notExists(attributes[takenOf(day)])} OR ${lt(attributes[takenOf(day)], ceiling)}`);
        // The builder parenthesises the whole condition; DynamoDB refuses a second pair around a lone one.
        return free.length === 1 ? free[0]! : free.map((condition) => `(${condition})`).join(' AND ');
      })
      .commit(),
  );
}

/** The span's units given back: held ones (a hold released) or reserved ones (a rental's days freed). */
export function releaseDays(entities: Entities, unit: UnitOf, span: ReservedSpan, held: boolean) {
  return daysByMonth(span).map(([month, days]) =>
    entities.availabilityMonth
      .patch({ providerId: unit.providerId, size: unit.size, month })
      .add(counts(days, -1, held ? 'both' : 'taken'))
      .commit(),
  );
}

/** A hold's units become a rental's reservation: still taken, no longer held. */
export function settleHeldDays(entities: Entities, unit: UnitOf, span: ReservedSpan) {
  return daysByMonth(span).map(([month, days]) =>
    entities.availabilityMonth.patch({ providerId: unit.providerId, size: unit.size, month }).add(counts(days, -1, 'held')).commit(),
  );
}

export interface DayCount {
  day: string;
  taken: number;
  held: number;
}

type MonthItem = Item<typeof availabilityMonthModel>;

/** The days of a month item with any unit taken, within the span, in day order. */
function countsOfMonth(item: Partial<MonthItem> & { month: string }, span: ReservedSpan): DayCount[] {
  return DAYS_OF_MONTH.map((day) => ({
    day: `${item.month}-${day}`,
    taken: item[takenOf(day)] ?? 0,
    held: item[heldOf(day)] ?? 0,
  })).filter((count) => count.taken > 0 && count.day >= span.firstDay && count.day <= span.lastDay);
}

/** The days of the span with any unit taken, in day order: one Query of the span's months. */
export async function dayCounts(store: Store, unit: UnitOf, span: ReservedSpan, options: { consistent?: boolean } = {}): Promise<DayCount[]> {
  const { data } = await store.entities.availabilityMonth.query
    .byProviderSize({ providerId: unit.providerId, size: unit.size })
    .between({ month: span.firstDay.slice(0, 7) }, { month: span.lastDay.slice(0, 7) })
    .go({ pages: 'all', consistent: options.consistent });
  return data.flatMap((item) => countsOfMonth(item, span));
}

/**
 * The days of one span taken for each of many providers' units of one size: ONE BatchGetItem of
 * their month items (more only past 100 keys, then in parallel). Search narrows its candidates with it.
 */
export async function dayCountsOfMany(store: Store, units: readonly UnitOf[], span: ReservedSpan): Promise<Map<string, DayCount[]>> {
  const months = [...new Set(spanDays(span).map((day) => day.slice(0, 7)))];
  const keys = units.flatMap((unit) => months.map((month) => ({ providerId: unit.providerId, size: unit.size, month })));
  const items = await store.entities.availabilityMonth.getMany(keys);
  const byProvider = new Map<string, DayCount[]>(units.map((unit) => [unit.providerId, []]));
  for (const item of items) byProvider.get(item.providerId)?.push(...countsOfMonth(item, span));
  return byProvider;
}

export const takenByDay = (counts: readonly DayCount[]): TakenByDay => new Map(counts.map((count) => [count.day, count.taken]));

/**
 * The days of one span taken for each of one provider's sizes: ONE BatchGetItem of the month items
 * of every size asked for (the inventory page's and the dashboard's figures for today). Keyed by size.
 */
export async function dayCountsBySize(store: Store, providerId: string, sizes: readonly string[], span: ReservedSpan): Promise<Map<string, DayCount[]>> {
  const months = [...new Set(spanDays(span).map((day) => day.slice(0, 7)))];
  const keys = sizes.flatMap((size) => months.map((month) => ({ providerId, size, month })));
  const items = keys.length > 0 ? await store.entities.availabilityMonth.getMany(keys) : [];
  const bySize = new Map<string, DayCount[]>(sizes.map((size) => [size, []]));
  for (const item of items) bySize.get(item.size)?.push(...countsOfMonth(item, span));
  for (const counts of bySize.values()) counts.sort((a, b) => a.day.localeCompare(b.day));
  return bySize;
}
