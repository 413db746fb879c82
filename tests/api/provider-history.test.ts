// A busy hauler's history: a provider with 6,000 rentals, the newest 100 of them active, sees all
// 100 active ones in the portal (rental requests and the inventory overview), however long the history behind
// them. The list comes a page at a time, newest first: the first pages hold the open rentals.
import { rebuildTallies } from '../../functions/financials/tallies/rebuild-tallies';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryViewSchema, providerRentalsResponseSchema } from '../../shared/schemas/provider-portal';
import type { Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { tableStore } from './rentals-support';

const FINISHED = 5_900;
const OPEN = 100;

let provider: FreshProvider;
let open: Set<string>;

function rentalOf(providerId: string, status: Rental['status'], createdAt: string): Rental {
  return {
    rentalId: randomUUID(),
    customerId: randomUUID(),
    customerName: 'Casey Customer',
    customerEmail: '',
    customerPhone: '',
    providerId,
    providerName: 'Fresh Haul',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2035-06-04',
    endDate: '2035-06-11',
    deliveryAddress: { street: '9 Pine St', city: 'Missoula', state: 'MT', zipCode: '59801' },
    rentalPeriod: 'weekly',
    totalPriceCents: 44_500,
    addOns: {},
    paymentStatus: 'paid',
    status,
    createdAt,
    updatedAt: createdAt,
  };
}

beforeAll(async () => {
  provider = await freshProvider();
  // A long history of finished rentals (one every two hours since 2024), then the newest 100, still open.
  const start = Date.parse('2024-01-01T00:00:00Z');
  const finished = Array.from({ length: FINISHED }, (_, index) =>
    rentalOf(provider.providerId, index % 5 === 0 ? 'cancelled' : 'completed', new Date(start + index * 3_600_000 * 2).toISOString()),
  );
  const newest = Array.from({ length: OPEN }, (_, index) => rentalOf(provider.providerId, 'active', new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString()));
  open = new Set(newest.map((rental) => rental.rentalId));
  const { unprocessed } = await tableStore().entities.rental.put([...finished, ...newest]).go({ concurrency: 8 });
  expect(unprocessed).toEqual([]);
  // Written straight into the table: their tallies come from the maintenance rebuild.
  await rebuildTallies(tableStore(), provider.providerId);
}, 120_000);

describe('a provider with a long history', () => {
  it('lists every open rental first, newest first, over the first pages of All', async () => {
    const rentals: Rental[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await api(`/api/provider/rentals?limit=40${query}`, { token: provider.token });
      expect(response.status).toBe(200);
      const body = providerRentalsResponseSchema.parse(await response.json());
      if (rentals.length === 0) {
        expect(body.statusCounts.active).toBe(OPEN);
        expect(body.counts).toEqual({ all: FINISHED + OPEN, pending: 0, active: OPEN, completed: FINISHED - FINISHED / 5, cancelled: FINISHED / 5 });
        expect(body.rentals[0]!.createdAt).toBe(new Date(Date.parse('2026-01-01T00:00:00Z') + (OPEN - 1) * 60_000).toISOString());
      }
      rentals.push(...body.rentals);
      cursor = body.nextCursor;
    } while (cursor && rentals.length < OPEN + 40);
    expect(new Set(rentals.slice(0, OPEN).map((rental) => rental.rentalId))).toEqual(open);
    const created = rentals.map((rental) => rental.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(cursor).not.toBeNull();
  });

  it('lists the 100 active rentals under the Active filter, a page at a time', async () => {
    const first = providerRentalsResponseSchema.parse(await (await api('/api/provider/rentals?filter=active&limit=60', { token: provider.token })).json());
    expect(first.rentals).toHaveLength(60);
    const second = providerRentalsResponseSchema.parse(
      await (await api(`/api/provider/rentals?filter=active&limit=60&cursor=${encodeURIComponent(first.nextCursor!)}`, { token: provider.token })).json(),
    );
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.rentals, ...second.rentals].map((rental) => rental.rentalId))).toEqual(open);
  });

  it('counts the 100 active rentals in the inventory overview', async () => {
    const response = await api('/api/provider/inventory', { token: provider.token });
    expect(response.status).toBe(200);
    expect(inventoryViewSchema.parse(await response.json()).overview.activeRentals).toBe(OPEN);
  });
});
