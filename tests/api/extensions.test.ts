// Keeping the dumpster longer (functions/rentals/extensions) against the stack's real table and
// payment sandbox: the quote, the hold on only the added days, paying through the same payment path
// (the signed webhook and the customer's return), the rental extended exactly once, refusals naming
// the latest pickup date, refunds when the payment can no longer extend the rental, the days given
// back on expiry and on cancellation, and the inventory never exceeded when extensions and new
// bookings race for the day after a rental ends.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { spanDays, type ReservedSpan } from '../../shared/availability';
import { formatLongCalendarDate } from '../../shared/calendar-date';
import { extensionQuote } from '../../shared/pricing';
import { addDays } from '../../shared/rental-dates';
import { EXTENSION_MESSAGES } from '../../shared/rental-extension';
import { extensionQuoteSchema, extensionRefusalSchema, extensionStartSchema, extensionStatusSchema } from '../../shared/schemas/extension';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { dayCounts } from '../../functions/availability/day-counters';
import { releaseHold } from '../../functions/availability/holds';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { deliver, freshProviderCheckoutBody, payWithoutWebhook, refundsOf, sandboxKey, sessionStatus, startCheckout } from './checkout-support';
import { stockedProvider } from './provider-portal-support';
import { daysFromToday, newCustomer, tableStore } from './rentals-support';

const SIZE = '20';

interface Provider {
  providerId: string;
  token: string;
}

/** A fresh provider with `inventory` 20-yard dumpsters and `turnaroundDays` between rentals. */
async function providerWith(inventory: number, turnaroundDays = 0): Promise<Provider> {
  const fresh = await stockedProvider({ yard20: inventory, turnaroundDays });
  return { providerId: fresh.providerId, token: fresh.token };
}

/** A paid week from `startDate` booked by the signed-in customer (or a guest), recorded as its rental. */
async function bookedWeek(provider: Provider, startDate: string, token?: string): Promise<{ rental: Rental; manageUrl?: string }> {
  const { sessionId } = await startCheckout(freshProviderCheckoutBody(provider.providerId, { startDate, addOns: {} }), token);
  await payWithoutWebhook(sessionId);
  const status = await sessionStatus(sessionId);
  expect(status.status).toBe('complete');
  return { rental: status.rental!, ...(status.manageUrl ? { manageUrl: status.manageUrl } : {}) };
}

async function takenOn(providerId: string, span: ReservedSpan) {
  const counts = await dayCounts(tableStore(), { providerId, size: SIZE }, span, { consistent: true });
  return Object.fromEntries(counts.map((count) => [count.day, { taken: count.taken, held: count.held }]));
}

const each = (span: ReservedSpan, value: { taken: number; held: number }) => Object.fromEntries(spanDays(span).map((day) => [day, value]));

function ask(rentalId: string, endDate: unknown, token: string) {
  return api(`/api/rentals/${rentalId}/extensions`, { method: 'POST', token, body: JSON.stringify({ endDate }) });
}

async function askOk(rentalId: string, endDate: string, token: string) {
  const response = await ask(rentalId, endDate, token);
  expect(response.status, await response.clone().text()).toBe(201);
  const body = extensionStartSchema.parse(await response.json());
  if (body.status !== 'payment') throw new Error('Expected a payment');
  return body;
}

async function quote(rentalId: string, endDate: string, token: string) {
  const response = await api(`/api/rentals/${rentalId}/extension-quote?endDate=${endDate}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return extensionQuoteSchema.parse(await response.json());
}

async function extensionItem(extensionId: string) {
  return (await tableStore().entities.rentalExtension.get({ extensionId }).go({ consistent: true })).data;
}

/** Pays the extension's session in the sandbox, then delivers Stripe's signed event (unless told not to). */
async function payExtension(extensionId: string, options: { webhook?: boolean } = {}) {
  const { event } = await payWithoutWebhook((await extensionItem(extensionId))!.sessionId!);
  if (options.webhook !== false) expect((await deliver(JSON.stringify(event))).status).toBe(200);
  return { event, paymentIntent: event.data.object.payment_intent as string };
}

async function statusOf(rentalId: string, extensionId: string, token: string) {
  const response = await api(`/api/rentals/${rentalId}/extensions/${extensionId}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return extensionStatusSchema.parse(await response.json());
}

async function rentalNow(rentalId: string, token: string): Promise<Rental> {
  return rentalSchema.parse(await (await api(`/api/rentals/${rentalId}`, { token })).json());
}

const spanOf = (rental: Pick<Rental, 'reservedFrom' | 'reservedThrough'>): ReservedSpan => ({ firstDay: rental.reservedFrom!, lastDay: rental.reservedThrough! });

let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  customer = await newCustomer();
}, 60_000);

describe('keeping the dumpster longer', () => {
  let provider: Provider;
  beforeAll(async () => {
    provider = await providerWith(1, 2);
  }, 60_000);

  it('quotes the extra days at the extra-day price, holds only them, and once paid extends the rental: new pickup, price, reserved days', async () => {
    const { rental } = await bookedWeek(provider, daysFromToday(20), customer.token);
    // A week plus two turnaround days.
    expect(rental.reservedThrough).toBe(addDays(rental.endDate, 2));
    const endDate = addDays(rental.endDate, 3);
    const { data: profile } = await tableStore().entities.providerProfile.get({ providerId: provider.providerId }).go();
    const expected = extensionQuote({ pricing: profile!.pricing, sizeYards: 20, extraDays: 3 });

    const priced = await quote(rental.rentalId, endDate, customer.token);
    expect(priced).toMatchObject({ endDate, extraDays: 3, extraDayCents: expected.extraDayCents, amountCents: expected.totalCents, available: true });
    expect(priced.latestEndDate! >= endDate).toBe(true);

    const added = { firstDay: addDays(rental.reservedThrough!, 1), lastDay: addDays(rental.reservedThrough!, 3) };
    const started = await askOk(rental.rentalId, endDate, customer.token);
    expect(started.url).toMatch(/^http/);
    // Only the added days are held; the booked ones stay reserved as they were.
    expect(await takenOn(provider.providerId, added)).toEqual(each(added, { taken: 1, held: 1 }));
    expect(await takenOn(provider.providerId, spanOf(rental))).toEqual(each(spanOf(rental), { taken: 1, held: 0 }));
    // The session is the payment port's, for the server's amount, and expires with the hold.
    const stored = (await extensionItem(started.extensionId))!;
    const session = (await (await api(`/sandbox/api/sessions/${stored.sessionId}`, { headers: sandboxKey() })).json()) as {
      amount_total: number;
      expires_at: number;
      success_url: string;
      metadata: Record<string, string>;
    };
    expect(session.amount_total).toBe(expected.totalCents);
    expect(session.metadata).toMatchObject({ rental_extension_id: started.extensionId, rental_id: rental.rentalId });
    const { data: hold } = await tableStore().entities.unitHold.get({ holdId: started.extensionId }).go({ consistent: true });
    expect(session.expires_at).toBe(Math.floor(Date.parse(hold!.expiresAt) / 1000));
    expect(session.success_url).toContain(`/rental/${rental.rentalId}?extension=${started.extensionId}`);

    const { paymentIntent } = await payExtension(started.extensionId);
    const extended = await rentalNow(rental.rentalId, customer.token);
    expect(extended).toMatchObject({
      endDate,
      reservedFrom: rental.reservedFrom,
      reservedThrough: added.lastDay,
      totalPriceCents: rental.totalPriceCents + expected.totalCents,
      status: 'confirmed',
    });
    expect(extended.priceLines!.at(-1)).toEqual({ label: 'Extension: 3 extra days', cents: expected.totalCents });
    expect(extended.extensions).toEqual([expect.objectContaining({ extensionId: started.extensionId, fromEndDate: rental.endDate, toEndDate: endDate, paymentId: paymentIntent })]);
    expect(await takenOn(provider.providerId, spanOf(extended))).toEqual(each(spanOf(extended), { taken: 1, held: 0 }));
    // The provider reads the same rental, new pickup date and all.
    expect((await rentalNow(rental.rentalId, provider.token)).endDate).toBe(endDate);
    // The return page says so.
    expect(await statusOf(rental.rentalId, started.extensionId, customer.token)).toMatchObject({ status: 'extended', message: EXTENSION_MESSAGES.extended(endDate) });

    // Cancelling now gives back the whole reserved span, and refunds each payment what it paid.
    const cancelled = await api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(rentalSchema.parse(await cancelled.json())).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundCents: extended.totalPriceCents });
    expect(await takenOn(provider.providerId, spanOf(extended))).toEqual({});
    expect((await refundsOf(rental.paymentTransactionId!)).map((refund) => refund.amount)).toEqual([rental.totalPriceCents]);
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([expected.totalCents]);
  });

  it('records a paid extension exactly once, however many webhook deliveries and returns arrive at once', async () => {
    const { rental } = await bookedWeek(provider, daysFromToday(45), customer.token);
    const endDate = addDays(rental.endDate, 2);
    const started = await askOk(rental.rentalId, endDate, customer.token);
    const { event, paymentIntent } = await payExtension(started.extensionId, { webhook: false });
    const payload = JSON.stringify(event);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => deliver(payload)),
      ...Array.from({ length: 3 }, () => api(`/api/rentals/${rental.rentalId}/extensions/${started.extensionId}`, { token: customer.token })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const extended = await rentalNow(rental.rentalId, customer.token);
    expect(extended.endDate).toBe(endDate);
    expect(extended.extensions).toHaveLength(1);
    expect(extended.priceLines!.filter((line) => line.label.startsWith('Extension'))).toHaveLength(1);
    expect(extended.totalPriceCents).toBe(rental.totalPriceCents + extensionItemAmount(await extensionItem(started.extensionId)));
    expect((await tableStore().entities.rentalPayment.get({ paymentId: paymentIntent }).go()).data?.rentalId).toBe(rental.rentalId);
    expect(await takenOn(provider.providerId, spanOf(extended))).toEqual(each(spanOf(extended), { taken: 1, held: 0 }));
    // Delivered again later: still once.
    expect((await deliver(payload)).status).toBe(200);
    expect((await rentalNow(rental.rentalId, customer.token)).totalPriceCents).toBe(extended.totalPriceCents);
  });

  it('refuses days that are taken with 409 naming the latest pickup date, writes nothing, and that date can be booked', async () => {
    const { rental } = await bookedWeek(provider, daysFromToday(70), customer.token);
    // The next booking of the one unit starts 4 days after this one's reserved days end.
    const next = addDays(rental.reservedThrough!, 4);
    await bookedWeek(provider, next, customer.token);
    // Free: the 3 days after the reserved ones. A pickup 3 days later reserves exactly those (its
    // turnaround moves with it); a 4th day would need the next booking's first day.
    const latest = addDays(rental.endDate, 3);
    const wanted = addDays(rental.endDate, 5);

    const priced = await quote(rental.rentalId, wanted, customer.token);
    expect(priced).toMatchObject({ available: false, latestEndDate: latest });
    expect(priced.message).toContain(`The latest pickup date you can choose is ${formatLongCalendarDate(latest)}.`);

    const before = await takenOn(provider.providerId, { firstDay: rental.reservedFrom!, lastDay: addDays(next, 10) });
    let refused: Response | undefined;
    const writes = await dynamoDbRequestsDuring(async () => {
      refused = await ask(rental.rentalId, wanted, customer.token);
    });
    expect(refused!.status).toBe(409);
    const body = extensionRefusalSchema.parse(await refused!.json());
    expect(body.latestEndDate).toBe(latest);
    expect(body.message).toContain(`The latest pickup date you can choose is ${formatLongCalendarDate(latest)}.`);
    expect(body.fieldErrors?.endDate).toBe(body.message);
    // The refused transaction wrote nothing: no hold, no extension, the same counts.
    expect(writes.filter((request) => ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'].includes(request.operation))).toEqual([]);
    expect(await takenOn(provider.providerId, { firstDay: rental.reservedFrom!, lastDay: addDays(next, 10) })).toEqual(before);

    const started = await askOk(rental.rentalId, latest, customer.token);
    await payExtension(started.extensionId);
    expect((await rentalNow(rental.rentalId, customer.token)).endDate).toBe(latest);
    // Now not even one more day is free.
    const none = await quote(rental.rentalId, addDays(latest, 1), customer.token);
    expect(none.available).toBe(false);
    expect(none.latestEndDate).toBeUndefined();
    expect(none.message).toMatch(/cannot be extended/);
  });

  it("answers someone else's rental 403 and a missing one 404; a wrong manage-link key 404", async () => {
    const { rental, manageUrl } = await bookedWeek(provider, daysFromToday(110));
    const other = await newCustomer();
    const endDate = addDays(rental.endDate, 1);
    expect((await ask(rental.rentalId, endDate, other.token)).status).toBe(403);
    expect((await api(`/api/rentals/${rental.rentalId}/extension-quote?endDate=${endDate}`, { token: other.token })).status).toBe(403);
    expect((await ask(randomUUID(), endDate, other.token)).status).toBe(404);
    const [, , id, key] = manageUrl!.split('/');
    const wrongKey = key!.replace(/^./, (char) => (char === '0' ? '1' : '0'));
    expect((await api(`/api/orders/${id}/${wrongKey}/extensions`, { method: 'POST', body: JSON.stringify({ endDate }) })).status).toBe(404);
    expect(await takenOn(provider.providerId, { firstDay: addDays(rental.reservedThrough!, 1), lastDay: addDays(rental.reservedThrough!, 3) })).toEqual({});
  });

  it('refuses bad input with 400 and a rental that cannot be extended with 422, writing nothing', async () => {
    const { rental } = await bookedWeek(provider, daysFromToday(130), customer.token);
    // The booking's notification writes its ETA onto the rental a moment later: let it land first.
    await waitFor(async () => (await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go({ consistent: true })).data?.notificationStatus !== undefined);
    const bad = ['next week', '2026-02-31', rental.endDate, addDays(rental.endDate, -3), addDays(rental.startDate, 91), 42, null];
    for (const endDate of bad) {
      let answer: Response | undefined;
      const requests = await dynamoDbRequestsDuring(async () => {
        answer = await ask(rental.rentalId, endDate, customer.token);
      });
      expect(answer!.status, String(endDate)).toBe(400);
      expect(((await answer!.json()) as { message: string }).message).not.toBe('');
      expect(requests.filter((request) => ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'].includes(request.operation)), String(endDate)).toEqual([]);
    }
    expect((await api(`/api/rentals/${rental.rentalId}/extensions`, { method: 'POST', token: customer.token, body: '{}' })).status).toBe(400);
    expect((await api(`/api/rentals/${rental.rentalId}/extension-quote`, { token: customer.token })).status).toBe(400);

    expect((await api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token })).status).toBe(200);
    const refused = await ask(rental.rentalId, addDays(rental.endDate, 1), customer.token);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(EXTENSION_MESSAGES.notExtendable);
  });

  it('refunds in full a payment that arrives after its hold lapsed and the days were booked; extends when they are still free', async () => {
    const { rental } = await bookedWeek(provider, daysFromToday(150), customer.token);
    const late = await askOk(rental.rentalId, addDays(rental.endDate, 2), customer.token);
    // The hold lapses (the sweep, an hour on) and another customer books the day after the rental.
    await releaseHold(tableStore(), late.extensionId);
    await bookedWeek(provider, addDays(rental.reservedThrough!, 1), customer.token);
    const { paymentIntent } = await payExtension(late.extensionId);
    const status = await statusOf(rental.rentalId, late.extensionId, customer.token);
    expect(status).toMatchObject({ status: 'refunded', message: EXTENSION_MESSAGES.lapsedAndTaken });
    expect(status.rental).toMatchObject({ endDate: rental.endDate, reservedThrough: rental.reservedThrough, totalPriceCents: rental.totalPriceCents });
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([(await extensionItem(late.extensionId))!.amountCents]);
    expect(await extensionItem(late.extensionId)).toMatchObject({ status: 'refunded', refundReason: 'unavailable' });
    // Asked again: still one refund.
    expect((await statusOf(rental.rentalId, late.extensionId, customer.token)).status).toBe('refunded');
    expect(await refundsOf(paymentIntent)).toHaveLength(1);

    const { rental: second } = await bookedWeek(provider, daysFromToday(185), customer.token);
    const lapsedButFree = await askOk(second.rentalId, addDays(second.endDate, 1), customer.token);
    await releaseHold(tableStore(), lapsedButFree.extensionId);
    await payExtension(lapsedButFree.extensionId);
    const extended = await rentalNow(second.rentalId, customer.token);
    expect(extended.endDate).toBe(addDays(second.endDate, 1));
    expect(await takenOn(provider.providerId, spanOf(extended))).toEqual(each(spanOf(extended), { taken: 1, held: 0 }));
  });

  it('refunds a payment for a rental cancelled meanwhile and gives the held days back', async () => {
    const { rental } = await bookedWeek(provider, daysFromToday(210), customer.token);
    const started = await askOk(rental.rentalId, addDays(rental.endDate, 2), customer.token);
    expect((await api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token })).status).toBe(200);
    const { paymentIntent } = await payExtension(started.extensionId);
    expect(await statusOf(rental.rentalId, started.extensionId, customer.token)).toMatchObject({ status: 'refunded', message: EXTENSION_MESSAGES.rentalChanged });
    expect(await refundsOf(paymentIntent)).toHaveLength(1);
    expect(await takenOn(provider.providerId, { firstDay: rental.reservedFrom!, lastDay: addDays(rental.reservedThrough!, 2) })).toEqual({});
  });

  it("the payment provider's expiry gives the added days back, and the rental stays as it was", async () => {
    const { rental } = await bookedWeek(provider, daysFromToday(235), customer.token);
    const started = await askOk(rental.rentalId, addDays(rental.endDate, 2), customer.token);
    const sessionId = (await extensionItem(started.extensionId))!.sessionId!;
    expect((await api(`/sandbox/api/sessions/${sessionId}/expire`, { method: 'POST', headers: sandboxKey() })).status).toBe(200);
    const added = { firstDay: addDays(rental.reservedThrough!, 1), lastDay: addDays(rental.reservedThrough!, 2) };
    await waitFor(async () => Object.keys(await takenOn(provider.providerId, added)).length === 0);
    expect(await takenOn(provider.providerId, added)).toEqual({});
    expect(await statusOf(rental.rentalId, started.extensionId, customer.token)).toMatchObject({ status: 'notPaid' });
    expect((await rentalNow(rental.rentalId, customer.token)).endDate).toBe(rental.endDate);
  });

  it("a guest extends by the order's manage link, and comes back to it from the payment page", async () => {
    const { rental, manageUrl } = await bookedWeek(provider, daysFromToday(260));
    const path = `/api${manageUrl!.replace(/^\/order\//, '/orders/')}`;
    const endDate = addDays(rental.endDate, 1);
    const priced = await api(`${path}/extension-quote?endDate=${endDate}`);
    expect(extensionQuoteSchema.parse(await priced.json())).toMatchObject({ available: true, extraDays: 1 });
    const response = await api(`${path}/extensions`, { method: 'POST', body: JSON.stringify({ endDate }) });
    expect(response.status).toBe(201);
    const started = extensionStartSchema.parse(await response.json());
    const stored = (await extensionItem(started.extensionId))!;
    const session = (await (await api(`/sandbox/api/sessions/${stored.sessionId}`, { headers: sandboxKey() })).json()) as { success_url: string };
    expect(session.success_url).toContain(`${manageUrl}?extension=${started.extensionId}`);
    await payExtension(started.extensionId, { webhook: false });
    const status = extensionStatusSchema.parse(await (await api(`${path}/extensions/${started.extensionId}`)).json());
    expect(status).toMatchObject({ status: 'extended', rental: { endDate } });
  });
});

describe('extensions and bookings racing for the day after a rental ends', () => {
  it('10 concurrent extensions and checkouts on the boundary day never exceed the inventory, and what succeeded is what is reserved', async () => {
    const provider = await providerWith(2);
    const start = daysFromToday(30);
    // Two rentals ending on the same day D, each holding one of the two units through D.
    const [{ rental: first }, { rental: second }] = await Promise.all([bookedWeek(provider, start, customer.token), bookedWeek(provider, start, customer.token)]);
    const boundary = addDays(first.reservedThrough!, 1);
    const extensionAsks = [
      { rental: first, endDate: addDays(first.endDate, 1) },
      { rental: first, endDate: addDays(first.endDate, 3) },
      { rental: second, endDate: addDays(second.endDate, 2) },
      { rental: second, endDate: addDays(second.endDate, 4) },
      { rental: first, endDate: addDays(first.endDate, 5) },
    ];
    const checkoutBody = () => freshProviderCheckoutBody(provider.providerId, { startDate: boundary, addOns: {} });
    const answers = await Promise.all([
      ...extensionAsks.map((asked) => ask(asked.rental.rentalId, asked.endDate, customer.token).then(async (response) => ({ kind: 'extension' as const, asked, status: response.status, body: (await response.json()) as Record<string, unknown> }))),
      ...Array.from({ length: 5 }, () =>
        api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(checkoutBody()) }).then(async (response) => ({ kind: 'checkout' as const, asked: undefined, status: response.status, body: (await response.json()) as Record<string, unknown> })),
      ),
    ]);
    // Every request needs the boundary day, which has two units free: exactly two win, the rest are told no.
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(8);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(String(refused.body.message)).toMatch(/has no 20 yard dumpster free/);

    const window = { firstDay: start, lastDay: addDays(boundary, 14) };
    const held = await takenOn(provider.providerId, window);
    for (const count of Object.values(held)) expect(count.taken).toBeLessThanOrEqual(2);
    expect(held[boundary]).toEqual({ taken: 2, held: 2 });

    // Pay every winner; afterwards each day's units are exactly the rentals reserving it, never above two.
    for (const answer of won) {
      if (answer.kind === 'extension') await payExtension(String(answer.body.extensionId));
      else {
        await payWithoutWebhook(String(answer.body.sessionId));
        expect((await sessionStatus(String(answer.body.sessionId))).status).toBe('complete');
      }
    }
    const { data: rentals } = await tableStore().entities.rental.query.byProvider({ providerId: provider.providerId }).go({ pages: 'all' });
    const reserving = rentals.filter((rental) => rental.reservedFrom && rental.reservedThrough);
    const expected: Record<string, { taken: number; held: number }> = {};
    for (const rental of reserving) for (const day of spanDays(spanOf(rental))) expected[day] = { taken: (expected[day]?.taken ?? 0) + 1, held: 0 };
    const reserved = await takenOn(provider.providerId, window);
    expect(reserved).toEqual(Object.fromEntries(Object.entries(expected).filter(([day]) => day <= window.lastDay).sort()));
    for (const count of Object.values(reserved)) expect(count.taken).toBeLessThanOrEqual(2);
    // A won extension moved its rental's pickup to the date asked for; of two won for one rental, the
    // first paid did, and the other was refunded (the rental had moved on).
    const wonExtensions = won.filter((candidate) => candidate.kind === 'extension');
    const extendedRentals = new Set<string>();
    for (const answer of wonExtensions) {
      const status = await statusOf(answer.asked!.rental.rentalId, String(answer.body.extensionId), customer.token);
      if (status.status === 'extended') {
        expect(extendedRentals.has(answer.asked!.rental.rentalId)).toBe(false);
        extendedRentals.add(answer.asked!.rental.rentalId);
        expect(status.rental.endDate).toBe(answer.asked!.endDate);
      } else {
        expect(status).toMatchObject({ status: 'refunded', message: EXTENSION_MESSAGES.rentalChanged });
      }
    }
  });
});

async function waitFor(done: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

function extensionItemAmount(item: { amountCents: number } | null): number {
  return item!.amountCents;
}
