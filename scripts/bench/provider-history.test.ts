import { describe, expect, it } from 'vitest';
import { billedReadUnits, readUnitsOfAnswer } from '../local/dynamodb-request-log';
import { endpointVerdict, median, readsOf, readUnitsOf, type EndpointFigures } from './provider-history-budget';
import { providerBooks } from './provider-history-books';
import { summarize } from './stats';

const figures = (p95: number, readUnits: number, bytes: number): EndpointFigures => ({
  latency: { ...summarize([p95]), p95 },
  readUnits,
  bytes,
  reads: 'Query 1',
});

describe('provider history: read units', () => {
  it('takes the units DynamoDB reports for one table, or sums them over the tables of a batch read', () => {
    expect(readUnitsOfAnswer({ ConsumedCapacity: { CapacityUnits: 7.5 } })).toBe(7.5);
    expect(readUnitsOfAnswer({ ConsumedCapacity: [{ CapacityUnits: 0.5 }, { ReadCapacityUnits: 1.5, CapacityUnits: 1.5 }] })).toBe(2);
    expect(readUnitsOfAnswer({})).toBeUndefined();
  });

  it('bills the minimum for a read that finds nothing, as DynamoDB does and DynamoDB Local does not', () => {
    expect(billedReadUnits('Query', 0, false)).toBe(0.5);
    expect(billedReadUnits('GetItem', 0, true)).toBe(1);
    expect(billedReadUnits('Query', 3, false)).toBe(3);
    expect(billedReadUnits('BatchGetItem', 0, false)).toBe(0);
  });

  it("sums a request's reads and counts its operations", () => {
    const entries = [
      { operation: 'GetItem', readUnits: 0.5 },
      { operation: 'Query', readUnits: 3 },
      { operation: 'Query', readUnits: 1 },
      { operation: 'TransactWriteItems' },
    ];
    expect(readUnitsOf(entries)).toBe(4.5);
    expect(readsOf(entries)).toBe('GetItem 1, Query 2, TransactWriteItems 1');
    expect(readsOf([])).toBe('-');
  });

  it('takes the lower middle of the samples', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2);
  });
});

describe('provider history: budgets', () => {
  it('passes flat figures and fails on p95 growth, read growth from the middle size, or a large answer', () => {
    expect(endpointVerdict([figures(10, 1, 1000), figures(11, 4, 9000), figures(14, 4, 9000)])).toMatchObject({ p95Ok: true, readUnitsOk: true, bytesOk: true, p95Growth: 1.4, readUnitsGrowth: 1 });
    expect(endpointVerdict([figures(10, 1, 1000), figures(11, 4, 9000), figures(16, 4, 9000)]).p95Ok).toBe(false);
    expect(endpointVerdict([figures(10, 1, 1000), figures(11, 4, 9000), figures(12, 20, 9000)]).readUnitsOk).toBe(false);
    expect(endpointVerdict([figures(10, 1, 1000), figures(11, 4, 9000), figures(12, 4, 300 * 1024)]).bytesOk).toBe(false);
  });
});

describe('provider history: synthetic books', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const books = providerBooks('bench-history-5000', 5_000, now, 730);

  it('holds invoices and expenses in proportion, over two years', () => {
    expect(books.rentals).toHaveLength(5_000);
    expect(books.invoices).toHaveLength(1_000);
    expect(books.expenses).toHaveLength(1_000);
    const created = books.rentals.map((rental) => rental.createdAt).sort();
    expect(created[0] >= '2024-11-26').toBe(true);
    expect(created[created.length - 1] <= now.toISOString()).toBe(true);
  });

  it('has mostly finished rentals, some open, paid bookings and unpaid requests', () => {
    const share = (predicate: (rental: (typeof books.rentals)[number]) => boolean) => books.rentals.filter(predicate).length / books.rentals.length;
    expect(share((rental) => rental.status === 'completed' || rental.status === 'cancelled')).toBeGreaterThan(0.9);
    for (const status of ['pending', 'approved', 'active'] as const) expect(share((rental) => rental.status === status)).toBeGreaterThan(0);
    expect(share((rental) => rental.paymentStatus === 'paid')).toBeGreaterThan(0.3);
    expect(share((rental) => rental.paymentStatus === 'unpaid')).toBeGreaterThan(0.3);
  });

  it('links most invoices to distinct rentals, with paid, unpaid, overdue and recurring figures', () => {
    const linked = books.invoices.flatMap((invoice) => (invoice.rentalId ? [invoice.rentalId] : []));
    expect(linked.length).toBeGreaterThan(books.invoices.length / 2);
    expect(new Set(linked).size).toBe(linked.length);
    const statuses = new Set(books.invoices.map((invoice) => invoice.status));
    expect(statuses).toContain('paid');
    expect(statuses).toContain('unpaid');
    expect(books.invoices.some((invoice) => invoice.status === 'unpaid' && invoice.dateDue < '2026-11-27')).toBe(true);
    expect(books.expenses.filter((expense) => expense.recurring).length).toBeGreaterThan(0);
  });

  it('is the same for the same seed', () => {
    expect(providerBooks('bench-history-10', 10, now, 7)).toEqual(providerBooks('bench-history-10', 10, now, 7));
  });

  it('spans the days asked for, so histories can differ in length at one pace', () => {
    const decade = providerBooks('bench-history-decade', 5_000, now, 3_650).rentals.map((rental) => rental.createdAt).sort();
    expect(decade[0]! < '2017-06-01').toBe(true);
    expect(decade[0]! >= '2016-11-28').toBe(true);
  });
});
