// Search by date: of the providers a ZIP search found, those who can deliver the size on the date
// and have a unit free for the whole rental. The delivery-day rules come from each provider's search
// summary (lead time, delivery weekdays, blackout dates, holidays); the units from ONE BatchGetItem
// of every candidate's month items for the rental's months (day-counters.ts), the only read dates
// add to a search. A summary written before it carried the stock is not narrowed: its provider's
// checkout still refuses a full date with the next free one.
import { reservedSpan, spanIsFree } from '../../shared/availability';
import { bookingRulesOf, deliveryDayClosure, type BookingRules } from '../../shared/booking-rules';
import { addDays, deliveryDateProblem } from '../../shared/rental-dates';
import type { Store } from '../platform/data/store';
import { dayCountsOfMany, takenByDay } from './day-counters';

export interface DatedCandidate {
  providerId: string;
  stock?: Record<string, number>;
  bookingRules?: Partial<BookingRules>;
  observesFederalHolidays?: boolean;
}

export interface DatedOrder {
  sizeYards: number;
  startDate: string;
  rentalDays: number;
  now: Date;
  /** The searched ZIP's time zone: the provider's notice counts from today there. */
  timeZone: string;
}

/** Can the provider deliver on the date at all (notice, weekday, blackout, holiday)? The checkout's own rules. */
function deliversOn(candidate: DatedCandidate, order: DatedOrder): boolean {
  const rules = bookingRulesOf(candidate);
  const problem = deliveryDateProblem(order.startDate, order.now, order.timeZone, rules.leadTimeDays);
  if (problem === 'tooSoon' || problem === 'invalid') return false;
  return !deliveryDayClosure(rules, order.startDate, { observesFederalHolidays: candidate.observesFederalHolidays });
}

/** The ids of the candidates with a unit of the size free from delivery through pickup plus their turnaround. */
export async function providersFreeOn(store: Store, candidates: readonly DatedCandidate[], order: DatedOrder): Promise<Set<string>> {
  const size = String(order.sizeYards);
  const endDate = addDays(order.startDate, order.rentalDays);
  const delivering = candidates.filter((candidate) => deliversOn(candidate, order));
  const counted = delivering.filter((candidate) => candidate.stock !== undefined);
  const free = new Set(delivering.filter((candidate) => candidate.stock === undefined).map((candidate) => candidate.providerId));
  if (counted.length === 0) return free;
  const spans = new Map(counted.map((candidate) => [candidate.providerId, reservedSpan(order.startDate, endDate, bookingRulesOf(candidate).turnaroundDays)]));
  const lastDay = [...spans.values()].reduce((last, span) => (span.lastDay > last ? span.lastDay : last), endDate);
  const taken = await dayCountsOfMany(
    store,
    counted.map((candidate) => ({ providerId: candidate.providerId, size })),
    { firstDay: order.startDate, lastDay },
  );
  for (const candidate of counted) {
    const ceiling = candidate.stock?.[size] ?? 0;
    if (spanIsFree(takenByDay(taken.get(candidate.providerId) ?? []), ceiling, spans.get(candidate.providerId)!)) free.add(candidate.providerId);
  }
  return free;
}
