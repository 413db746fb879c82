// Unpaid checkouts cannot hold a provider's stock hostage (functions/availability/hold-limits.ts),
// over the local gateway from loopback addresses other than the test stack's exempt 127.0.0.1, so
// each client here is counted as a stranger would be: a client's new checkout of a provider's size
// replaces its earlier unpaid one, a client and an e-mail address have at most
// UNPAID_HOLDS_PER_CLIENT checkouts waiting for payment (429 with the shared message, nothing held),
// a checkout left by the payment page's cancel link or expired by the payment provider frees its
// place at once, and an honest customer comparing, changing a date and paying is never refused.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_HOLDS_PER_CLIENT } from '../../shared/abuse-limits';
import { AVAILABILITY_MESSAGES, HOLD_MINUTES, spanDays, reservedSpan } from '../../shared/availability';
import { addDays } from '../../shared/rental-dates';
import { checkoutSessionResponseSchema, checkoutSessionStatusSchema } from '../../shared/schemas/checkout';
import { dayCounts } from '../../functions/availability/day-counters';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { freshProviderCheckoutBody, payWithoutWebhook, sandboxKey, sessionStatus, startCheckout } from './checkout-support';
import { newClientIp, send, type Answer } from './loopback-client';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { daysFromToday, newCustomer, tableStore } from './rentals-support';

let shop: FreshProvider;
let other: FreshProvider;

beforeAll(async () => {
  // Each stocks two 10-, three 20- and one 30-yard dumpsters (tests/api/provider-portal-support.ts).
  [shop, other] = await Promise.all([freshProvider(), freshProvider()]);
}, 90_000);

/** Each test books weeks of its own, so no two tests meet on a day. */
let weeks = 0;
const freshWeek = () => daysFromToday(6 + 8 * (weeks += 1));

interface Order {
  provider: FreshProvider;
  size?: number;
  startDate: string;
  email?: string;
}

function bodyOf(order: Order) {
  const body = freshProviderCheckoutBody(order.provider.providerId, { startDate: order.startDate, size: order.size ?? 20, addOns: {} });
  return { ...body, customer: { ...body.customer, email: order.email ?? `${randomUUID()}@test.example` } };
}

/** A checkout from `ip`, as a guest or as the signed-in customer whose token is given. */
function checkoutFrom(ip: string, order: Order, token?: string): Promise<Answer> {
  const path = token ? '/api/customer/checkout/sessions' : '/api/checkout/sessions';
  return send(ip, 'POST', path, JSON.stringify(bodyOf(order)), token ? { authorization: `Bearer ${token}` } : {});
}

async function opened(answer: Answer): Promise<{ sessionId: string; url: string }> {
  expect(answer.status, answer.text).toBe(201);
  return checkoutSessionResponseSchema.parse(JSON.parse(answer.text));
}

/** The 429 of a full client or e-mail address: the shared message, naming the wait until its first checkout lapses. */
function expectRefused(answer: Answer, message: (count: number, retryAfterSeconds: number) => string): void {
  expect(answer.status, answer.text).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(HOLD_MINUTES * 60);
  expect(JSON.parse(answer.text)).toEqual({ message: message(UNPAID_HOLDS_PER_CLIENT, retryAfter) });
}

async function sandboxSession(sessionId: string): Promise<{ status: string; cancel_url: string }> {
  const response = await api(`/sandbox/api/sessions/${sessionId}`, { headers: sandboxKey() });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; cancel_url: string };
}

async function holdOf(sessionId: string): Promise<string> {
  const { data } = await tableStore().entities.checkoutSession.get({ sessionId }).go({ consistent: true });
  return data!.holdId!;
}

async function holdExists(holdId: string): Promise<boolean> {
  return (await tableStore().entities.unitHold.get({ holdId }).go({ consistent: true })).data !== null;
}

/** Units of the size taken on each day of a week's rental from `startDate` (fresh providers have no turnaround). */
async function takenOn(provider: FreshProvider, startDate: string, size = 20): Promise<number[]> {
  const span = reservedSpan(startDate, addDays(startDate, 7), 0);
  const counts = new Map((await dayCounts(tableStore(), { providerId: provider.providerId, size: String(size) }, span, { consistent: true })).map((count) => [count.day, count.taken]));
  return spanDays(span).map((day) => counts.get(day) ?? 0);
}

async function until(done: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function paidAndRecorded(sessionId: string): Promise<void> {
  await payWithoutWebhook(sessionId);
  const status = checkoutSessionStatusSchema.parse(await (await api(`/api/checkout/sessions/${sessionId}`)).json());
  expect(status.status).toBe('complete');
}

/** Three checkouts waiting for payment from one client: the shop's 10-, 20- and 30-yard dumpsters on one week. */
async function threeHolds(ip: string, startDate: string, token?: string) {
  const sessions = [];
  for (const size of [10, 20, 30]) sessions.push(await opened(await checkoutFrom(ip, { provider: shop, size, startDate }, token)));
  return sessions;
}

describe("one client cannot hold a provider's whole stock", () => {
  it('a client checking out the same size again replaces its earlier checkout, so a real customer still books one of the three units', async () => {
    const startDate = freshWeek();
    const hoarder = newClientIp();
    const sessions = [];
    for (let i = 0; i < 3; i += 1) sessions.push(await opened(await checkoutFrom(hoarder, { provider: shop, startDate })));
    // Only the latest one holds a unit; the earlier payment pages can no longer be paid.
    expect(await takenOn(shop, startDate)).toEqual(Array(8).fill(1));
    for (const earlier of sessions.slice(0, 2)) {
      expect((await sandboxSession(earlier.sessionId)).status).toBe('expired');
      expect(await holdExists(await holdOf(earlier.sessionId))).toBe(false);
    }
    expect((await sandboxSession(sessions[2]!.sessionId)).status).toBe('open');

    const customer = await opened(await checkoutFrom(newClientIp(), { provider: shop, startDate }));
    await paidAndRecorded(customer.sessionId);
    expect(await takenOn(shop, startDate)).toEqual(Array(8).fill(2));
  });
});

describe('checkouts waiting for payment, per client and per e-mail address', () => {
  it('a guest with three is refused a fourth with 429 and the message, and nothing is held or opened; another client is not', async () => {
    const startDate = freshWeek();
    const guest = newClientIp();
    await threeHolds(guest, startDate);
    let refused: Answer | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      refused = await checkoutFrom(guest, { provider: other, startDate });
    });
    expectRefused(refused!, AVAILABILITY_MESSAGES.tooManyHolds);
    expect(requests.map((request) => request.operation)).not.toContain('TransactWriteItems');
    expect(requests.map((request) => request.operation)).not.toContain('PutItem');
    expect(await takenOn(other, startDate)).toEqual(Array(8).fill(0));
    // Someone else checks the same dumpster out at once.
    await opened(await checkoutFrom(newClientIp(), { provider: other, startDate }));
  });

  it('a signed-in customer is one client from whatever address they connect', async () => {
    const { token } = await newCustomer();
    const startDate = freshWeek();
    await opened(await checkoutFrom(newClientIp(), { provider: shop, size: 10, startDate }, token));
    await opened(await checkoutFrom(newClientIp(), { provider: shop, size: 20, startDate }, token));
    await opened(await checkoutFrom(newClientIp(), { provider: shop, size: 30, startDate }, token));
    expectRefused(await checkoutFrom(newClientIp(), { provider: other, startDate }, token), AVAILABILITY_MESSAGES.tooManyHolds);
    expect(await takenOn(other, startDate)).toEqual(Array(8).fill(0));
  });

  it('one e-mail address typed at checkout has at most three, whichever client types it', async () => {
    const email = `${randomUUID()}@test.example`;
    for (let i = 0; i < UNPAID_HOLDS_PER_CLIENT; i += 1) await opened(await checkoutFrom(newClientIp(), { provider: shop, startDate: freshWeek(), email }));
    const startDate = freshWeek();
    expectRefused(await checkoutFrom(newClientIp(), { provider: other, startDate, email: email.toUpperCase() }), AVAILABILITY_MESSAGES.tooManyHoldsForEmail);
    expect(await takenOn(other, startDate)).toEqual(Array(8).fill(0));
  });
});

describe('a checkout left unpaid frees its place at once', () => {
  it('coming back by the payment page\'s cancel link gives back the hold and the client\'s place', async () => {
    const startDate = freshWeek();
    const guest = newClientIp();
    const [first] = await threeHolds(guest, startDate);
    expect((await checkoutFrom(guest, { provider: other, startDate })).status).toBe(429);
    // The cancel link brings the browser back to the checkout page, which gives the hold back.
    const hold = new URL((await sandboxSession(first!.sessionId)).cancel_url).searchParams.get('hold');
    expect(hold).toBe(await holdOf(first!.sessionId));
    const released = await send(guest, 'POST', `/api/checkout/holds/${hold}/release`);
    expect(released.status, released.text).toBe(200);
    expect(JSON.parse(released.text)).toEqual({ released: true });
    expect(await holdExists(hold!)).toBe(false);
    expect(await takenOn(shop, startDate, 10)).toEqual(Array(8).fill(0));
    await opened(await checkoutFrom(guest, { provider: other, startDate }));
  });

  it("the payment provider's checkout.session.expired gives back the hold and the client's place", async () => {
    const startDate = freshWeek();
    const guest = newClientIp();
    const [first] = await threeHolds(guest, startDate);
    expect((await checkoutFrom(guest, { provider: other, startDate })).status).toBe(429);
    const hold = await holdOf(first!.sessionId);
    expect((await api(`/sandbox/api/sessions/${first!.sessionId}/expire`, { method: 'POST', headers: sandboxKey() })).status).toBe(200);
    await until(async () => !(await holdExists(hold)));
    expect(await takenOn(shop, startDate, 10)).toEqual(Array(8).fill(0));
    await opened(await checkoutFrom(guest, { provider: other, startDate }));
  });
});

describe('an honest customer is never refused', () => {
  it('opens three checkouts, goes back and changes a date, pays one, and checks out again', async () => {
    const { token } = await newCustomer();
    const ip = newClientIp();
    const [firstWeek, secondWeek, changedWeek] = [freshWeek(), freshWeek(), freshWeek()];
    const compared = await opened(await checkoutFrom(ip, { provider: shop, startDate: firstWeek }, token));
    await opened(await checkoutFrom(ip, { provider: other, startDate: firstWeek }, token));
    await opened(await checkoutFrom(ip, { provider: shop, size: 10, startDate: secondWeek }, token));
    // Back on the shop's 20-yard checkout with another date: it takes the place of the first one.
    const changed = await opened(await checkoutFrom(ip, { provider: shop, startDate: changedWeek }, token));
    expect((await sandboxSession(compared.sessionId)).status).toBe('expired');
    expect(await takenOn(shop, firstWeek)).toEqual(Array(8).fill(0));
    await paidAndRecorded(changed.sessionId);
    expect(await takenOn(shop, changedWeek)).toEqual(Array(8).fill(1));
    // Paid, it waits for nothing: another checkout opens.
    await opened(await checkoutFrom(ip, { provider: other, size: 30, startDate: secondWeek }, token));
  });
});

describe('places are taken by conditional writes', () => {
  it("six checkouts of one guest at once, each of another dumpster, get exactly three of them held", async () => {
    const startDate = freshWeek();
    const guest = newClientIp();
    const orders = [shop, other].flatMap((provider) => [10, 20, 30].map((size) => ({ provider, size, startDate })));
    const answers = await Promise.all(orders.map((order) => checkoutFrom(guest, order)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    // The others are told the limit (or, having lost every race for a place, to try again).
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) expect([429, 409], answer.text).toContain(answer.status);
    const held = await Promise.all(orders.map(async (order) => (await takenOn(order.provider, startDate, order.size))[0]));
    expect(held.reduce((sum, units) => sum! + units!, 0)).toBe(3);
  });
});

describe('keeping a rental longer', () => {
  it('asking again replaces the earlier unpaid request, so one rental holds at most one extra unit', async () => {
    const { token } = await newCustomer();
    const { sessionId } = await startCheckout(bodyOf({ provider: shop, startDate: freshWeek() }), token);
    await payWithoutWebhook(sessionId);
    const { rental } = await sessionStatus(sessionId);
    const ip = newClientIp();
    const ask = (endDate: string) =>
      send(ip, 'POST', `/api/rentals/${rental!.rentalId}/extensions`, JSON.stringify({ endDate }), { authorization: `Bearer ${token}` });
    const first = await ask(addDays(rental!.endDate, 2));
    expect(first.status, first.text).toBe(201);
    const { extensionId: firstId } = JSON.parse(first.text) as { extensionId: string };
    const second = await ask(addDays(rental!.endDate, 4));
    expect(second.status, second.text).toBe(201);
    expect(await holdExists(firstId)).toBe(false);
    const { data: firstExtension } = await tableStore().entities.rentalExtension.get({ extensionId: firstId }).go({ consistent: true });
    expect((await sandboxSession(firstExtension!.sessionId!)).status).toBe('expired');
    // Only the second request's added days are held: one unit beyond the rental's own.
    const after = addDays(rental!.reservedThrough!, 1);
    const counts = await dayCounts(tableStore(), { providerId: shop.providerId, size: '20' }, { firstDay: after, lastDay: addDays(after, 3) }, { consistent: true });
    expect(counts.map((count) => count.taken)).toEqual([1, 1, 1, 1]);
  });
});
