// The next available delivery dates against the running stack: the listing page and the checkout's
// provider context name the first dates on which the provider delivers and a unit of the size is
// free for the whole rental plus turnaround, list the full dates of the window with what a refusal
// of them says, follow the rental length asked about, and read the day counters with one Query
// (no scan). What they say a full date's refusal is, the checkout's 409 says word for word.
import { beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES, NEXT_AVAILABLE_WINDOW_DAYS } from '../../shared/availability';
import { addDays } from '../../shared/rental-dates';
import { checkoutProviderResponseSchema } from '../../shared/schemas/checkout';
import { listingDetailSchema } from '../../shared/schemas/listing';
import type { NextAvailableDates } from '../../shared/schemas/next-available';
import { calendarDateIn } from '../../shared/zoned-time';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { freshProviderCheckoutBody } from './checkout-support';
import { createProviderListing, freshProvider, providerInventory, putProviderInventory, type FreshProvider } from './provider-portal-support';

/** A day counted from today in Missoula, where the fresh providers are and deliver. */
const day = (days: number) => addDays(calendarDateIn(new Date(), 'America/Denver'), days);
const days = (from: number, through: number) => Array.from({ length: through - from + 1 }, (_, index) => day(from + index));

let provider: FreshProvider;
let businessName: string;
let listingId: string;

function checkout(startDate: string) {
  return api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(freshProviderCheckoutBody(provider.providerId, { startDate })) });
}

async function checkoutContext(query: string): Promise<NextAvailableDates | undefined> {
  const response = await api(`/api/checkout/providers/${provider.providerId}?${query}`);
  expect(response.status).toBe(200);
  return checkoutProviderResponseSchema.parse(await response.json()).nextAvailable;
}

async function listingDetail() {
  const response = await api(`/api/listings/${listingId}`);
  expect(response.status).toBe(200);
  return listingDetailSchema.parse(await response.json());
}

// One 20-yard dumpster, a day's turnaround, no deliveries on day +14. Two weeks are booked: from day
// +4 (the unit is out days +4 to +12) and from day +30 (out days +30 to +38).
beforeAll(async () => {
  provider = await freshProvider();
  const { totals } = await providerInventory(provider.token);
  expect((await putProviderInventory(provider.token, { ...totals, yard20: 1 })).status).toBe(200);
  const rules = { leadTimeDays: 1, turnaroundDays: 1, deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6], blackoutDates: [day(14)] };
  const saved = await api('/api/provider/booking-rules', { method: 'PUT', token: provider.token, body: JSON.stringify({ bookingRules: rules }) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  businessName = ((await saved.json()) as { businessName: string }).businessName;
  listingId = (await createProviderListing(provider.token)).listingId;
  for (const start of [day(4), day(30)]) expect((await checkout(start)).status).toBe(201);
}, 60_000);

describe('GET /api/listings/{listingId}: the next available delivery dates', () => {
  it("names the first five delivery dates free for a standard week, skipping booked weeks and the provider's closed day", async () => {
    const { nextAvailable } = await listingDetail();
    // A week from day +13 holds the unit through day +21 (pickup +20, a day's turnaround): before day +30.
    expect(nextAvailable).toMatchObject({ sizeYards: 20, rentalDays: 7, from: day(1), until: day(NEXT_AVAILABLE_WINDOW_DAYS) });
    expect(nextAvailable!.dates).toEqual([day(13), day(15), day(16), day(17), day(18)]);
  });

  it('lists the full dates of the window, each with the first full day and the next free date', async () => {
    const { full } = (await listingDetail()).nextAvailable!;
    expect(full.map((start) => start.date)).toEqual([...days(1, 12), ...days(22, 38)]);
    expect(full[0]).toEqual({ date: day(1), fullDay: day(4), next: day(13) });
    expect(full.find((start) => start.date === day(22))).toEqual({ date: day(22), fullDay: day(30), next: day(39) });
  });

  it('reads the listing, its provider and one Query of the day counters: no scan', async () => {
    const requests = await dynamoDbRequestsDuring(() => api(`/api/listings/${listingId}`));
    expect(requests.map((request) => request.operation)).toEqual(['GetItem', 'GetItem', 'Query']);
  });

  it('names no dates for a listing that cannot be rented, and reads no counters for it', async () => {
    const off = await api(`/api/provider/listings/${listingId}/availability`, { method: 'PUT', token: provider.token, body: JSON.stringify({ availability: false }) });
    expect(off.status, await off.clone().text()).toBe(200);
    try {
      const requests = await dynamoDbRequestsDuring(async () => expect((await listingDetail()).nextAvailable).toBeUndefined());
      expect(requests.map((request) => request.operation)).toEqual(['GetItem', 'GetItem']);
    } finally {
      await api(`/api/provider/listings/${listingId}/availability`, { method: 'PUT', token: provider.token, body: JSON.stringify({ availability: true }) });
    }
  });
});

describe('GET /api/checkout/providers/{providerId}: the next available delivery dates', () => {
  it('follows the rental length asked about: two weeks fit between the bookings only from day +13', async () => {
    const week = await checkoutContext('size=20&rentalDays=7&zipCode=59801');
    expect(week).toMatchObject({ sizeYards: 20, rentalDays: 7, dates: [day(13), day(15), day(16), day(17), day(18)] });
    const fortnight = await checkoutContext('size=20&rentalDays=14&zipCode=59801');
    // Fourteen days from day +15 would hold the unit through day +30, the second booking's first day.
    expect(fortnight).toMatchObject({ rentalDays: 14, dates: [day(13), day(39), day(40), day(41), day(42)] });
    expect(fortnight!.full.find((start) => start.date === day(15))).toEqual({ date: day(15), fullDay: day(30), next: day(39) });
  });

  it("refuses a full date at checkout with the very message its full date names", async () => {
    const { full } = (await checkoutContext('size=20&rentalDays=7&zipCode=59801'))!;
    const second = full.find((start) => start.date === day(2))!;
    const refused = await checkout(day(2));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      AVAILABILITY_MESSAGES.noUnitFree(businessName, 20, second.fullDay, second.next),
    );
  });

  it('reads the provider and one Query of the day counters; nothing for a lookup without a size', async () => {
    const dated = await dynamoDbRequestsDuring(() => api(`/api/checkout/providers/${provider.providerId}?size=20&rentalDays=14&zipCode=59801`));
    expect(dated.map((request) => request.operation)).toEqual(['GetItem', 'Query']);
    const undated = await dynamoDbRequestsDuring(async () => expect(await checkoutContext('')).toBeUndefined());
    expect(undated.map((request) => request.operation)).toEqual(['GetItem']);
  });

  it('names no dates for a size the provider has none of, without reading counters', async () => {
    const requests = await dynamoDbRequestsDuring(async () => {
      expect(await checkoutContext('size=40&rentalDays=7&zipCode=59801')).toMatchObject({ sizeYards: 40, dates: [], full: [] });
    });
    expect(requests.map((request) => request.operation)).toEqual(['GetItem']);
  });
});
