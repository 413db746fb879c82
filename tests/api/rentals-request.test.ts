// Rent requests over HTTP: a signed-in customer rents a listing; the server prices it as its
// provider prices the listing's size for the period's length (shared/pricing.ts), computes the pickup date, fills in the customer from their profile and stores a
// pending, unpaid rental. Each refusal answers with the rent form's message.
import { beforeAll, describe, expect, it } from 'vitest';
import { requestRental } from '../../functions/rentals/request-rental';
import type { RentalEvent } from '../../functions/platform/events/rental-events';
import { MESSAGES } from '../../shared/messages';
import { RENT_MESSAGES, rentalSchema, type RentRequest } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { daysFromToday, demoProvider, newCustomer, putListing, rentBody, tableStore } from './rentals-support';

let provider: Awaited<ReturnType<typeof demoProvider>>;
let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  provider = await demoProvider();
  customer = await newCustomer();
});

const rent = (body: unknown, token: string | null = customer.token) =>
  api('/api/rentals', { method: 'POST', token: token ?? undefined, body: JSON.stringify(body) });

describe('POST /api/rentals', () => {
  it("stores a pending, unpaid rental at its provider's price for the size (the seed's $395 week) with the pickup date, and answers 201", async () => {
    const listing = await putListing(provider.userId);
    const startDate = daysFromToday(10);
    // A price sent by the client is ignored.
    const response = await rent({ ...rentBody(listing.listingId, { startDate }), totalPriceCents: 1 });
    expect(response.status).toBe(201);
    const rental = rentalSchema.parse(await response.json());
    expect(rental).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      totalPriceCents: 39_500 + 5000,
      startDate,
      endDate: daysFromToday(17),
      rentalPeriod: 'weekly',
      customerId: customer.customerId,
      customerName: 'Riley Renter',
      customerEmail: customer.email,
      customerPhone: customer.phone,
      providerId: provider.userId,
      listingId: listing.listingId,
      dumpsterSize: '20',
      dumpsterType: 'construction',
      deliveryAddress: { street: '12 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    });

    const stored = await api(`/api/rentals/${rental.rentalId}`, { token: customer.token });
    expect(stored.status).toBe(200);
    expect(rentalSchema.parse(await stored.json())).toMatchObject({ status: 'pending', totalPriceCents: 44_500 });
    const mine = (await (await api('/api/customer/rentals', { token: customer.token })).json()) as { rentals: { rentalId: string }[] };
    expect(mine.rentals.map((entry) => entry.rentalId)).toContain(rental.rentalId);
  });

  it('prices daily and monthly periods with daily +1 day and monthly +1 month pickups', async () => {
    const listing = await putListing(provider.userId);
    // The next January 31 from tomorrow on: always within the booking horizon.
    const thisYear = Number(daysFromToday(0).slice(0, 4));
    const year = `${thisYear}-01-31` > daysFromToday(1) ? thisYear : thisYear + 1;
    const february = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    const daily = rentalSchema.parse(await (await rent(rentBody(listing.listingId, { rentalPeriod: 'daily', startDate: `${year}-01-31` }))).json());
    expect(daily).toMatchObject({ totalPriceCents: 8500 + 5000, endDate: `${year}-02-01` });
    const monthly = rentalSchema.parse(await (await rent(rentBody(listing.listingId, { rentalPeriod: 'monthly', startDate: `${year}-01-31` }))).json());
    expect(monthly).toMatchObject({ totalPriceCents: 125_000 + 5000, endDate: `${year}-02-${february}` });
  });

  it('reports a missing listing (404)', async () => {
    const response = await rent(rentBody('no-such-listing'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: RENT_MESSAGES.listingNotFound });
  });

  it('refuses an unavailable listing (409)', async () => {
    const listing = await putListing(provider.userId, { availability: false });
    const response = await rent(rentBody(listing.listingId));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: RENT_MESSAGES.unavailable });
  });

  it('refuses a delivery date before tomorrow, and one that does not exist (400)', async () => {
    const listing = await putListing(provider.userId);
    for (const startDate of [daysFromToday(-1), daysFromToday(-30)]) {
      const response = await rent(rentBody(listing.listingId, { startDate }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(RENT_MESSAGES.deliveryDateTooSoon);
    }
    const impossible = await rent(rentBody(listing.listingId, { startDate: `${Number(daysFromToday(60).slice(0, 4))}-02-31` }));
    expect(((await impossible.json()) as { message: string }).message).toBe(MESSAGES.dateInvalid);
  });

  it('refuses a period its provider does not rent the size for (400)', async () => {
    const store = tableStore();
    const { data: profile } = await store.entities.providerProfile.get({ providerId: provider.userId }).go();
    // For this test only: the demo provider's 15 yards by the week and the month, not by the day.
    await store.entities.providerProfile
      .patch({ providerId: provider.userId })
      .set({
        pricing: {
          ...profile!.pricing,
          sizes: { ...profile!.pricing.sizes, yard15: { lengthPricesCents: [{ days: 7, priceCents: 30_000 }, { days: 30, priceCents: 90_000 }] } },
        },
      })
      .go();
    try {
      const listing = await putListing(provider.userId, { size: '15' });
      const response = await rent(rentBody(listing.listingId, { rentalPeriod: 'daily' }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(RENT_MESSAGES.periodUnavailable);
    } finally {
      await store.entities.providerProfile.patch({ providerId: provider.userId }).set({ pricing: profile!.pricing }).go();
    }
  });

  it('requires the delivery address fields and a date (400, "Please fill out all required fields")', async () => {
    const listing = await putListing(provider.userId);
    for (const body of [
      rentBody(listing.listingId, { deliveryAddress: { street: '', city: 'Columbus', state: 'OH', zipCode: '43215' } }),
      rentBody(listing.listingId, { deliveryAddress: { street: '12 Elm St', city: 'Columbus', state: 'OH', zipCode: '432' } }),
      rentBody(listing.listingId, { startDate: '' }),
    ]) {
      const response = await rent(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(RENT_MESSAGES.fieldsRequired);
    }
  });

  it('is for signed-in customers only (401 signed out, 403 for a provider)', async () => {
    const listing = await putListing(provider.userId);
    expect((await rent(rentBody(listing.listingId), null)).status).toBe(401);
    expect((await rent(rentBody(listing.listingId), provider.token)).status).toBe(403);
  });
});

describe('requestRental service (injected clock)', () => {
  it('reads "tomorrow" on the clock of the delivery address (Columbus: Eastern), and publishes rental.created once stored', async () => {
    const listing = await putListing(provider.userId);
    const events: RentalEvent[] = [];
    const deps = (now: string) => ({ store: tableStore(), events: { publish: async (event: RentalEvent) => void events.push(event) }, clock: () => new Date(now) });
    const request = rentBody(listing.listingId, { startDate: '2030-03-12' }) as RentRequest;
    // 23:30 on March 10 in Columbus (03:30 UTC on the 11th): the 11th is still tomorrow there.
    const early = await requestRental(deps('2030-03-11T03:30:00Z'), customer.customerId, { ...request, startDate: '2030-03-11' });
    expect(early.startDate).toBe('2030-03-11');
    expect(events).toEqual([{ type: 'rental.created', rentalId: early.rentalId, occurredAt: '2030-03-11T03:30:00.000Z' }]);
    // 00:30 on March 11 in Columbus (still March 10 in Los Angeles): the 11th is today there, the 12th the first day allowed.
    await expect(requestRental(deps('2030-03-11T04:30:00Z'), customer.customerId, { ...request, startDate: '2030-03-11' })).rejects.toMatchObject({
      code: 'invalid',
      message: RENT_MESSAGES.deliveryDateTooSoon,
    });
    expect((await requestRental(deps('2030-03-11T04:30:00Z'), customer.customerId, request)).startDate).toBe('2030-03-12');
  });
});
