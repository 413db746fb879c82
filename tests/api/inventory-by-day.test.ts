// The provider's inventory read from availability by size and day (functions/availability): an
// approval is decided by the day counters alone, the inventory page and dashboard show today's
// units from them, and lowering the inventory below what a future day has taken is refused, also
// while a booking races the save.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dayCounts } from '../../functions/availability/day-counters';
import { placeHold, releaseHold } from '../../functions/availability/holds';
import { updateProviderInventory } from '../../functions/providers/inventory/provider-inventory';
import type { Store } from '../../functions/platform/data/store';
import { DomainError } from '../../functions/platform/errors';
import { reservedSpan, type ReservedSpan } from '../../shared/availability';
import { formatCalendarDate } from '../../shared/calendar-date';
import { addDays } from '../../shared/rental-dates';
import { inventoryViewSchema, providerDashboardSchema, PROVIDER_PORTAL_MESSAGES, totalBelowBookedMessage, type InventoryView } from '../../shared/schemas/provider-portal';
import { rentalSchema } from '../../shared/schemas/rental';
import { calendarDateIn } from '../../shared/zoned-time';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { freshProviderCheckoutBody } from './checkout-support';
import { freshProvider, providerInventory, putProviderInventory, putProviderRental, setStatus, type FreshProvider } from './provider-portal-support';
import { daysFromToday, tableStore } from './rentals-support';

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];
/** The fresh providers' yard is in Missoula: their today is Mountain time's. */
const missoulaDay = (days: number) => addDays(calendarDateIn(new Date(), 'America/Denver'), days);
const weekFrom = (start: string): ReservedSpan => reservedSpan(start, addDays(start, 7), 0);

async function maxTakenFrom(providerId: string, size: string, firstDay: string) {
  const counts = await dayCounts(tableStore(), { providerId, size }, { firstDay, lastDay: '9999-12-31' }, { consistent: true });
  return Math.max(0, ...counts.map((count) => count.taken));
}

/** The provider's stock of 20-yard dumpsters, saved on the inventory page. */
async function stockTwentyYard(fresh: FreshProvider, count: number): Promise<void> {
  const { totals } = await providerInventory(fresh.token);
  expect((await putProviderInventory(fresh.token, { ...totals, yard20: count })).status).toBe(200);
}

/** A rent request for a week from `startDate`, approved by the provider: it takes its days. */
async function approvedWeek(fresh: FreshProvider, startDate: string, dumpsterSize = '20') {
  const rental = await putProviderRental({ providerId: fresh.providerId, status: 'pending', dumpsterSize, startDate });
  const response = await setStatus(fresh.token, rental.rentalId, 'approve');
  if (response.status === 200) await notified(rental.rentalId);
  return { rental, response };
}

/**
 * Once the approval's notification has recorded its outcome on the rental: the tests that count a
 * request's DynamoDB operations then count that request's alone.
 */
async function notified(rentalId: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const { data } = await tableStore().entities.rental.get({ rentalId }).go({ consistent: true });
    if (data?.notificationStatus) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('approving a request', () => {
  it('succeeds for a date after the only unit comes back, though that unit is out on rental now', async () => {
    const owner = await freshProvider();
    await stockTwentyYard(owner, 1);
    // The only unit is out for a week (Nov 28 to Dec 5 in the report), approved and active.
    const out = await approvedWeek(owner, daysFromToday(20));
    expect(out.response.status, await out.response.clone().text()).toBe(200);

    // A request for after its pickup (Dec 10): the days are free, so the approval stands.
    const later = await approvedWeek(owner, addDays(daysFromToday(20), 12));
    expect(later.response.status, await later.response.clone().text()).toBe(200);
    expect(rentalSchema.parse(await later.response.json()).status).toBe('scheduled');

    // A request overlapping the first week is still refused: that day has no unit free.
    const overlapping = await approvedWeek(owner, addDays(daysFromToday(20), 3));
    expect(overlapping.response.status).toBe(409);
  });
});

describe("today's inventory figures", () => {
  it('count the units taken today as in use (held ones too), the rest as available, and the week\'s pickups, the same on the inventory page and the dashboard', async () => {
    const owner = await freshProvider();
    // Out since three days ago, picked up within the week: in use today, an upcoming return.
    const out = await approvedWeek(owner, missoulaDay(-3));
    expect(out.response.status).toBe(200);
    // Booked for later: its unit is not in use today, and it is not picked up this week.
    expect((await approvedWeek(owner, missoulaDay(20))).response.status).toBe(200);
    // Requested, not approved: it takes nothing.
    await putProviderRental({ providerId: owner.providerId, status: 'pending', dumpsterSize: '10', startDate: missoulaDay(-1) });
    // A checkout being paid holds the only 30-yard unit through today.
    const hold = await placeHold(
      { store: tableStore(), clock: () => new Date() },
      { holdId: randomUUID(), providerId: owner.providerId, size: '30', span: { firstDay: missoulaDay(-1), lastDay: missoulaDay(2) }, businessName: 'Fresh Haul', rentalDays: 3, turnaroundDays: 0, latestStart: missoulaDay(365) },
    );

    let view: InventoryView | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      view = await providerInventory(owner.token);
    });
    // The handler chain's account check, the profile, today's month items in one batch, the books'
    // totals (the approved and active count) and the week's pickups by the pickup-date index:
    // nothing else, never a scan, nothing that grows with the history.
    expect(requests.map((request) => [request.operation, request.indexName ?? 'table']).sort()).toEqual([
      ['BatchGetItem', 'table'],
      ['BatchGetItem', 'table'],
      ['GetItem', 'table'],
      ['GetItem', 'table'],
      ['Query', 'gsi5'],
    ]);
    expect(view!.today).toBe(missoulaDay(0));
    expect(view!.totals).toEqual({ yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 1, yard40: 0 });
    expect(view!.inUse).toEqual({ yard5: 0, yard10: 0, yard15: 0, yard20: 1, yard30: 1, yard40: 0 });
    expect(view!.available).toEqual({ yard5: 0, yard10: 2, yard15: 0, yard20: 2, yard30: 0, yard40: 0 });
    expect(view!.upcomingReturns.map((item) => [item.rentalId, item.endDate])).toEqual([[out.rental.rentalId, missoulaDay(4)]]);
    expect(view!.overview).toMatchObject({ totalDumpsters: 6, activeRentals: 2, availableDumpsters: 4, utilizationRate: 33, completedRentals: 0 });

    const dashboard = providerDashboardSchema.parse(await (await api('/api/provider/dashboard', { token: owner.token })).json());
    const { today, totals, inUse, available, upcomingReturns } = view!;
    expect(dashboard.inventory).toEqual({ today, totals, inUse, available, upcomingReturns });

    // The checkout's hold given back: the unit is available again on both.
    await releaseHold(tableStore(), hold.holdId);
    expect((await providerInventory(owner.token)).available.yard30).toBe(1);
  });
});

describe('lowering the inventory', () => {
  it('is refused below what a day from today on has booked, naming the day and the count, and writes nothing', async () => {
    const owner = await freshProvider();
    const busiest = missoulaDay(30);
    // Three weeks overlapping on the busiest day and the one after it.
    for (const start of [addDays(busiest, -6), addDays(busiest, -3), busiest]) expect((await approvedWeek(owner, start)).response.status).toBe(200);
    const before = await providerInventory(owner.token);

    let refused: Response | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      refused = await putProviderInventory(owner.token, { ...before.totals, yard20: 2 }, before.dumpsterTypes, before.updatedAt);
    });
    expect(refused!.status).toBe(409);
    const reason = totalBelowBookedMessage(20, 3, formatCalendarDate(busiest));
    expect(reason).toBe(`3 twenty-yard dumpsters are booked on ${formatCalendarDate(busiest)}; you can't go below 3.`);
    expect(((await refused!.json()) as { message: string }).message).toBe(`${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${reason}`);
    expect(requests.filter((request) => WRITES.includes(request.operation))).toEqual([]);
    expect(await providerInventory(owner.token)).toEqual(before);

    // Down to exactly what is booked is fine, and so is a size with nothing booked.
    const saved = await putProviderInventory(owner.token, { ...before.totals, yard20: 3, yard10: 0 }, before.dumpsterTypes, before.updatedAt);
    expect(saved.status).toBe(200);
    expect(inventoryViewSchema.parse(await saved.json()).totals).toMatchObject({ yard20: 3, yard10: 0 });
  });

  it('counts only days from today on: a rental picked up in the past does not hold the total up', async () => {
    const owner = await freshProvider();
    expect((await approvedWeek(owner, missoulaDay(-20), '30')).response.status).toBe(200);
    const { totals, dumpsterTypes, updatedAt } = await providerInventory(owner.token);
    expect((await putProviderInventory(owner.token, { ...totals, yard30: 0 }, dumpsterTypes, updatedAt)).status).toBe(200);
  });

  describe('while a booking races the save', () => {
    /** The table, with `booking` run just before (or after) the save writes the new totals. */
    function storeWithBooking(when: 'beforeWrite' | 'afterWrite', booking: () => Promise<unknown>): Store {
      const store = tableStore();
      const profiles = store.entities.providerProfile;
      let pending = true;
      const patch: typeof profiles.patch = (key) => {
        const builder = profiles.patch(key);
        const go = builder.go.bind(builder);
        builder.go = (async (...args: Parameters<typeof go>) => {
          if (!pending) return go(...args);
          pending = false;
          if (when === 'beforeWrite') await booking();
          const written = await go(...args);
          if (when === 'afterWrite') await booking();
          return written;
        }) as typeof builder.go;
        return builder;
      };
      return { ...store, entities: { ...store.entities, providerProfile: Object.assign(Object.create(profiles) as typeof profiles, { patch }) } };
    }

    /** A provider with two 20-yard units, one booked for the week from `day`. */
    async function halfBooked(day: string) {
      const owner = await freshProvider();
      expect((await putProviderInventory(owner.token, { ...(await providerInventory(owner.token)).totals, yard20: 2 })).status).toBe(200);
      expect((await approvedWeek(owner, day)).response.status).toBe(200);
      return { owner, page: await providerInventory(owner.token) };
    }

    const holdSecondUnit = (providerId: string, day: string) =>
      placeHold(
        { store: tableStore(), clock: () => new Date() },
        { holdId: randomUUID(), providerId, size: '20', span: weekFrom(day), businessName: 'Fresh Haul', rentalDays: 7, turnaroundDays: 0, latestStart: missoulaDay(365), ceiling: 2 },
      );

    it('a booking taken between the check and the write: the save is undone and refused, the booking stands', async () => {
      const day = missoulaDay(40);
      const { owner, page } = await halfBooked(day);
      const store = storeWithBooking('beforeWrite', () => holdSecondUnit(owner.providerId, day));
      const save = updateProviderInventory({ store, clock: () => new Date() }, owner.providerId, {
        dumpsterInventory: { ...page.totals, yard20: 1 },
        dumpsterTypes: page.dumpsterTypes,
        expectedUpdatedAt: page.updatedAt,
      });
      await expect(save).rejects.toBeInstanceOf(DomainError);
      await expect(save).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining(totalBelowBookedMessage(20, 2, formatCalendarDate(day))) });
      // The totals, types and version as they were: the page can save again after a reload.
      expect(await providerInventory(owner.token)).toEqual(page);
      expect(await maxTakenFrom(owner.providerId, '20', missoulaDay(0))).toBe(2);
    });

    it('a booking that read the old total after the save wrote the new one: the booking is refused, the save stands', async () => {
      const day = missoulaDay(50);
      const { owner, page } = await halfBooked(day);
      let booking: Promise<unknown> | undefined;
      const store = storeWithBooking('afterWrite', async () => {
        booking = holdSecondUnit(owner.providerId, day);
        await booking.catch(() => undefined);
      });
      const saved = await updateProviderInventory({ store, clock: () => new Date() }, owner.providerId, {
        dumpsterInventory: { ...page.totals, yard20: 1 },
        dumpsterTypes: page.dumpsterTypes,
        expectedUpdatedAt: page.updatedAt,
      });
      expect(saved.totals.yard20).toBe(1);
      await expect(booking).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/has no 20 yard dumpster free/) });
      expect(await maxTakenFrom(owner.providerId, '20', missoulaDay(0))).toBe(1);
    });

    it('concurrent saves and web checkouts through the gateway: never both, and no day over the inventory', async () => {
      const day = missoulaDay(70);
      const { owner } = await halfBooked(day);
      for (let round = 0; round < 6; round += 1) {
        const page = await providerInventory(owner.token);
        const [save, checkout] = await Promise.all([
          putProviderInventory(owner.token, { ...page.totals, yard20: 1 }, page.dumpsterTypes, page.updatedAt),
          new Promise((resolve) => setTimeout(resolve, round * 3)).then(() =>
            api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(freshProviderCheckoutBody(owner.providerId, { startDate: day, addOns: {} })) }),
          ),
        ]);
        // The save first (the checkout then finds the day full), or the checkout first (the save then finds the day booked).
        expect([[200, 409], [409, 201]], `round ${round}`).toContainEqual([save.status, checkout.status]);
        const inventory = (await providerInventory(owner.token)).totals.yard20;
        expect(await maxTakenFrom(owner.providerId, '20', missoulaDay(0))).toBeLessThanOrEqual(inventory);
        // Back to two units and one booked, for the next round.
        if (checkout.status === 201) {
          const { sessionId } = (await checkout.json()) as { sessionId: string };
          const { data } = await tableStore().entities.checkoutSession.get({ sessionId }).go({ consistent: true });
          await releaseHold(tableStore(), data!.holdId!);
        } else {
          const now = await providerInventory(owner.token);
          expect((await putProviderInventory(owner.token, { ...now.totals, yard20: 2 }, now.dumpsterTypes, now.updatedAt)).status).toBe(200);
        }
      }
    });
  });
});
