// A busy hauler's history: a provider with 6,000 rentals, the newest 100 of them active, sees all
// 100 active ones in the portal (rental requests and the inventory overview), however long the history behind
// them. The list is bounded, and what it leaves off is the oldest finished rentals, never an open one.
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
  it('lists every open rental, newest first, and leaves off only the oldest finished ones', async () => {
    const response = await api('/api/provider/rentals', { token: provider.token });
    expect(response.status).toBe(200);
    const body = providerRentalsResponseSchema.parse(await response.json());
    const active = body.rentals.filter((rental) => rental.status === 'active');
    expect(active).toHaveLength(OPEN);
    expect(new Set(active.map((rental) => rental.rentalId))).toEqual(open);
    expect(body.statusCounts.active).toBe(OPEN);
    expect(body.counts.active).toBe(OPEN);
    expect(body.truncated).toBe(true);
    // Newest first, the open ones at the top (they are the newest here).
    expect(body.rentals.slice(0, OPEN).every((rental) => open.has(rental.rentalId))).toBe(true);
    const created = body.rentals.map((rental) => rental.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('counts the 100 active rentals in the inventory overview', async () => {
    const response = await api('/api/provider/inventory', { token: provider.token });
    expect(response.status).toBe(200);
    expect(inventoryViewSchema.parse(await response.json()).overview.activeRentals).toBe(OPEN);
  });
});
