// Every list of the provider portal and the operator console comes a page at a time: with 300
// rentals, invoices and expenses the first page stays far under 256 KB, the pages chain to the end
// with no repeat and no gap, the filters and the search apply on the server, and a cursor that is
// not one the list gave out (or another account's) is refused with 400 or reaches nothing of theirs.
import { rebuildTallies } from '../../functions/financials/tallies/rebuild-tallies';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeMergedCursor } from '../../functions/providers/rentals/merged-pages';
import { expensesResponseSchema, financialReportsResponseSchema, invoicesResponseSchema } from '../../shared/schemas/financials';
import { LIST_PAGE_MESSAGES } from '../../shared/schemas/list-page';
import { operatorProviderRequestsResponseSchema } from '../../shared/schemas/onboarding';
import { operatorProvidersResponseSchema } from '../../shared/schemas/operator';
import { providerRentalsResponseSchema } from '../../shared/schemas/provider-portal';
import type { Rental } from '../../shared/schemas/rental';
import { operatorSupportTicketsResponseSchema } from '../../shared/schemas/support';
import type { RentalStatus } from '../../shared/rental-status';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { operatorToken, providerRequestBody, submitProviderRequest } from './onboarding-support';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { tableStore } from './rentals-support';
import { putSupportTicket } from './support-ticket-fixtures';

const MANY = 300;
const MAX_BYTES = 256 * 1024;
const STATUSES: RentalStatus[] = ['pending', 'confirmed', 'active', 'completed', 'completed', 'cancelled'];

const client = new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const documents = DynamoDBDocumentClient.from(client);
afterAll(() => client.destroy());

let provider: FreshProvider;
let other: FreshProvider;
let rentals: Rental[];

const hoursAfter = (start: string, hours: number) => new Date(Date.parse(start) + hours * 3_600_000).toISOString();
const newestFirst = <T extends { createdAt: string }>(items: T[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function rentalOf(providerId: string, index: number): Rental {
  const createdAt = hoursAfter('2026-03-01T00:00:00.000Z', index * 5);
  return {
    rentalId: randomUUID(),
    customerId: randomUUID(),
    // Every tenth customer has a name the search looks for.
    customerName: index % 10 === 0 ? `Jordan Rivers ${index}` : `Casey Customer ${index}`,
    customerEmail: `customer${index}@test.example`,
    customerPhone: '4065550100',
    providerId,
    providerName: 'Fresh Haul',
    dumpsterSize: '20',
    dumpsterType: 'construction',
    startDate: '2035-06-04',
    endDate: '2035-06-11',
    deliveryAddress: { street: `${index} Pine St`, city: 'Missoula', state: 'MT', zipCode: '59801' },
    rentalPeriod: 'weekly',
    totalPriceCents: 44_500,
    addOns: {},
    paymentStatus: 'paid',
    status: STATUSES[index % STATUSES.length]!,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Reads the list from its first page to its last, checking each page's size; answers every item and the page count. */
async function everyPage<T>(path: string, token: string, itemsOf: (body: unknown) => { items: T[]; nextCursor: string | null }) {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await api(`${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_BYTES);
    const page = itemsOf(JSON.parse(text));
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  expect(cursor).toBeNull();
  return { items, pages };
}

const rentalPages = (path: string, token = provider.token) =>
  everyPage(path, token, (body) => {
    const page = providerRentalsResponseSchema.parse(body);
    return { items: page.rentals, nextCursor: page.nextCursor };
  });

const ids = (items: readonly { rentalId: string }[]) => items.map((item) => item.rentalId);

beforeAll(async () => {
  [provider, other] = await Promise.all([freshProvider(), freshProvider()]);
  rentals = Array.from({ length: MANY }, (_, index) => rentalOf(provider.providerId, index));
  const { unprocessed } = await tableStore().entities.rental.put(rentals).go({ concurrency: 4 });
  expect(unprocessed).toEqual([]);
  // Written straight into the table: their tallies (the counts) come from the maintenance rebuild.
  await rebuildTallies(tableStore(), provider.providerId);
}, 120_000);

describe('the rental requests list', () => {
  it('answers a first page far under 256 KB, newest first, with the counts of every rental, and no Scan', async () => {
    for (const limit of [25, 100]) {
      let text = '';
      const requests = await dynamoDbRequestsDuring(async () => {
        const response = await api(`/api/provider/rentals?limit=${limit}`, { token: provider.token });
        expect(response.status).toBe(200);
        text = await response.text();
      });
      expect(requests.map((request) => request.operation)).not.toContain('Scan');
      expect(Buffer.byteLength(text)).toBeLessThan(MAX_BYTES);
      const page = providerRentalsResponseSchema.parse(JSON.parse(text));
      expect(ids(page.rentals)).toEqual(ids(newestFirst(rentals).slice(0, limit)));
      expect(page.counts).toEqual({ all: MANY, pending: 100, active: 50, completed: 100, cancelled: 50 });
      expect(page.nextCursor).not.toBeNull();
    }
  });

  it('reads a page of All with one Query of the request-time index, whatever the statuses', async () => {
    const requests = await dynamoDbRequestsDuring(async () => {
      expect((await api('/api/provider/rentals?limit=25', { token: provider.token })).status).toBe(200);
    });
    const queries = requests.filter((request) => request.operation === 'Query');
    expect(queries.map((query) => query.indexName)).toEqual(['gsi4']);
  });

  it('lists in All a rental written before the request-time index once the books are rebuilt, its status key kept', async () => {
    const owner = await freshProvider();
    const older = rentalOf(owner.providerId, 1);
    await tableStore().entities.rental.put(older).go();
    const key = tableStore().entities.rental.get({ rentalId: older.rentalId }).params().Key;
    // What a rental stored before the index looks like: no keys of it.
    await documents.send(new UpdateCommand({ TableName: inject('tableName'), Key: key, UpdateExpression: 'REMOVE gsi4pk, gsi4sk' }));
    const all = async () => providerRentalsResponseSchema.parse(await (await api('/api/provider/rentals', { token: owner.token })).json()).rentals;
    expect(ids(await all())).toEqual([]);
    await rebuildTallies(tableStore(), owner.providerId);
    expect(ids(await all())).toEqual([older.rentalId]);
    const pending = providerRentalsResponseSchema.parse(await (await api('/api/provider/rentals?filter=pending', { token: owner.token })).json());
    expect(ids(pending.rentals)).toEqual([older.rentalId]);
  });

  it('chains every page of All to the end, newest first, with no repeat and no gap', async () => {
    const { items } = await rentalPages('/api/provider/rentals?limit=40');
    expect(ids(items)).toEqual(ids(newestFirst(rentals)));
  });

  it('filters by status, request date and search on the server', async () => {
    const pending = await rentalPages('/api/provider/rentals?filter=pending&limit=30');
    expect(ids(pending.items)).toEqual(ids(newestFirst(rentals.filter((rental) => rental.status === 'pending' || rental.status === 'confirmed'))));

    const searched = await rentalPages('/api/provider/rentals?search=jordan%20RIVERS&limit=10');
    expect(ids(searched.items)).toEqual(ids(newestFirst(rentals.filter((rental) => rental.customerName.startsWith('Jordan')))));

    const inRange = (rental: Rental) => rental.createdAt >= '2026-03-10' && rental.createdAt < '2026-03-21';
    const ranged = await rentalPages('/api/provider/rentals?from=2026-03-10&to=2026-03-20&filter=completed&limit=7');
    expect(ids(ranged.items)).toEqual(ids(newestFirst(rentals.filter((rental) => inRange(rental) && rental.status === 'completed'))));
  });

  it("refuses a cursor it did not give out, or one of other filters, and another provider's cursor reaches none of this one's rentals", async () => {
    const forged = await api('/api/provider/rentals?cursor=not-a-cursor', { token: provider.token });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: LIST_PAGE_MESSAGES.invalidCursor });

    const first = providerRentalsResponseSchema.parse(await (await api('/api/provider/rentals?limit=5', { token: provider.token })).json());
    const otherFilter = await api(`/api/provider/rentals?filter=active&cursor=${encodeURIComponent(first.nextCursor!)}`, { token: provider.token });
    expect(otherFilter.status).toBe(400);

    const borrowed = await api(`/api/provider/rentals?limit=5&cursor=${encodeURIComponent(first.nextCursor!)}`, { token: other.token });
    expect(borrowed.status).toBe(200);
    expect(providerRentalsResponseSchema.parse(await borrowed.json()).rentals).toEqual([]);

    // Well formed, but a position outside the request dates it names: DynamoDB refuses the start key.
    const outside = encodeMergedCursor({ filter: 'completed', from: '2026-03-10', to: '2026-03-20' }, { completed: ['2030-01-01T00:00:00.000Z', 'x'] });
    const refused = await api(`/api/provider/rentals?filter=completed&from=2026-03-10&to=2026-03-20&cursor=${outside}`, { token: provider.token });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: LIST_PAGE_MESSAGES.invalidCursor });
  });
});

describe('the financial lists', () => {
  const CUSTOMERS = ['Pat Builder', 'Riley Roofing', 'Sam Demolition'];

  beforeAll(async () => {
    const store = tableStore();
    const now = new Date().toISOString();
    const invoices = Array.from({ length: MANY }, (_, index) => ({
      invoiceId: randomUUID(),
      invoiceNumber: `INV-${5000 + index}`,
      providerId: provider.providerId,
      providerName: 'Fresh Haul',
      customer: { name: CUSTOMERS[index % 3]!, email: `billing${index}@test.example`, phone: '4065550100', address: '9 Pine St, Missoula, MT 59801' },
      dateIssued: `2026-0${1 + (index % 9)}-${String(1 + (index % 28)).padStart(2, '0')}`,
      dateDue: '2099-01-01',
      status: index % 4 === 0 ? ('paid' as const) : ('unpaid' as const),
      lineItems: [{ description: '20 yard dumpster, one week, delivered and picked up', quantity: 1, unitPriceCents: 44_500 }],
      amountCents: 44_500,
      notes: 'Gate code 1234',
      terms: 'Net 30',
      reminderCount: 0,
      createdAt: now,
      updatedAt: now,
    }));
    const expenses = Array.from({ length: MANY }, (_, index) => ({
      expenseId: randomUUID(),
      providerId: provider.providerId,
      category: index % 2 === 0 ? ('Fuel' as const) : ('Maintenance' as const),
      vendor: index % 5 === 0 ? 'Missoula Fuel Co' : 'Big Sky Repairs',
      amountCents: 12_000,
      date: `2026-0${1 + (index % 9)}-${String(1 + (index % 28)).padStart(2, '0')}`,
      description: 'Diesel for the roll-off truck',
      recurring: false,
      taxDeductible: true,
      createdAt: now,
      updatedAt: now,
    }));
    const [written, recorded] = await Promise.all([
      store.entities.invoice.put(invoices).go({ concurrency: 4 }),
      store.entities.expense.put(expenses).go({ concurrency: 4 }),
    ]);
    expect([...written.unprocessed, ...recorded.unprocessed]).toEqual([]);
  }, 120_000);

  const invoicePages = (query: string) =>
    everyPage(`/api/provider/invoices?${query}`, provider.token, (body) => {
      const page = invoicesResponseSchema.parse(body);
      return { items: page.invoices, nextCursor: page.nextCursor };
    });

  it('pages the invoices newest issue date first, with the status, range and search on the server', async () => {
    const all = await invoicePages('limit=100');
    expect(all.items).toHaveLength(MANY);
    expect(new Set(all.items.map((invoice) => invoice.invoiceId)).size).toBe(MANY);
    const issued = all.items.map((invoice) => invoice.dateIssued);
    expect(issued).toEqual([...issued].sort().reverse());

    const paid = await invoicePages('status=paid&limit=20');
    expect(paid.items).toHaveLength(MANY / 4);
    expect(paid.items.every((invoice) => invoice.status === 'paid')).toBe(true);

    const searched = await invoicePages('search=riley&from=2026-02-01&to=2026-03-31');
    const expected = all.items.filter((invoice) => invoice.customer.name === 'Riley Roofing' && invoice.dateIssued >= '2026-02-01' && invoice.dateIssued <= '2026-03-31');
    expect(searched.items.map((invoice) => invoice.invoiceId)).toEqual(expected.map((invoice) => invoice.invoiceId));
    expect(expected.length).toBeGreaterThan(0);
  });

  it("refuses another provider's invoice cursor and a cursor of another date range", async () => {
    const first = invoicesResponseSchema.parse(await (await api('/api/provider/invoices?limit=5', { token: provider.token })).json());
    const borrowed = await api(`/api/provider/invoices?cursor=${encodeURIComponent(first.nextCursor!)}`, { token: other.token });
    expect(borrowed.status).toBe(400);
    expect(await borrowed.json()).toMatchObject({ message: LIST_PAGE_MESSAGES.invalidCursor });
    const otherRange = await api(`/api/provider/invoices?from=2030-01-01&cursor=${encodeURIComponent(first.nextCursor!)}`, { token: provider.token });
    expect(otherRange.status).toBe(400);
  });

  it('pages the expenses newest first, with the category and search on the server', async () => {
    const all = await everyPage('/api/provider/expenses?limit=100', provider.token, (body) => {
      const page = expensesResponseSchema.parse(body);
      return { items: page.expenses, nextCursor: page.nextCursor };
    });
    expect(new Set(all.items.map((expense) => expense.expenseId)).size).toBe(MANY);
    const fuelFromMissoula = await everyPage('/api/provider/expenses?category=Fuel&search=missoula&limit=10', provider.token, (body) => {
      const page = expensesResponseSchema.parse(body);
      return { items: page.expenses, nextCursor: page.nextCursor };
    });
    expect(fuelFromMissoula.items).toHaveLength(MANY / 10);
    expect(fuelFromMissoula.items.every((expense) => expense.category === 'Fuel' && expense.vendor === 'Missoula Fuel Co')).toBe(true);
  });

  it('pages the reports without their figures', async () => {
    const store = tableStore();
    const reports = Array.from({ length: 12 }, (_, index) => ({
      reportId: randomUUID(),
      providerId: provider.providerId,
      title: 'Profit & Loss Statement',
      type: 'profit_loss' as const,
      period: 'month' as const,
      dateRange: { from: '2026-01-01', to: '2026-01-31' },
      generatedAt: hoursAfter('2026-02-01T00:00:00.000Z', index),
      data: { columns: [], rows: [], totals: { revenue: index }, notes: ['x'.repeat(20_000)] },
    }));
    await store.entities.financialReport.put(reports).go();
    const listed = await everyPage('/api/provider/reports?limit=5', provider.token, (body) => {
      const page = financialReportsResponseSchema.parse(body);
      return { items: page.reports, nextCursor: page.nextCursor };
    });
    expect(listed.items.map((report) => report.reportId)).toEqual([...reports].reverse().map((report) => report.reportId));
    expect(listed.items.every((report) => !('data' in report))).toBe(true);
  });
});

describe('the operator queues', () => {
  it('search provider requests and support tickets on the server, a page at a time', async () => {
    const token = await operatorToken();
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index < 3; index += 1) await submitProviderRequest(providerRequestBody({ businessName: `Queue Test ${tag} Hauling ${index}` }));
    const requests = await everyPage(`/api/operator/provider-requests?status=pending&search=${tag}&limit=2`, token, (body) => {
      const page = operatorProviderRequestsResponseSchema.parse(body);
      return { items: page.requests, nextCursor: page.nextCursor };
    });
    expect(requests.items.map((request) => request.businessName).sort()).toEqual([0, 1, 2].map((index) => `Queue Test ${tag} Hauling ${index}`));

    for (const index of [0, 1, 2]) await putSupportTicket({ message: `Missed pickup ${tag} number ${index}` });
    const tickets = await everyPage(`/api/operator/support-tickets?status=new&search=${tag.toUpperCase()}&limit=2`, token, (body) => {
      const page = operatorSupportTicketsResponseSchema.parse(body);
      return { items: page.tickets, nextCursor: page.nextCursor };
    });
    expect(tickets.items).toHaveLength(3);
    const forged = await api('/api/operator/support-tickets?cursor=not-a-cursor', { token });
    expect(forged.status).toBe(400);
  });

  it('list providers without their service area or prices, which can run to kilobytes each', async () => {
    const token = await operatorToken();
    const response = await api(`/api/operator/providers?limit=100&search=${encodeURIComponent(provider.email)}`, { token });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_BYTES);
    const page = operatorProvidersResponseSchema.parse(JSON.parse(text));
    const listed = page.providers.find((each) => each.providerId === provider.providerId);
    expect(listed).toMatchObject({ providerId: provider.providerId, email: provider.email });
    expect(Object.keys(JSON.parse(text).providers[0]).sort()).toEqual(expect.not.arrayContaining(['serviceableZipCodes', 'pricing']));
  });
});
