// The Availability page's calendar: a month of the provider's units per size, read from the
// availability months (functions/availability/day-counters.ts: one Query per size), and the
// rentals holding a unit on one day (the provider's rentals by status booked in the window that
// could cover the day, those whose reserved span does).
import { DUMPSTER_SIZES } from '../../../shared/constants';
import { MAX_RESERVED_DAYS } from '../../../shared/availability';
import { addDays, addMonth, BOOKING_HORIZON_DAYS } from '../../../shared/rental-dates';
import { APPROVED_OPEN_STATUSES, type RentalStatus } from '../../../shared/rental-status';
import type { AvailabilityDayResponse, AvailabilityMonthResponse } from '../../../shared/schemas/availability-calendar';
import type { Rental } from '../../../shared/schemas/rental';
import { ceilingOf, dayCounts } from '../../availability/day-counters';
import type { Store } from '../../platform/data/store';
import { notFound } from '../../platform/errors';
import { MESSAGES } from '../../../shared/messages';
import { providerToday } from '../provider-today';

async function ownProfile(store: Store, providerId: string) {
  const { data } = await store.entities.providerProfile.get({ providerId }).go();
  if (!data) throw notFound(MESSAGES.providerNotFound);
  return data;
}

export async function availabilityMonth(store: Store, providerId: string, month: string | undefined, now: Date): Promise<AvailabilityMonthResponse> {
  const profile = await ownProfile(store, providerId);
  const today = await providerToday(profile, now);
  const first = `${month ?? today.slice(0, 7)}-01`;
  const span = { firstDay: first, lastDay: addDays(addMonth(first), -1) };
  const days: string[] = [];
  for (let day = span.firstDay; day <= span.lastDay; day = addDays(day, 1)) days.push(day);
  const stocked = DUMPSTER_SIZES.filter((size) => ceilingOf(profile, String(size)) > 0);
  const sizes = await Promise.all(
    stocked.map(async (sizeYards) => {
      const inventory = ceilingOf(profile, String(sizeYards));
      const counts = new Map((await dayCounts(store, { providerId, size: String(sizeYards) }, span)).map((count) => [count.day, count]));
      return {
        sizeYards,
        inventory,
        days: days.map((day) => {
          const { taken = 0, held = 0 } = counts.get(day) ?? {};
          return { day, reserved: Math.max(0, taken - held), held, free: Math.max(0, inventory - taken) };
        }),
      };
    }),
  );
  return { month: first.slice(0, 7), today, sizes };
}

/** The statuses in which a rental holds days (a completed one up to its pickup and turnaround). */
const HOLDING_STATUSES: readonly RentalStatus[] = ['confirmed', ...APPROVED_OPEN_STATUSES, 'completed'];

/**
 * The provider's rentals that could hold `day`: in a status that holds days, and booked no earlier
 * than a rental covering the day can have been (its delivery at most MAX_RESERVED_DAYS before the
 * day, booked at most BOOKING_HORIZON_DAYS ahead) and no later than the day itself. One Query per
 * status over that window of gsi2, so the read never grows with the provider's whole history.
 */
async function rentalsThatCouldHold(store: Store, providerId: string, day: string): Promise<Rental[]> {
  const from = addDays(day, -(MAX_RESERVED_DAYS + BOOKING_HORIZON_DAYS));
  const to = addDays(day, 1);
  const pages = await Promise.all(
    HOLDING_STATUSES.map((status) =>
      store.entities.rental.query
        .byProvider({ providerId })
        .between({ status, createdAt: from }, { status, createdAt: to })
        .go({ pages: 'all' }),
    ),
  );
  return pages.flatMap((page) => page.data);
}

/** The rentals whose reserved days include `day`: they hold a unit of `sizeYards` then. */
export async function availabilityDay(store: Store, providerId: string, day: string, sizeYards: number): Promise<AvailabilityDayResponse> {
  const [rentals, counts] = await Promise.all([
    rentalsThatCouldHold(store, providerId, day),
    dayCounts(store, { providerId, size: String(sizeYards) }, { firstDay: day, lastDay: day }),
  ]);
  const holding = rentals.filter(
    (rental: Rental) =>
      rental.dumpsterSize === String(sizeYards) && rental.reservedFrom !== undefined && rental.reservedFrom <= day && (rental.reservedThrough ?? '') >= day,
  );
  return {
    day,
    sizeYards,
    rentals: holding
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.rentalId.localeCompare(b.rentalId))
      .map((rental) => ({
        rentalId: rental.rentalId,
        customerName: rental.customerName,
        status: rental.status,
        startDate: rental.startDate,
        endDate: rental.endDate,
        reservedThrough: rental.reservedThrough!,
        city: rental.deliveryAddress.city,
      })),
    held: counts[0]?.held ?? 0,
  };
}
