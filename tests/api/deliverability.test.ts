// Checkout and rent requests refuse, before any payment is opened or anything is written, what the
// provider cannot deliver: a size they have none of, a ZIP they do not serve, a date past the
// booking horizon, a state or ZIP that does not exist, a ZIP in another state, and (for a
// provider closed on them) a federal holiday. Before, a 40-yard dumpster from a provider with
// none, to an Alaska ZIP they did not serve, on 2099-12-31, was paid and confirmed.
import { beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../shared/deliverability';
import { MESSAGES } from '../../shared/messages';
import { addDays, BOOKING_HORIZON_DAYS, sameDayOrderOpen } from '../../shared/rental-dates';
import { calendarDateIn } from '../../shared/zoned-time';
import { federalHolidays } from '../../shared/us-federal-holidays';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { checkoutBody } from './checkout-support';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { daysFromToday, newCustomer, putListing, rentBody, tableStore } from './rentals-support';

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];

/** The fresh provider serves Missoula, MT (59801, 59802) with 2 ten-, 3 twenty- and 1 thirty-yard dumpsters. */
const MISSOULA = { street: '100 Broadway St', city: 'Missoula', state: 'MT', zipCode: '59801' };

let provider: FreshProvider;
let customer: Awaited<ReturnType<typeof newCustomer>>;
beforeAll(async () => {
  [provider, customer] = await Promise.all([freshProvider(), newCustomer()]);
});

function order(overrides: { size?: number; startDate?: string; address?: Record<string, string> } = {}) {
  const base = checkoutBody(provider.providerId, { startDate: overrides.startDate ?? daysFromToday(10), size: overrides.size ?? 20 });
  return { ...base, customer: { ...base.customer, address: { ...MISSOULA, ...overrides.address } } };
}

/** Posts a checkout as a guest and as the signed-in customer: both refused with `message`, nothing written. */
async function expectRefused(body: unknown, message: string, field: string) {
  for (const token of [undefined, customer.token]) {
    let answer: Response | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      answer = await api(token ? '/api/customer/checkout/sessions' : '/api/checkout/sessions', { method: 'POST', token, body: JSON.stringify(body) });
    });
    expect(answer!.status, message).toBe(400);
    const refusal = (await answer!.json()) as { message: string; fieldErrors?: Record<string, string> };
    expect(refusal.message).toBe(message);
    expect(refusal.fieldErrors?.[field]).toBe(message);
    expect(requests.filter((request) => WRITES.includes(request.operation))).toEqual([]);
  }
}

describe('checkout refuses what cannot be delivered', () => {
  it('takes an order the provider can deliver', async () => {
    const answer = await api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(order()) });
    expect(answer.status, await answer.clone().text()).toBe(201);
  });

  it('refuses a size the provider has none of', async () => {
    const { data } = await tableStore().entities.providerProfile.get({ providerId: provider.providerId }).go();
    await expectRefused(order({ size: 40 }), DELIVERY_MESSAGES.sizeNotStocked(data!.businessName, 40), 'size');
  });

  it('refuses a ZIP the provider does not serve (Anchorage, AK)', async () => {
    const { data } = await tableStore().entities.providerProfile.get({ providerId: provider.providerId }).go();
    await expectRefused(
      order({ address: { city: 'Anchorage', state: 'AK', zipCode: '99501' } }),
      DELIVERY_MESSAGES.zipNotServed(data!.businessName, '99501'),
      'customer.address.zipCode',
    );
  });

  it('refuses 2099-12-31 and the day after the booking horizon, and takes the last day of it', async () => {
    await expectRefused(order({ startDate: '2099-12-31' }), DELIVERY_MESSAGES.dateTooFar, 'startDate');
    await expectRefused(order({ startDate: daysFromToday(BOOKING_HORIZON_DAYS + 2) }), DELIVERY_MESSAGES.dateTooFar, 'startDate');
    const last = await api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(order({ startDate: daysFromToday(BOOKING_HORIZON_DAYS - 1) })) });
    expect(last.status).toBe(201);
  });

  it('refuses a ZIP that does not exist and a ZIP in another state than the one given', async () => {
    await expectRefused(order({ address: { zipCode: '00000' } }), DELIVERY_MESSAGES.zipUnknown('00000'), 'customer.address.zipCode');
    await expectRefused(order({ address: { state: 'CA' } }), DELIVERY_MESSAGES.zipNotInState('59801', 'MT', 'CA'), 'customer.address.zipCode');
  });

  it('refuses state ZZ with the schema message', async () => {
    const answer = await api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(order({ address: { state: 'ZZ' } })) });
    expect(answer.status).toBe(400);
  });

  it('refuses a federal holiday once the provider closes on them', async () => {
    const year = Number(daysFromToday(30).slice(0, 4));
    const holiday = [...federalHolidays(year), ...federalHolidays(year + 1)].find((day) => day.date > daysFromToday(2) && day.date < daysFromToday(300))!;
    expect((await api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(order({ startDate: holiday.date })) })).status).toBe(201);
    await tableStore().entities.providerProfile.patch({ providerId: provider.providerId }).set({ observesFederalHolidays: true }).go();
    try {
      const { data } = await tableStore().entities.providerProfile.get({ providerId: provider.providerId }).go();
      await expectRefused(order({ startDate: holiday.date }), DELIVERY_MESSAGES.holiday(data!.businessName, holiday.name, holiday.date), 'startDate');
    } finally {
      await tableStore().entities.providerProfile.patch({ providerId: provider.providerId }).set({ observesFederalHolidays: false }).go();
    }
  });

  it('tells the checkout page before payment, with the dates bookable at the ZIP', async () => {
    const answer = await api(`/api/checkout/providers/${provider.providerId}?size=40&zipCode=59801&startDate=${daysFromToday(10)}`);
    const body = (await answer.json()) as { delivery: { timeZone: string; earliest: string; latest: string; refusal?: { field: string } } };
    expect(body.delivery).toMatchObject({ timeZone: 'America/Denver', refusal: { field: 'size' } });
    expect(body.delivery.latest > body.delivery.earliest).toBe(true);
    const served = (await (await api(`/api/checkout/providers/${provider.providerId}?size=20&zipCode=59801`)).json()) as { delivery: { refusal?: unknown } };
    expect(served.delivery.refusal).toBeUndefined();
  });
});

describe('same-day delivery is real: today, before the cutoff where it goes, from a provider who offers it', () => {
  // Missoula's own clock decides; the stack runs on the real one, so "today" is either still open
  // for same-day (before noon in Denver's zone) or not, and each case is held to its own answer.
  const sameDayOrder = (startDate: string) => ({ ...order({ startDate }), addOns: { sameDayDelivery: true }, preferredTimeWindow: 'afternoon' });
  const missoulaToday = () => calendarDateIn(new Date(), 'America/Denver');

  it('refuses same-day for any other day than today', async () => {
    await expectRefused(sameDayOrder(addDays(missoulaToday(), 3)), DELIVERY_MESSAGES.sameDayIsToday, 'startDate');
  });

  it('books today before the cutoff, and says why not after it', async () => {
    const openNow = sameDayOrderOpen(new Date(), 'America/Denver');
    const quote = (await (await api(`/api/checkout/providers/${provider.providerId}?size=20&zipCode=59801`)).json()) as {
      delivery: { sameDay: { available: boolean; reason?: string } };
    };
    if (openNow) {
      expect(quote.delivery.sameDay).toEqual({ available: true });
      const answer = await api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(sameDayOrder(missoulaToday())) });
      expect(answer.status, await answer.clone().text()).toBe(201);
    } else {
      expect(quote.delivery.sameDay).toEqual({ available: false, reason: DELIVERY_MESSAGES.sameDayClosed });
      await expectRefused(sameDayOrder(missoulaToday()), DELIVERY_MESSAGES.sameDayClosed, 'addOns.sameDayDelivery');
    }
  });

  it('refuses same-day from a provider who does not offer it, and the checkout page says so first', async () => {
    const profile = () => tableStore().entities.providerProfile.get({ providerId: provider.providerId }).go();
    const offered = (await profile()).data!.addOns;
    await tableStore().entities.providerProfile.patch({ providerId: provider.providerId }).set({ addOns: { ...offered, sameDayDelivery: false } }).go();
    try {
      const message = DELIVERY_MESSAGES.sameDayNotOffered((await profile()).data!.businessName);
      await expectRefused(sameDayOrder(missoulaToday()), message, 'addOns.sameDayDelivery');
      const quote = (await (await api(`/api/checkout/providers/${provider.providerId}?size=20&zipCode=59801`)).json()) as { delivery: { sameDay: unknown } };
      expect(quote.delivery.sameDay).toEqual({ available: false, reason: message });
    } finally {
      await tableStore().entities.providerProfile.patch({ providerId: provider.providerId }).set({ addOns: offered }).go();
    }
  });
});

describe('rent requests refuse what cannot be delivered', () => {
  async function rentRefused(body: unknown, message?: string) {
    let answer: Response | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      answer = await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(body) });
    });
    expect(answer!.status, message).toBe(400);
    if (message) expect(((await answer!.json()) as { message: string }).message).toBe(message);
    expect(requests.filter((request) => WRITES.includes(request.operation))).toEqual([]);
  }

  it('refuses state ZZ, ZIP 00000, a date years ahead, the year 2999, a ZIP outside the listing\'s area and a size the provider has none of', async () => {
    const listing = await putListing(provider.providerId);
    const columbus = { street: '12 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' };
    await rentRefused(rentBody(listing.listingId, { deliveryAddress: { ...columbus, state: 'ZZ' } }));
    await rentRefused(rentBody(listing.listingId, { deliveryAddress: { ...columbus, zipCode: '00000' } }), DELIVERY_MESSAGES.zipUnknown('00000'));
    await rentRefused(rentBody(listing.listingId, { startDate: daysFromToday(5 * 365) }), DELIVERY_MESSAGES.dateTooFar);
    // Past the years any date may name: refused as no date at all, before any lookup.
    await rentRefused(rentBody(listing.listingId, { startDate: '2999-06-01' }), MESSAGES.dateInvalid);
    const { data } = await tableStore().entities.providerProfile.get({ providerId: provider.providerId }).go();
    await rentRefused(
      rentBody(listing.listingId, { deliveryAddress: { street: '1 Main St', city: 'Anchorage', state: 'AK', zipCode: '99501' } }),
      DELIVERY_MESSAGES.zipNotServed(data!.businessName, '99501'),
    );
    // The listing is a 20-yard dumpster; with none of them in stock it cannot be rented.
    await tableStore().entities.providerProfile.patch({ providerId: provider.providerId }).set({ dumpsterInventory: { ...data!.dumpsterInventory, yard20: 0 } }).go();
    try {
      await rentRefused(rentBody(listing.listingId), DELIVERY_MESSAGES.sizeNotStocked(data!.businessName, 20));
    } finally {
      await tableStore().entities.providerProfile.patch({ providerId: provider.providerId }).set({ dumpsterInventory: data!.dumpsterInventory }).go();
    }
    const taken = await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(rentBody(listing.listingId)) });
    expect(taken.status, await taken.clone().text()).toBe(201);
  });
});
