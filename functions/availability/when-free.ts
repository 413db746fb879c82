// Whether a unit of a size is free for a rental's days, and if not, the first full day and the next
// delivery date with a unit free for the whole rental: one Query of the days from the rental's first
// day through the last one the booking horizon allows. The web checkout's refusal (holds.ts) and the
// text-to-book conversation's (functions/sms) both name what this finds.
import { firstFullDay, nextFreeStart, type ReservedSpan } from '../../shared/availability';
import { addDays } from '../../shared/rental-dates';
import type { Store } from '../platform/data/store';
import { dayCounts, takenByDay, type UnitOf } from './day-counters';

export interface UnitRequest extends UnitOf {
  span: ReservedSpan;
  /** The rental length the next free date is looked for with, and the provider's turnaround after it. */
  rentalDays: number;
  turnaroundDays: number;
  /** The last date a delivery can be booked for (the booking horizon at the address). */
  latestStart: string;
  /** The provider's delivery rule (delivery days, blackouts, holidays, lead time). */
  canDeliverOn?: (day: string) => boolean;
}

export type UnitAvailability = { free: true } | { free: false; fullDay: string; nextStart: string | undefined };

/** Read consistently: a refusal decides from it, after a transaction found a day full. */
export async function unitAvailability(store: Store, request: UnitRequest, ceiling: number): Promise<UnitAvailability> {
  const horizon = { firstDay: request.span.firstDay, lastDay: addDays(request.latestStart, request.rentalDays + request.turnaroundDays) };
  const lastDay = horizon.lastDay > request.span.lastDay ? horizon.lastDay : request.span.lastDay;
  const taken = takenByDay(await dayCounts(store, request, { ...horizon, lastDay }, { consistent: true }));
  const fullDay = firstFullDay(taken, ceiling, request.span);
  if (!fullDay) return { free: true };
  const nextStart = nextFreeStart({
    taken,
    ceiling,
    from: addDays(request.span.firstDay, 1),
    until: request.latestStart,
    rentalDays: request.rentalDays,
    turnaroundDays: request.turnaroundDays,
    canDeliverOn: request.canDeliverOn,
  });
  return { free: false, fullDay, nextStart };
}
