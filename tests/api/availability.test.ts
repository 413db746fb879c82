// Availability by size and day against the stack's real table and payment sandbox: checkouts hold a
// unit for their days, payment turns the hold into the rental's reservation, expiry, a customer
// coming back unpaid, the sweep and cancellations give days back, and nothing is ever taken beyond
// the provider's inventory, however many customers race for the last unit. The property test drives
// the same transaction building blocks the services use with random sequences of bookings,
// extensions (tests/api/extensions.test.ts drives those over HTTP), payments, expiries and cancellations.
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { HOLD_MINUTES, latestPickup, reservedSpan, spanDays, type ReservedSpan } from '../../shared/availability';
import { addDays } from '../../shared/rental-dates';
import { dayCounts, releaseDays, takenByDay, type UnitOf } from '../../functions/availability/day-counters';
import { holdDays, placeHold, releaseHold, releaseLapsedHolds, settleHold, SWEEP_GRACE_MINUTES } from '../../functions/availability/holds';
import { api, dynamoDbRequestsDuring, searchIndexSettled } from '../support/stack-client';
import { freshProviderCheckoutBody, payWithoutWebhook, sandboxKey, sessionStatus } from './checkout-support';
import { freshProvider, providerInventory, putProviderInventory, putProviderRental, setStatus, type FreshProvider } from './provider-portal-support';
import { migrateReservedDays } from '../../scripts/migrations/reserved-days';
import { searchResponseSchema } from '../../shared/schemas/search';
import { availabilityDayResponseSchema, availabilityMonthResponseSchema } from '../../shared/schemas/availability-calendar';
import { daysFromToday, tableStore } from './rentals-support';

const SIZE = '20';

/** The provider's stock of 20-yard dumpsters, saved on the inventory page (which re-indexes search). */
async function stockTwentyYard(fresh: FreshProvider, count: number): Promise<void> {
  const { totals } = await providerInventory(fresh.token);
  expect((await putProviderInventory(fresh.token, { ...totals, yard20: count })).status).toBe(200);
}

/** Whether a dated search in the provider's ZIP lists them, and how many it left out. */
async function searchOn(providerId: string, startDate: string, rentalDays = 7) {
  // Search carries the provider's stock, brought up to date from the table's stream after an inventory save.
  await searchIndexSettled();
  const response = await api(`/api/search?zipCode=59801&size=20&startDate=${startDate}&rentalDays=${rentalDays}`);
  expect(response.status).toBe(200);
  const body = searchResponseSchema.parse(await response.json());
  return { listed: body.providers.some((provider) => provider.providerId === providerId), dates: body.dates };
}

/** A rental of `start` as the web checkout books it: seven days, no turnaround for a fresh provider. */
const weekFrom = (start: string): ReservedSpan => reservedSpan(start, addDays(start, 7), 0);

async function takenOn(providerId: string, span: ReservedSpan) {
  const counts = await dayCounts(tableStore(), { providerId, size: SIZE }, span, { consistent: true });
  return Object.fromEntries(counts.map((count) => [count.day, { taken: count.taken, held: count.held }]));
}

function checkout(providerId: string, startDate: string) {
  return api('/api/checkout/sessions', {
    method: 'POST',
    body: JSON.stringify(freshProviderCheckoutBody(providerId, { startDate, addOns: {} })),
  });
}

/** The payer's success page asking for the outcome (with the return token). */
const confirm = (sessionId: string) => sessionStatus(sessionId);

async function holdOf(sessionId: string) {
  const { data } = await tableStore().entities.checkoutSession.get({ sessionId }).go({ consistent: true });
  return data!.holdId!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let provider: FreshProvider;

beforeAll(async () => {
  provider = await freshProvider();
  await stockTwentyYard(provider, 1);
}, 60_000);

describe('checkout holds the unit for its days', () => {
  it('20 concurrent checkouts for the last unit on overlapping dates: one payment session, the others refused before payment', async () => {
    const start = daysFromToday(20);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => checkout(provider.providerId, addDays(start, index % 4))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refusal = (await answers.find((answer) => answer.status === 409)!.json()) as { message: string; fieldErrors?: Record<string, string> };
    expect(refusal.message).toMatch(/has no 20 yard dumpster free on .*\. The next available delivery date is /);
    expect(refusal.fieldErrors?.startDate).toBe(refusal.message);

    const { sessionId } = (await answers.find((answer) => answer.status === 201)!.json()) as { sessionId: string };
    const { data: stored } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    const span = { firstDay: stored!.reservedFrom!, lastDay: stored!.reservedThrough! };
    const held = await takenOn(provider.providerId, span);
    expect(Object.values(held)).toEqual(spanDays(span).map(() => ({ taken: 1, held: 1 })));

    await payWithoutWebhook(sessionId);
    const status = await confirm(sessionId);
    expect(status.status).toBe('complete');
    expect(status.rental).toMatchObject({ reservedFrom: span.firstDay, reservedThrough: span.lastDay });
    const reserved = await takenOn(provider.providerId, span);
    expect(Object.values(reserved)).toEqual(spanDays(span).map(() => ({ taken: 1, held: 0 })));
    const { data: hold } = await tableStore().entities.unitHold.get({ holdId: stored!.holdId! }).go({ consistent: true });
    expect(hold).toBeNull();
  });

  it('names the next date a unit is free for the whole rental', async () => {
    const start = daysFromToday(60);
    expect((await checkout(provider.providerId, start)).status).toBe(201);
    const refused = await checkout(provider.providerId, addDays(start, 3));
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    // The first week holds start..start+7; the next free start after start+3 is start+8.
    const next = new Date(`${addDays(start, 8)}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(message).toContain(`The next available delivery date is ${next}.`);
  });

  it('a customer back from the payment page unpaid gives the unit back: the session is expired and the dates are free', async () => {
    const start = daysFromToday(100);
    const first = await checkout(provider.providerId, start);
    expect(first.status).toBe(201);
    const { sessionId } = (await first.json()) as { sessionId: string };
    expect((await checkout(provider.providerId, start)).status).toBe(409);

    const released = await api(`/api/checkout/holds/${await holdOf(sessionId)}/release`, { method: 'POST' });
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ released: true });
    const session = (await (await api(`/sandbox/api/sessions/${sessionId}`, { headers: sandboxKey() })).json()) as { status: string };
    expect(session.status).toBe('expired');
    expect((await checkout(provider.providerId, start)).status).toBe(201);
  });

  it("the payment provider's checkout.session.expired frees the dates", async () => {
    const start = daysFromToday(130);
    const first = await checkout(provider.providerId, start);
    const { sessionId } = (await first.json()) as { sessionId: string };
    const holdId = await holdOf(sessionId);
    // Expiring in the sandbox sends the signed checkout.session.expired event to the webhook.
    expect((await api(`/sandbox/api/sessions/${sessionId}/expire`, { method: 'POST', headers: sandboxKey() })).status).toBe(200);
    const hold = await until(
      async () => (await tableStore().entities.unitHold.get({ holdId }).go({ consistent: true })).data,
      (value) => value === null,
    );
    expect(hold).toBeNull();
    expect(await takenOn(provider.providerId, weekFrom(start))).toEqual({});
    expect((await checkout(provider.providerId, start)).status).toBe(201);
  });

  it('the sweep releases holds past their expiry without any event, and only those', async () => {
    const start = daysFromToday(160);
    const { sessionId } = (await (await checkout(provider.providerId, start)).json()) as { sessionId: string };
    const holdId = await holdOf(sessionId);
    const store = tableStore();
    // Not yet: within the hold and its grace period.
    await releaseLapsedHolds({ store, clock: () => new Date(Date.now() + (HOLD_MINUTES + SWEEP_GRACE_MINUTES - 1) * 60_000) });
    expect((await store.entities.unitHold.get({ holdId }).go({ consistent: true })).data).not.toBeNull();
    await releaseLapsedHolds({ store, clock: () => new Date(Date.now() + (HOLD_MINUTES + SWEEP_GRACE_MINUTES + 1) * 60_000) });
    expect((await store.entities.unitHold.get({ holdId }).go({ consistent: true })).data).toBeNull();
    expect(await takenOn(provider.providerId, weekFrom(start))).toEqual({});
  });

  it('a payment arriving after its hold lapsed and the unit was booked is refunded in full and the customer told', async () => {
    const start = daysFromToday(190);
    const late = (await (await checkout(provider.providerId, start)).json()) as { sessionId: string };
    // The hold lapses (the sweep, an hour on) and another customer books the unit.
    await releaseHold(tableStore(), await holdOf(late.sessionId));
    const other = (await (await checkout(provider.providerId, start)).json()) as { sessionId: string };
    await payWithoutWebhook(other.sessionId);
    expect((await confirm(other.sessionId)).status).toBe('complete');

    const { event } = await payWithoutWebhook(late.sessionId);
    const status = await confirm(late.sessionId);
    expect(status.status).toBe('refunded');
    expect(status.message).toMatch(/refunded your payment in full/);
    const paymentIntent = event.data.object.payment_intent as string;
    const refunds = (await (await api(`/sandbox/api/refunds?payment_intent=${paymentIntent}`, { headers: sandboxKey() })).json()) as {
      data: { amount: number }[];
    };
    expect(refunds.data.map((refund) => refund.amount)).toEqual([event.data.object.amount_total]);
    // Asked again (the webhook, a reload): still one refund, still no rental.
    expect((await confirm(late.sessionId)).status).toBe('refunded');
    expect(await takenOn(provider.providerId, weekFrom(start))).toEqual(Object.fromEntries(spanDays(weekFrom(start)).map((day) => [day, { taken: 1, held: 0 }])));
  });

  it('a payment arriving after its hold lapsed takes the days again when they are still free', async () => {
    const start = daysFromToday(220);
    const { sessionId } = (await (await checkout(provider.providerId, start)).json()) as { sessionId: string };
    await releaseHold(tableStore(), await holdOf(sessionId));
    await payWithoutWebhook(sessionId);
    expect((await confirm(sessionId)).status).toBe('complete');
    expect(Object.values(await takenOn(provider.providerId, weekFrom(start)))).toEqual(spanDays(weekFrom(start)).map(() => ({ taken: 1, held: 0 })));
  });

  it("the provider's rejection of a paid rental gives its days back", async () => {
    const start = daysFromToday(250);
    const { sessionId } = (await (await checkout(provider.providerId, start)).json()) as { sessionId: string };
    await payWithoutWebhook(sessionId);
    const { rental } = await confirm(sessionId);
    expect((await checkout(provider.providerId, start)).status).toBe(409);
    expect((await setStatus(provider.token, rental!.rentalId, 'reject')).status).toBe(200);
    expect(await takenOn(provider.providerId, weekFrom(start))).toEqual({});
    expect((await checkout(provider.providerId, start)).status).toBe(201);
  });
});

describe("the provider's availability calendar", () => {
  it('shows each day of the month per size as reserved, held and free, and the rentals holding a day', async () => {
    const start = daysFromToday(320);
    const paid = (await (await checkout(provider.providerId, start)).json()) as { sessionId: string };
    await payWithoutWebhook(paid.sessionId);
    const { rental } = await confirm(paid.sessionId);
    const month = start.slice(0, 7);
    const response = await api(`/api/provider/availability?month=${month}`, { token: provider.token });
    expect(response.status).toBe(200);
    const calendar = availabilityMonthResponseSchema.parse(await response.json());
    const twenty = calendar.sizes.find((size) => size.sizeYards === 20)!;
    expect(twenty.inventory).toBe(1);
    expect(twenty.days.find((day) => day.day === start)).toEqual({ day: start, reserved: 1, held: 0, free: 0 });
    const dayBefore = addDays(start, -1);
    if (dayBefore.startsWith(month)) expect(twenty.days.find((day) => day.day === dayBefore)).toEqual({ day: dayBefore, reserved: 0, held: 0, free: 1 });

    const day = await api(`/api/provider/availability/days/${start}?size=20`, { token: provider.token });
    expect(day.status).toBe(200);
    expect(availabilityDayResponseSchema.parse(await day.json())).toMatchObject({
      day: start,
      sizeYards: 20,
      held: 0,
      rentals: [expect.objectContaining({ rentalId: rental!.rentalId, startDate: start, status: 'confirmed' })],
    });
    expect((await api('/api/provider/availability?month=2026-13', { token: provider.token })).status).toBe(400);
  });
});

describe('rentals stored before availability existed', () => {
  it('the migration reserves their days under the inventory, lists the ones that no longer fit, and a second run changes nothing', async () => {
    const start = daysFromToday(340);
    const first = await putProviderRental({ providerId: provider.providerId, status: 'confirmed', paid: true, startDate: start });
    const second = await putProviderRental({ providerId: provider.providerId, status: 'active', paid: true, startDate: addDays(start, 2) });
    const ended = await putProviderRental({ providerId: provider.providerId, status: 'active', paid: true, startDate: daysFromToday(-30) });
    const client = new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const options = { tableName: inject('tableName'), client, providerIds: [provider.providerId] };
    const result = await migrateReservedDays(options);
    expect(result).toMatchObject({ found: 2, reserved: 1, overbooked: [second.rentalId], skipped: 0 });
    const stored = async (rentalId: string) => (await tableStore().entities.rental.get({ rentalId }).go({ consistent: true })).data!;
    expect(await stored(first.rentalId)).toMatchObject({ reservedFrom: start, reservedThrough: addDays(start, 7) });
    expect((await stored(second.rentalId)).reservedFrom).toBeUndefined();
    expect((await stored(ended.rentalId)).reservedFrom).toBeUndefined();
    expect(Object.values(await takenOn(provider.providerId, weekFrom(start)))).toEqual(spanDays(weekFrom(start)).map(() => ({ taken: 1, held: 0 })));
    // Again: the overbooked one is still listed, nothing is taken twice.
    expect(await migrateReservedDays(options)).toMatchObject({ found: 1, reserved: 0, overbooked: [second.rentalId] });
    expect(Object.values(await takenOn(provider.providerId, weekFrom(start)))).toEqual(spanDays(weekFrom(start)).map(() => ({ taken: 1, held: 0 })));
  });
});

describe('search by date', () => {
  it('lists the provider only for dates with a unit free for the whole rental, with one more read than an undated search', async () => {
    const start = daysFromToday(280);
    expect(await searchOn(provider.providerId, start)).toMatchObject({ listed: true, dates: { startDate: start, endDate: addDays(start, 7), rentalDays: 7 } });
    const { sessionId } = (await (await checkout(provider.providerId, start)).json()) as { sessionId: string };
    // Held (not paid yet) already hides the last unit for those dates, and every date the rental would overlap.
    const held = await searchOn(provider.providerId, addDays(start, 3));
    expect(held.listed).toBe(false);
    expect(held.dates!.unavailableCount).toBeGreaterThanOrEqual(1);
    expect((await searchOn(provider.providerId, addDays(start, -7), 7)).listed).toBe(false);
    // A day's rental (delivery and pickup) ending the day before fits; one ending on the held day does not.
    expect((await searchOn(provider.providerId, addDays(start, -2), 1)).listed).toBe(true);
    expect((await searchOn(provider.providerId, addDays(start, -1), 1)).listed).toBe(false);
    expect((await searchOn(provider.providerId, addDays(start, 8))).listed).toBe(true);
    // Given back: listed again.
    await api(`/api/checkout/holds/${await holdOf(sessionId)}/release`, { method: 'POST' });
    expect((await searchOn(provider.providerId, start)).listed).toBe(true);

    const undated = await dynamoDbRequestsDuring(() => api('/api/search?zipCode=59801&size=20'));
    const dated = await dynamoDbRequestsDuring(() => api(`/api/search?zipCode=59801&size=20&startDate=${start}`));
    expect(undated.map((request) => request.operation)).toEqual(['Query']);
    expect(dated.map((request) => request.operation)).toEqual(['Query', 'BatchGetItem']);
  });

  it('refuses a malformed date or length with 400', async () => {
    expect((await api('/api/search?zipCode=59801&startDate=next-week')).status).toBe(400);
    expect((await api(`/api/search?zipCode=59801&startDate=${daysFromToday(10)}&rentalDays=0`)).status).toBe(400);
    expect((await api(`/api/search?zipCode=59801&startDate=${daysFromToday(10)}&rentalDays=400`)).status).toBe(400);
  });
});

describe('reserved units never exceed inventory (property)', () => {
  // hold + pay is a booking; extend holds the days after a booked rental's (an extension,
  // functions/rentals/extensions), which pay then adds to its reservation and expire gives back.
  type Step =
    | { kind: 'hold'; offset: number; length: number }
    | { kind: 'pay'; pick: number }
    | { kind: 'expire'; pick: number }
    | { kind: 'cancel'; pick: number }
    | { kind: 'extend'; pick: number; days: number };

  const step: fc.Arbitrary<Step> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('hold' as const), offset: fc.integer({ min: 0, max: 8 }), length: fc.integer({ min: 0, max: 4 }) }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('extend' as const), pick: fc.nat(), days: fc.integer({ min: 1, max: 6 }) }), weight: 3 },
  );

  it('over random sequences of book, extend, pay, expire and cancel: no day over inventory, the counts match, released days are bookable again', async () => {
    const store = tableStore();
    const window = { firstDay: daysFromToday(300), lastDay: daysFromToday(330) };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 24 }), fc.integer({ min: 1, max: 3 }), async (steps, inventory) => {
        // A provider of its own per run: its days start empty.
        const unit: UnitOf = { providerId: `property-${randomUUID()}`, size: SIZE };
        const now = new Date().toISOString();
        await store.entities.providerProfile
          .put({
            providerId: unit.providerId,
            email: `${unit.providerId}@test.example`,
            name: 'Property Test',
            businessName: 'Property Hauling',
            phone: '6145550100',
            address: { street: '1 Test Way', city: 'Missoula', state: 'MT', zipCode: '59801' },
            primaryZipCodes: ['59801'],
            serviceRadius: 10,
            serviceableZipCodes: ['59801'],
            rating: 0,
            reviewCount: 0,
            isVerified: false,
            addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
            dumpsterTypes: ['construction'],
            dumpsterInventory: { yard5: 0, yard10: 0, yard15: 0, yard20: inventory, yard30: 0, yard40: 0 },
            pricing: { baseRatePerYardCents: 800, deliveryFeeCents: 5000, addOnPricesCents: { sameDayDelivery: 0, drivewayProtection: 0, permitPulling: 0, cleanupService: 0 } },
            activeRentals: 0,
            completedRentals: 0,
            createdAt: now,
            updatedAt: now,
          })
          .go();
        const model = new Map<string, number>();
        // A reservation is a booked rental's days (turnaround 0: through its pickup); an extension's
        // hold names the reservation it extends, which may be cancelled before the hold is paid.
        interface Reservation {
          span: ReservedSpan;
          cancelled: boolean;
        }
        const holds: { holdId: string; span: ReservedSpan; extends?: Reservation }[] = [];
        const reservations: Reservation[] = [];
        const change = (span: ReservedSpan, by: number) => spanDays(span).forEach((day) => model.set(day, (model.get(day) ?? 0) + by));
        // Extensions stay inside the window the counts are read over.
        const daysLeft = (span: ReservedSpan) => Math.max(0, spanDays({ firstDay: span.lastDay, lastDay: window.lastDay }).length - 1);
        const fits = (span: ReservedSpan) => spanDays(span).every((day) => (model.get(day) ?? 0) < inventory);

        for (const next of steps) {
          if (next.kind === 'hold') {
            const firstDay = addDays(window.firstDay, next.offset);
            const span = { firstDay, lastDay: addDays(firstDay, next.length) };
            const expected = fits(span);
            const holdId = randomUUID();
            const placed = await placeHold(
              { store, clock: () => new Date() },
              { ...unit, holdId, span, businessName: 'Property Hauling', rentalDays: next.length, turnaroundDays: 0, latestStart: window.lastDay },
            ).then(
              () => true,
              (error: { code?: string }) => {
                if (error.code !== 'conflict') throw error;
                return false;
              },
            );
            // A hold succeeds exactly when every day has a unit free: released days are bookable again.
            expect(placed).toBe(expected);
            if (placed) {
              holds.push({ holdId, span });
              change(span, 1);
            }
          } else if (next.kind === 'extend' && reservations.some((candidate) => daysLeft(candidate.span) > 0)) {
            const open = reservations.filter((candidate) => daysLeft(candidate.span) > 0);
            const reservation = open[next.pick % open.length]!;
            const added = { firstDay: addDays(reservation.span.lastDay, 1), lastDay: addDays(reservation.span.lastDay, Math.min(next.days, daysLeft(reservation.span))) };
            const expected = fits(added);
            // The latest pickup the model's free days allow (turnaround 0: the last of the free days
            // straight after the reservation), as the refusal must name it.
            let latest: string | undefined;
            for (let day = added.firstDay; day <= window.lastDay && (model.get(day) ?? 0) < inventory; day = addDays(day, 1)) latest = day;
            const holdId = randomUUID();
            const refusal = async (ceiling: number) => {
              const taken = takenByDay(await dayCounts(store, unit, { firstDay: added.firstDay, lastDay: window.lastDay }, { consistent: true }));
              return Object.assign(new Error('taken'), {
                latest: latestPickup({ taken, ceiling, endDate: reservation.span.lastDay, reservedThrough: reservation.span.lastDay, until: window.lastDay }),
              });
            };
            const placed = await holdDays({ store, clock: () => new Date() }, { ...unit, holdId, span: added }, refusal).then(
              () => ({ placed: true, latest: undefined as string | undefined }),
              (error: Error & { latest?: string }) => {
                if (error.message !== 'taken') throw error;
                return { placed: false, latest: error.latest };
              },
            );
            // Held exactly when every added day is free; refused, it names the model's latest pickup.
            expect(placed.placed).toBe(expected);
            if (placed.placed) {
              holds.push({ holdId, span: added, extends: reservation });
              change(added, 1);
            } else {
              expect(placed.latest).toBe(latest);
            }
          } else if (next.kind === 'pay' && holds.length > 0) {
            const [hold] = holds.splice(next.pick % holds.length, 1);
            const { data } = await store.entities.unitHold.get({ holdId: hold.holdId }).go({ consistent: true });
            if (hold.extends?.cancelled) {
              // Paid for a rental cancelled meanwhile: refunded, and the hold gives its days back.
              expect(await releaseHold(store, hold.holdId)).toBe('released');
              change(hold.span, -1);
            } else {
              const result = await store.transaction.write((entities) => settleHold(entities, data!)).go();
              expect(result.canceled).toBe(false);
              if (hold.extends) hold.extends.span = { firstDay: hold.extends.span.firstDay, lastDay: hold.span.lastDay };
              else reservations.push({ span: hold.span, cancelled: false });
            }
          } else if (next.kind === 'expire' && holds.length > 0) {
            const [hold] = holds.splice(next.pick % holds.length, 1);
            expect(await releaseHold(store, hold.holdId)).toBe('released');
            // Released once only: a second release (the event after the sweep) finds nothing.
            expect(await releaseHold(store, hold.holdId)).toBe('gone');
            change(hold.span, -1);
          } else if (next.kind === 'cancel' && reservations.length > 0) {
            // A cancellation gives back the rental's whole span, its paid extensions included.
            const [reservation] = reservations.splice(next.pick % reservations.length, 1);
            reservation!.cancelled = true;
            const result = await store.transaction.write((entities) => releaseDays(entities, unit, reservation!.span, false)).go();
            expect(result.canceled).toBe(false);
            change(reservation!.span, -1);
          }
          const stored = await dayCounts(store, unit, window, { consistent: true });
          for (const count of stored) expect(count.taken).toBeLessThanOrEqual(inventory);
          const expectedCounts = Object.fromEntries([...model].filter(([, taken]) => taken > 0).sort());
          expect(Object.fromEntries(stored.map((count) => [count.day, count.taken]))).toEqual(expectedCounts);
        }
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
