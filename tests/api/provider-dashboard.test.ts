// The provider dashboard against the running stack, for a fresh provider whose rentals are written
// straight into the table with chosen request times; the expected figures are worked out by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryViewSchema, providerDashboardSchema, type ProviderDashboard } from '../../shared/schemas/provider-portal';
import type { Rental } from '../../shared/schemas/rental';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { financialDate, inRange, periodRange } from '../../shared/financial-periods';
import { createInvoice, financials, markPaid, todayForProviders } from './financials-support';
import { freshProvider, putProviderRental, type FreshProvider } from './provider-portal-support';

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

let provider: FreshProvider;
const rentals: Record<string, Rental> = {};

beforeAll(async () => {
  provider = await freshProvider();
  const providerId = provider.providerId;
  // Revenue counts bookings paid on the marketplace by booking date (shared/revenue.ts).
  rentals.a = await putProviderRental({ providerId, status: 'completed', paid: true, totalPriceCents: 10_000, createdAt: ago(1), dumpsterSize: '20' });
  rentals.b = await putProviderRental({ providerId, status: 'active', paid: true, totalPriceCents: 20_000, createdAt: ago(10), dumpsterSize: '10' });
  rentals.c = await putProviderRental({ providerId, status: 'completed', paid: true, totalPriceCents: 30_000, createdAt: ago(100), dumpsterSize: '20' });
  rentals.d = await putProviderRental({ providerId, status: 'pending', totalPriceCents: 99_900, createdAt: ago(1 / 24), dumpsterSize: '30' }); // a rent request: none
  rentals.e = await putProviderRental({
    providerId,
    status: 'cancelled',
    totalPriceCents: 5_000,
    createdAt: ago(2),
    cancelledAt: ago(1.5),
    customerName: 'Cam Cancel',
    paid: true,
    // Cancelled in time, so refunded in full: none.
    refunded: true,
  });
  rentals.f = await putProviderRental({ providerId, status: 'completed', paid: true, totalPriceCents: 7_000, createdAt: ago(400), dumpsterSize: '10' }); // before any period
});

/** What a period holds of the paid fixtures a, b and c, by their booking dates on the financials' clock. */
function expectedRevenue(period: 'week' | 'month' | 'year'): number {
  const range = periodRange(period, todayForProviders());
  return [rentals.a, rentals.b, rentals.c, rentals.f]
    .filter((rental) => inRange(financialDate(rental.createdAt), range))
    .reduce((total, rental) => total + rental.totalPriceCents, 0);
}

async function dashboard(period?: string): Promise<ProviderDashboard> {
  const response = await api(`/api/provider/dashboard${period ? `?period=${period}` : ''}`, { token: provider.token });
  expect(response.status).toBe(200);
  return providerDashboardSchema.parse(await response.json());
}

describe('provider dashboard', () => {
  it('sums the revenue of paid bookings per period, in cents', async () => {
    expect((await dashboard('week')).revenueCents).toBe(10_000);
    expect((await dashboard('month')).revenueCents).toBe(expectedRevenue('month'));
    expect((await dashboard('year')).revenueCents).toBe(10_000 + 20_000 + 30_000);
    expect((await dashboard()).period).toBe('month');
  });

  it('shows the five newest rentals, the inventory, the chart data and the activity', async () => {
    let body: ProviderDashboard | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      body = await dashboard('year');
    });
    expect(requests.map((request) => request.operation)).not.toContain('Scan');
    const view = body!;
    expect(view.recentRentals.map((rental) => rental.rentalId)).toEqual(['d', 'a', 'e', 'b', 'c'].map((key) => rentals[key].rentalId));
    // Registration stocked 2 ten-, 3 twenty- and 1 thirty-yard dumpsters.
    expect(view.totalInventory).toBe(6);
    expect(view.rentalsByStatus).toEqual({ pending: 1, confirmed: 0, approved: 0, active: 1, scheduled: 0, delivered: 0, pickup_requested: 0, picked_up: 0, completed: 3, cancelled: 1 });
    expect(view.rentalsBySize).toEqual({ '20': 3, '10': 2, '30': 1 });
    expect(view.revenueSeries.reduce((total, point) => total + point.revenueCents, 0)).toBe(expectedRevenue('year'));
    expect(view.revenueSeries.length).toBe(13);
    expect(view.activity[0]).toMatchObject({ type: 'request', rentalId: rentals.d.rentalId });
    expect(view.activity).toContainEqual(expect.objectContaining({ type: 'cancellation', rentalId: rentals.e.rentalId, customerName: 'Cam Cancel' }));
    expect(view.activity).toContainEqual(expect.objectContaining({ type: 'payment', rentalId: rentals.e.rentalId }));
  });

  it("shows the inventory page's figures, read from the availability days: rentals put straight into the table hold none", async () => {
    const response = await api('/api/provider/inventory', { token: provider.token });
    expect(response.status).toBe(200);
    const view = inventoryViewSchema.parse(await response.json());
    // No days were taken for the active rental written straight into the table; it still counts as active.
    expect(view.inUse.yard10).toBe(0);
    // Completed is the profile's count, which only completions through the portal move.
    expect(view.overview).toMatchObject({ totalDumpsters: 6, activeRentals: 1, availableDumpsters: 6, utilizationRate: 0, completedRentals: 0 });
    const { today, totals, inUse, available, upcomingReturns } = view;
    expect((await dashboard()).inventory).toEqual({ today, totals, inUse, available, upcomingReturns });
  });

  it('refuses an unknown period', async () => {
    expect((await api('/api/provider/dashboard?period=decade', { token: provider.token })).status).toBe(400);
  });
});

describe('revenue, defined once', () => {
  it('is the same on the portal dashboard and the financial overview for each period, paid bookings awaiting approval included', async () => {
    const books = await freshProvider();
    const now = new Date().toISOString();
    const { providerId } = books;
    await putProviderRental({ providerId, status: 'confirmed', paid: true, totalPriceCents: 40_000, createdAt: now }); // paid, awaiting approval
    await putProviderRental({ providerId, status: 'completed', paid: true, totalPriceCents: 25_050, createdAt: now });
    // A rent request is paid to the provider outside the marketplace: it counts once invoiced and paid.
    await putProviderRental({ providerId, status: 'completed', paid: false, totalPriceCents: 9_900, createdAt: now });
    const { invoice } = await createInvoice(books.token, { lineItems: [{ description: 'Extra ton', quantity: 1, unitPriceCents: 7_500 }] });
    await markPaid(books.token, invoice.invoiceId);
    for (const period of ['week', 'month', 'year']) {
      const response = await api(`/api/provider/dashboard?period=${period}`, { token: books.token });
      const portal = providerDashboardSchema.parse(await response.json());
      const overview = await financials(books.token, `period=${period}`);
      expect([period, portal.revenueCents]).toEqual([period, overview.revenueCents]);
      expect(portal.revenueCents).toBe(40_000 + 25_050 + 7_500);
      expect(portal.range).toEqual(overview.range);
    }
  });
});
