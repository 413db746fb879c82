// Text-to-book reads the same availability as the web checkout, over the local stack: the payment
// link holds a unit of the text size for the texted days (placeHold), the payment session expires
// with the hold, payment through the webhook settles it into the rental's reservation, the session's
// expiry gives the days back, and a date with no unit free is answered with the next available
// date. The provider is registered here, alone in a Cheyenne ZIP, so the texts go to it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rentalIdForSession } from '../../functions/checkout/create-checkout-session';
import { dayCounts } from '../../functions/availability/day-counters';
import { placeHold } from '../../functions/availability/holds';
import { SMS_REPLIES } from '../../functions/sms/conversation';
import { reservedSpan, spanDays, type ReservedSpan } from '../../shared/availability';
import { SMS_DUMPSTER_SIZE } from '../../shared/constants';
import { addDays } from '../../shared/rental-dates';
import { calendarDateIn } from '../../shared/zoned-time';
import { api } from '../support/stack-client';
import { deliver, payWithoutWebhook, sandboxKey } from './checkout-support';
import { issueCode, operatorToken, registrationBody, submitProviderRequest, uploadDocuments } from './onboarding-support';
import { tableStore } from './rentals-support';

const ZIP = '82001';
const SIZE = String(SMS_DUMPSTER_SIZE);
/** A week's rental, as texted with "2". */
const WEEK = 7;
const cheyenneDay = (days: number) => addDays(calendarDateIn(new Date(), 'America/Denver'), days);
const weekFrom = (start: string): ReservedSpan => reservedSpan(start, addDays(start, WEEK), 0);

let providerId: string;
let businessName: string;

beforeAll(async () => {
  const code = (await issueCode(await operatorToken(), await submitProviderRequest())).code;
  const body = registrationBody(code, await uploadDocuments(code), {
    address: { street: '2323 Carey Ave', city: 'Cheyenne', state: 'WY', zipCode: ZIP },
    serviceZipCodes: [ZIP],
    // One dumpster of the size texted for.
    dumpsterInventory: { yard5: 0, yard10: 1, yard15: 0, yard20: 0, yard30: 0, yard40: 0 },
  });
  const response = await api('/api/providers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  ({ providerId } = (await response.json()) as { providerId: string });
  businessName = body.businessName;
}, 60_000);

let phones = 0;
/** A number no other test texts from. */
const newPhone = () => `+1307555${String(1000 + (phones += 1) + Math.floor(Math.random() * 8000)).padStart(4, '0')}`;

function texter() {
  const phone = newPhone();
  const text = async (body: string): Promise<string[]> => {
    const response = await api('/dev/sms', { method: 'POST', body: JSON.stringify({ from: phone, text: body }) });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { replies: string[] }).replies;
  };
  return { phone, text };
}

async function conversationOf(phone: string) {
  return (await tableStore().entities.smsConversation.get({ phoneNumber: phone }).go({ consistent: true })).data!;
}

async function takenOn(span: ReservedSpan) {
  const counts = await dayCounts(tableStore(), { providerId, size: SIZE }, span, { consistent: true });
  return Object.fromEntries(counts.map((count) => [count.day, { taken: count.taken, held: count.held }]));
}

const every = (span: ReservedSpan, counts: { taken: number; held: number }) => Object.fromEntries(spanDays(span).map((day) => [day, counts]));

/** Texts up to the payment link for a week from `start`; answers the last replies. */
async function bookByText(start: string) {
  const { phone, text } = texter();
  await text('BOOK');
  expect((await text(ZIP))[0]).toContain(`${businessName} delivers to Cheyenne, WY ${ZIP}`);
  await text('2');
  expect(await text(start)).toEqual([SMS_REPLIES.confirmDate(start)]);
  await text('YES');
  return { phone, text, replies: await text('12 Elm St') };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a text order holds its unit as a web checkout does', () => {
  it('holds the size for the texted days until the session expires, and payment by the webhook turns the hold into the rental', async () => {
    const start = cheyenneDay(20);
    const { phone, replies } = await bookByText(start);
    expect(replies[0]).toMatch(/^Your quote: weekly 10 yd dumpster rental/);
    const { checkoutSessionId: sessionId } = await conversationOf(phone);
    const { data: checkout } = await tableStore().entities.checkoutSession.get({ sessionId: sessionId! }).go({ consistent: true });
    expect(checkout).toMatchObject({ reservedFrom: start, reservedThrough: addDays(start, WEEK) });
    const { data: hold } = await tableStore().entities.unitHold.get({ holdId: checkout!.holdId! }).go({ consistent: true });
    expect(hold).toMatchObject({ providerId, size: SIZE, firstDay: start, lastDay: addDays(start, WEEK), sessionId });
    expect(await takenOn(weekFrom(start))).toEqual(every(weekFrom(start), { taken: 1, held: 1 }));
    // The payment session can be paid exactly as long as the unit is held.
    const session = (await (await api(`/sandbox/api/sessions/${sessionId}`, { headers: sandboxKey() })).json()) as { expires_at: number };
    expect(session.expires_at).toBe(Math.floor(Date.parse(hold!.expiresAt) / 1000));

    const { event } = await payWithoutWebhook(sessionId!);
    expect((await deliver(JSON.stringify(event))).status).toBe(200);
    const { data: rental } = await tableStore().entities.rental.get({ rentalId: rentalIdForSession(sessionId!) }).go({ consistent: true });
    expect(rental).toMatchObject({ status: 'confirmed', dumpsterSize: SIZE, reservedFrom: start, reservedThrough: addDays(start, WEEK) });
    expect((await tableStore().entities.unitHold.get({ holdId: hold!.holdId }).go({ consistent: true })).data).toBeNull();
    expect(await takenOn(weekFrom(start))).toEqual(every(weekFrom(start), { taken: 1, held: 0 }));
  });

  it('answers a date without a free unit with the next available date, books that date on YES, and the expired session gives it back', async () => {
    // The week booked above holds the only unit from day 20 through day 27.
    const { phone, text } = texter();
    await text('BOOK');
    await text(ZIP);
    await text('2');
    const full = cheyenneDay(23);
    const next = cheyenneDay(28);
    expect(await text(full)).toEqual([SMS_REPLIES.noUnitFree(businessName, full, next)]);
    expect(await conversationOf(phone)).toMatchObject({ step: 'confirmDate', deliveryDate: next });

    await text('YES');
    expect((await text('12 Elm St'))[0]).toMatch(/^Your quote: weekly 10 yd dumpster rental/);
    const { checkoutSessionId: sessionId } = await conversationOf(phone);
    const { data: checkout } = await tableStore().entities.checkoutSession.get({ sessionId: sessionId! }).go({ consistent: true });
    expect(checkout).toMatchObject({ startDate: next, reservedFrom: next });
    expect(await takenOn(weekFrom(next))).toEqual(every(weekFrom(next), { taken: 1, held: 1 }));

    // Stripe's checkout.session.expired (sent by the sandbox) releases a text order's hold like a web checkout's.
    expect((await api(`/sandbox/api/sessions/${sessionId}/expire`, { method: 'POST', headers: sandboxKey() })).status).toBe(200);
    const hold = await until(
      async () => (await tableStore().entities.unitHold.get({ holdId: checkout!.holdId! }).go({ consistent: true })).data,
      (value) => value === null,
    );
    expect(hold).toBeNull();
    expect(await takenOn(weekFrom(next))).toEqual({});
  });

  it("a number's new payment link replaces its earlier unpaid one, so one number never holds two units", async () => {
    const first = cheyenneDay(100);
    const { phone, text } = await bookByText(first);
    const { checkoutSessionId: firstSession } = await conversationOf(phone);
    const { data: firstCheckout } = await tableStore().entities.checkoutSession.get({ sessionId: firstSession! }).go({ consistent: true });
    expect(await takenOn(weekFrom(first))).toEqual(every(weekFrom(first), { taken: 1, held: 1 }));

    // The texter starts over for another week: the first link can no longer be paid and its unit is free.
    const second = cheyenneDay(110);
    await text('BOOK');
    await text(ZIP);
    await text('2');
    expect(await text(second)).toEqual([SMS_REPLIES.confirmDate(second)]);
    await text('YES');
    expect((await text('12 Elm St'))[0]).toMatch(/^Your quote: weekly 10 yd dumpster rental/);
    const { checkoutSessionId: secondSession } = await conversationOf(phone);
    expect(secondSession).not.toBe(firstSession);
    const session = (await (await api(`/sandbox/api/sessions/${firstSession}`, { headers: sandboxKey() })).json()) as { status: string };
    expect(session.status).toBe('expired');
    expect((await tableStore().entities.unitHold.get({ holdId: firstCheckout!.holdId! }).go({ consistent: true })).data).toBeNull();
    expect(await takenOn(weekFrom(first))).toEqual({});
    expect(await takenOn(weekFrom(second))).toEqual(every(weekFrom(second), { taken: 1, held: 1 }));
  });

  it('opens no payment when the unit is taken between the confirmed date and the address, and offers the next date', async () => {
    const start = cheyenneDay(60);
    const { phone, text } = texter();
    await text('BOOK');
    await text(ZIP);
    await text('2');
    expect(await text(start)).toEqual([SMS_REPLIES.confirmDate(start)]);
    await text('YES');
    // A web checkout holds the unit for those days meanwhile.
    await placeHold(
      { store: tableStore(), clock: () => new Date() },
      {
        holdId: randomUUID(),
        providerId,
        size: SIZE,
        span: weekFrom(start),
        businessName,
        rentalDays: WEEK,
        turnaroundDays: 0,
        latestStart: cheyenneDay(365),
      },
    );
    expect(await text('12 Elm St')).toEqual([SMS_REPLIES.noUnitFree(businessName, start, addDays(start, WEEK + 1))]);
    const conversation = await conversationOf(phone);
    expect(conversation).toMatchObject({ step: 'confirmDate', deliveryDate: addDays(start, WEEK + 1) });
    expect(conversation.checkoutSessionId).toBeUndefined();
    // Only the web checkout's hold: the text order holds nothing.
    expect(await takenOn(weekFrom(start))).toEqual(every(weekFrom(start), { taken: 1, held: 1 }));
  });
});
