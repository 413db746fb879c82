// The next delivery dates a provider can take a rental on, for the listing page and the checkout:
// days they deliver on (lead time on the address's clock, delivery weekdays, blackouts, holidays;
// shared/booking-rules.ts) with a unit of the size free for the whole rental plus turnaround
// (shared/availability.ts freeStarts/fullStarts over the day counters). One Query of the size's
// month items for the window and the rentals starting in it, never a scan. It only informs: the
// checkout's hold (holds.ts) is what takes a unit, and refuses a full date with 409 whatever was shown.
import { freeStarts, fullStarts, MAX_RESERVED_DAYS, NEXT_AVAILABLE_COUNT, NEXT_AVAILABLE_WINDOW_DAYS, type StartSearch } from '../../shared/availability';
import { bookingRulesOf, deliveryDayClosure, type BookingRules } from '../../shared/booking-rules';
import { addDays, deliveryWindow } from '../../shared/rental-dates';
import type { DumpsterInventory } from '../../shared/schemas/provider';
import type { NextAvailableDates } from '../../shared/schemas/next-available';
import type { Store } from '../platform/data/store';
import { clockOfZip } from '../platform/zip-directory';
import { ceilingOf, dayCounts, takenByDay } from './day-counters';

export interface BookableProvider {
  providerId: string;
  dumpsterInventory: DumpsterInventory;
  bookingRules?: Partial<BookingRules>;
  observesFederalHolidays?: boolean;
  address: { zipCode: string };
}


/**
 * The provider's own clock: where the dates are read before the customer has typed a delivery ZIP
 * (a provider delivers around their yard, so it is almost always the customer's too).
 */
export async function timeZoneOfProvider(provider: Pick<BookableProvider, 'address'>): Promise<string> {
  return clockOfZip(provider.address.zipCode);
}

/**
 * The first NEXT_AVAILABLE_COUNT delivery dates within NEXT_AVAILABLE_WINDOW_DAYS of the first one
 * the provider can still take an order for now (in `timeZone`) on which a unit of the size is free
 * for `rentalDays` plus turnaround, and every date of that window on which none is.
 */
export async function nextAvailableStarts(
  store: Store,
  provider: BookableProvider,
  order: { sizeYards: number; rentalDays: number },
  now: Date,
  timeZone: string,
): Promise<NextAvailableDates> {
  const rules = bookingRulesOf(provider);
  const { earliest: from, latest } = deliveryWindow(now, timeZone, rules.leadTimeDays);
  const windowEnd = addDays(from, NEXT_AVAILABLE_WINDOW_DAYS - 1);
  const until = windowEnd < latest ? windowEnd : latest;
  const answer = { sizeYards: order.sizeYards, rentalDays: order.rentalDays, from, until };
  const unit = { providerId: provider.providerId, size: String(order.sizeYards) };
  const ceiling = ceilingOf(provider, unit.size);
  // Nothing to read when no date can be booked: no unit of the size (checkout refuses the size
  // itself), or a rental longer than one booking may hold (checkout refuses the length).
  if (ceiling < 1 || order.rentalDays + rules.turnaroundDays + 1 > MAX_RESERVED_DAYS) return { ...answer, dates: [], full: [] };

  // The window's starts and the days the last of them holds: a few month items of one partition.
  const read = { firstDay: from, lastDay: addDays(until, order.rentalDays + rules.turnaroundDays) };
  const search: StartSearch = {
    taken: takenByDay(await dayCounts(store, unit, read)),
    ceiling,
    from,
    until,
    rentalDays: order.rentalDays,
    turnaroundDays: rules.turnaroundDays,
    canDeliverOn: (day) => !deliveryDayClosure(rules, day, { observesFederalHolidays: provider.observesFederalHolidays }),
  };
  return { ...answer, dates: freeStarts({ ...search, limit: NEXT_AVAILABLE_COUNT }), full: fullStarts(search) };
}
