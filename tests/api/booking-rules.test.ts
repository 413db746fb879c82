// The Availability page's booking rules against the running stack: PUT /api/provider/booking-rules
// refuses what the form cannot send (400, nothing written) and a save from a stale page (409), and
// once saved, checkout and rent requests refuse a date inside the lead time, on a weekday the
// provider does not deliver on or on a blackout date, with the provider's message and next
// delivery day, before any payment session is opened or anything is written; text-to-book refuses
// such a date as soon as it is texted. Dates are read on the delivery address's clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { SMS_REPLIES } from '../../functions/sms/conversation';
import { WEEKDAY_NAMES, type BookingRules } from '../../shared/booking-rules';
import { DELIVERY_MESSAGES } from '../../shared/deliverability';
import { MESSAGES } from '../../shared/messages';
import { addDays } from '../../shared/rental-dates';
import { providerProfileSchema, type ProviderProfile } from '../../shared/schemas/provider';
import { PROVIDER_SETTINGS_MESSAGES } from '../../shared/schemas/provider-settings';
import { searchResponseSchema } from '../../shared/schemas/search';
import { calendarDateIn } from '../../shared/zoned-time';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { checkoutBody, MISSOULA_ADDRESS } from './checkout-support';
import { freshProvider, providerProfile, type FreshProvider } from './provider-portal-support';
import { newCustomer, putListing, rentBody, tableStore } from './rentals-support';

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];
const missoulaDay = (days: number) => addDays(calendarDateIn(new Date(), 'America/Denver'), days);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const rules = (change: Partial<BookingRules> = {}): BookingRules => ({
  leadTimeDays: 1,
  turnaroundDays: 0,
  deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6],
  blackoutDates: [],
  ...change,
});

/** The request and the DynamoDB writes made while it ran. */
async function saveRules(provider: FreshProvider, body: unknown) {
  let answer: Response | undefined;
  const requests = await dynamoDbRequestsDuring(async () => {
    answer = await api('/api/provider/booking-rules', { method: 'PUT', token: provider.token, body: JSON.stringify(body) });
  });
  const text = await answer!.text();
  return { status: answer!.status, json: text ? JSON.parse(text) : undefined, writes: requests.filter((request) => WRITES.includes(request.operation)) };
}

describe('PUT /api/provider/booking-rules', () => {
  let provider: FreshProvider;
  beforeAll(async () => {
    provider = await freshProvider();
  });

  it('reads a profile saved before booking rules without any', async () => {
    expect((await providerProfile(provider.token)).bookingRules).toBeUndefined();
  });

  it.each([
    ['a lead time of 0 days', rules({ leadTimeDays: 0 }), 'bookingRules.leadTimeDays', 'Lead time must be at least 1 day'],
    ['a lead time of 31 days', rules({ leadTimeDays: 31 }), 'bookingRules.leadTimeDays', 'Lead time must be at most 30 days'],
    ['a turnaround of 15 days', rules({ turnaroundDays: 15 }), 'bookingRules.turnaroundDays', 'Turnaround must be at most 14 days'],
    ['no delivery weekday', rules({ deliveryWeekdays: [] }), 'bookingRules.deliveryWeekdays', 'Choose at least one delivery day'],
    ['a weekday 7', rules({ deliveryWeekdays: [1, 7] }), 'bookingRules.deliveryWeekdays.1', 'Delivery days are weekday numbers from 0 (Sunday) to 6 (Saturday)'],
    ['February 30', rules({ blackoutDates: ['2027-02-30'] }), 'bookingRules.blackoutDates.0', MESSAGES.dateInvalid],
    ['a blackout date twice', rules({ blackoutDates: [missoulaDay(20), missoulaDay(20)] }), 'bookingRules.blackoutDates.1', `${missoulaDay(20)} is already a blackout date`],
    [
      '101 blackout dates',
      rules({ blackoutDates: Array.from({ length: 101 }, (_, day) => missoulaDay(day + 1)) }),
      'bookingRules.blackoutDates',
      'At most 100 blackout dates',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, bookingRules, field, message) => {
    const before = await providerProfile(provider.token);
    const answer = await saveRules(provider, { bookingRules });
    expect(answer.status).toBe(400);
    expect(answer.json.fieldErrors?.[field]).toBe(message);
    expect(answer.writes).toEqual([]);
    expect(await providerProfile(provider.token)).toEqual(before);
  });

  it('refuses a save from a page loaded before the last change with 409, writing nothing', async () => {
    const loaded = await providerProfile(provider.token);
    const stale = await saveRules(provider, { bookingRules: rules({ leadTimeDays: 2 }), expectedUpdatedAt: '2000-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile);
    expect(stale.writes).toEqual([]);
    expect(await providerProfile(provider.token)).toEqual(loaded);
  });

  it('saves the rules from the current page: weekdays and dates in order, dates already past dropped', async () => {
    const loaded = await providerProfile(provider.token);
    const bookingRules = rules({ leadTimeDays: 2, turnaroundDays: 1, deliveryWeekdays: [6, 1, 2], blackoutDates: [missoulaDay(30), '2020-01-01', missoulaDay(9)] });
    const saved = await saveRules(provider, { bookingRules, expectedUpdatedAt: loaded.updatedAt });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const profile: ProviderProfile = providerProfileSchema.parse(saved.json);
    expect(profile.bookingRules).toEqual({ leadTimeDays: 2, turnaroundDays: 1, deliveryWeekdays: [1, 2, 6], blackoutDates: [missoulaDay(9), missoulaDay(30)] });
    expect(profile.updatedAt > loaded.updatedAt).toBe(true);
    // The page's next save sends the version it got back; the one it was loaded from is now stale.
    expect((await saveRules(provider, { bookingRules, expectedUpdatedAt: loaded.updatedAt })).status).toBe(409);
    expect((await saveRules(provider, { bookingRules: rules(), expectedUpdatedAt: profile.updatedAt })).status).toBe(200);
    expect((await providerProfile(provider.token)).bookingRules).toEqual(rules());
  });
});

describe("checkout and rent requests follow the provider's booking rules", () => {
  let provider: FreshProvider;
  let customer: Awaited<ReturnType<typeof newCustomer>>;
  let businessName: string;
  // Lead time 3 days; no deliveries on the weekday of day +10 (so day +3 is closed too: the first
  // delivery day is +4); day +12 blacked out.
  const closedWeekday = () => weekdayOf(missoulaDay(10));
  const blackout = () => missoulaDay(12);

  beforeAll(async () => {
    [provider, customer] = await Promise.all([freshProvider(), newCustomer()]);
    const bookingRules = rules({ leadTimeDays: 3, deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== closedWeekday()), blackoutDates: [blackout()] });
    const saved = await saveRules(provider, { bookingRules });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    businessName = saved.json.businessName;
  });

  const order = (startDate: string) => {
    const base = checkoutBody(provider.providerId, { startDate, size: 20 });
    return { ...base, customer: { ...base.customer, address: MISSOULA_ADDRESS } };
  };

  async function expectCheckoutRefused(startDate: string, message: string) {
    for (const token of [undefined, customer.token]) {
      let answer: Response | undefined;
      const requests = await dynamoDbRequestsDuring(async () => {
        answer = await api(token ? '/api/customer/checkout/sessions' : '/api/checkout/sessions', { method: 'POST', token, body: JSON.stringify(order(startDate)) });
      });
      expect(answer!.status, message).toBe(400);
      const refusal = (await answer!.json()) as { message: string; fieldErrors?: Record<string, string> };
      expect(refusal.message).toBe(message);
      expect(refusal.fieldErrors?.startDate).toBe(message);
      expect(requests.filter((request) => WRITES.includes(request.operation))).toEqual([]);
    }
  }

  it('refuses a date inside the lead time, naming the first day the provider can deliver', async () => {
    await expectCheckoutRefused(missoulaDay(2), DELIVERY_MESSAGES.leadTime(businessName, 3, missoulaDay(4)));
    expect(DELIVERY_MESSAGES.leadTime(businessName, 3, missoulaDay(4))).toMatch(/needs 3 days' notice before a delivery\. The earliest delivery day is \w+day, /);
  });

  it('refuses a weekday the provider does not deliver on, naming the next delivery day', async () => {
    const message = DELIVERY_MESSAGES.weekdayClosed(businessName, closedWeekday(), missoulaDay(11));
    expect(message.startsWith(`${businessName} does not deliver on ${WEEKDAY_NAMES[closedWeekday()]}s. The next delivery day is `)).toBe(true);
    await expectCheckoutRefused(missoulaDay(10), message);
  });

  it('refuses a blackout date, naming the next delivery day', async () => {
    await expectCheckoutRefused(blackout(), DELIVERY_MESSAGES.blackout(businessName, blackout(), missoulaDay(13)));
  });

  it('takes the first delivery day, and the checkout page starts its date picker there', async () => {
    const quote = (await (await api(`/api/checkout/providers/${provider.providerId}?size=20&zipCode=59801`)).json()) as {
      delivery: { earliest: string; refusal?: unknown };
    };
    expect(quote.delivery.earliest).toBe(missoulaDay(4));
    expect(quote.delivery.refusal).toBeUndefined();
    const typed = (await (await api(`/api/checkout/providers/${provider.providerId}?size=20&zipCode=59801&startDate=${blackout()}`)).json()) as {
      delivery: { refusal?: { field: string; message: string } };
    };
    expect(typed.delivery.refusal).toEqual({ field: 'startDate', message: DELIVERY_MESSAGES.blackout(businessName, blackout(), missoulaDay(13)) });
    const answer = await api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(order(missoulaDay(4))) });
    expect(answer.status, await answer.clone().text()).toBe(201);
  });

  it('refuses a rent request on a blackout date the same way, writing nothing', async () => {
    // The test listing serves Columbus, OH (43215): a listing's own area decides where it goes.
    const listing = await putListing(provider.providerId);
    let answer: Response | undefined;
    const body = rentBody(listing.listingId, { startDate: blackout() });
    const requests = await dynamoDbRequestsDuring(async () => {
      answer = await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(body) });
    });
    expect(answer!.status).toBe(400);
    expect(((await answer!.json()) as { message: string }).message).toBe(DELIVERY_MESSAGES.blackout(businessName, blackout(), missoulaDay(13)));
    expect(requests.filter((request) => WRITES.includes(request.operation))).toEqual([]);
  });
});

describe("text-to-book follows the provider's booking rules", () => {
  it('refuses a blackout date as soon as it is texted, naming the next delivery day, and takes that day', async () => {
    const phone = `+1614${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
    const text = async (body: string) => {
      const response = await api('/dev/sms', { method: 'POST', body: JSON.stringify({ from: phone, text: body }) });
      expect(response.status).toBe(200);
      return ((await response.json()) as { replies: string[] }).replies;
    };
    const search = searchResponseSchema.parse(await (await api('/api/search?zipCode=43215&size=10')).json());
    const first = search.providers.find((provider) => provider.state === 'OH')!;
    const columbusDay = (days: number) => addDays(calendarDateIn(new Date(), 'America/New_York'), days);
    const store = tableStore();
    await store.entities.providerProfile
      .patch({ providerId: first.providerId })
      .set({ bookingRules: rules({ blackoutDates: [columbusDay(6)] }) })
      .go();
    try {
      await text('BOOK');
      await text('43215');
      await text('1');
      expect(await text(columbusDay(6))).toEqual([
        `${DELIVERY_MESSAGES.blackout(first.businessName, columbusDay(6), columbusDay(7))} ${SMS_REPLIES.anotherDate}`,
      ]);
      const { data: conversation } = await store.entities.smsConversation.get({ phoneNumber: phone }).go();
      expect(conversation).toMatchObject({ step: 'date' });
      expect(conversation!.deliveryDate).toBeUndefined();
      expect(await text(columbusDay(7))).toEqual([SMS_REPLIES.confirmDate(columbusDay(7))]);
    } finally {
      await store.entities.providerProfile.patch({ providerId: first.providerId }).remove(['bookingRules']).go();
    }
  });
});
