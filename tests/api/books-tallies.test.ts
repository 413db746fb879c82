// The provider's tallies stay exact through the app's own writes: random sequences of bookings (rent
// requests and paid checkouts), approvals, rejections, customer cancellations with their refunds,
// invoices created, linked and unlinked, paid and cancelled, and expenses recorded (recurring
// ones too), edited and deleted, all through the local gateway with real tokens; after each
// sequence the maintenance check (functions/financials/tallies/rebuild-tallies.ts) rebuilds every
// tally from the raw items and finds nothing to change. Some steps are refused on the way (a full
// day, a status that moved on): a refusal must leave the tallies exact too.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES, RECURRING_FREQUENCIES } from '../../shared/schemas/financial-constants';
import { checkTallies, rebuildTallies } from '../../functions/financials/tallies/rebuild-tallies';
import { normalizedTallies } from '../../functions/financials/tallies/tally';
import { api } from '../support/stack-client';
import { deliver, freshProviderCheckoutBody, payWithoutWebhook, rentalsOfSession, startCheckout } from './checkout-support';
import { expenseBody, invoiceBody, postJson, todayForProviders } from './financials-support';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { newCustomer, putListing, rentBody, tableStore } from './rentals-support';
import { addDays } from '../../shared/rental-dates';

interface World {
  provider: FreshProvider;
  customer: { token: string };
  listingId: string;
  rentals: string[];
  invoices: string[];
  expenses: string[];
}

type Step =
  | { kind: 'request' }
  | { kind: 'book'; size: 10 | 20 | 30 }
  | { kind: 'approve' | 'reject' | 'complete' | 'cancel'; pick: number }
  | { kind: 'invoice'; pick: number; linked: boolean; daysAgo: number; cents: number }
  | { kind: 'pay' | 'cancelInvoice'; pick: number; daysAgo: number }
  | { kind: 'relink'; pick: number; rental: number }
  | { kind: 'expense'; category: number; recurring: number; daysAgo: number; cents: number; deductible: boolean }
  | { kind: 'editExpense' | 'deleteExpense'; pick: number; cents: number };

const pick = fc.nat();
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'request' as const }),
  fc.constantFrom(10, 20, 30).map((size) => ({ kind: 'book' as const, size: size as 10 | 20 | 30 })),
  fc.record({ kind: fc.constantFrom('approve', 'reject', 'complete', 'cancel' as const), pick }),
  fc.record({ kind: fc.constant('invoice' as const), pick, linked: fc.boolean(), daysAgo: fc.integer({ min: 0, max: 60 }), cents: fc.integer({ min: 100, max: 90_000 }) }),
  fc.record({ kind: fc.constantFrom('pay', 'cancelInvoice' as const), pick, daysAgo: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ kind: fc.constant('relink' as const), pick, rental: pick }),
  fc.record({
    kind: fc.constant('expense' as const),
    category: pick,
    recurring: fc.integer({ min: -2, max: RECURRING_FREQUENCIES.length - 1 }),
    daysAgo: fc.integer({ min: 0, max: 90 }),
    cents: fc.integer({ min: 100, max: 50_000 }),
    deductible: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('editExpense', 'deleteExpense' as const), pick, cents: fc.integer({ min: 100, max: 50_000 }) }),
);

const chosen = <T>(items: readonly T[], index: number): T | undefined => (items.length ? items[index % items.length] : undefined);

async function run(world: World, next: Step): Promise<void> {
  const { token } = world.provider;
  const today = todayForProviders();
  switch (next.kind) {
    case 'request': {
      const response = await postJson(world.customer.token, '/api/rentals', rentBody(world.listingId));
      if (response.status === 201) world.rentals.push(((await response.json()) as { rentalId: string }).rentalId);
      return;
    }
    case 'book': {
      const { sessionId } = await startCheckout(freshProviderCheckoutBody(world.provider.providerId, { size: next.size }), world.customer.token);
      const { event } = await payWithoutWebhook(sessionId);
      expect((await deliver(JSON.stringify(event))).status).toBe(200);
      world.rentals.push(...(await rentalsOfSession(world.customer.token, sessionId)).map((rental) => rental.rentalId));
      return;
    }
    case 'approve':
    case 'reject':
    case 'complete': {
      const rentalId = chosen(world.rentals, next.pick);
      if (rentalId) await postJson(token, `/api/provider/rentals/${rentalId}/status`, { action: next.kind });
      return;
    }
    case 'cancel': {
      const rentalId = chosen(world.rentals, next.pick);
      if (rentalId) await postJson(world.customer.token, `/api/rentals/${rentalId}/cancel`, {});
      return;
    }
    case 'invoice': {
      const rentalId = next.linked ? chosen(world.rentals, next.pick) : undefined;
      const response = await postJson(
        token,
        '/api/provider/invoices',
        invoiceBody({
          dateIssued: addDays(today, -next.daysAgo),
          lineItems: [{ description: 'Haul', quantity: 1, unitPriceCents: next.cents }],
          ...(rentalId ? { rentalId } : {}),
          saveAsDraft: next.cents % 5 === 0,
        }),
      );
      expect(response.status, await response.clone().text()).toBe(201);
      world.invoices.push(((await response.json()) as { invoice: { invoiceId: string } }).invoice.invoiceId);
      return;
    }
    case 'pay':
    case 'cancelInvoice': {
      const invoiceId = chosen(world.invoices, next.pick);
      if (!invoiceId) return;
      if (next.kind === 'pay') await postJson(token, `/api/provider/invoices/${invoiceId}/payment`, { paymentDate: addDays(today, -next.daysAgo), paymentMethod: 'check' });
      else await postJson(token, `/api/provider/invoices/${invoiceId}/cancel`, {});
      return;
    }
    case 'relink': {
      const invoiceId = chosen(world.invoices, next.pick);
      if (!invoiceId) return;
      const current = (await (await api(`/api/provider/invoices/${invoiceId}`, { token })).json()) as Record<string, unknown> & { updatedAt: string };
      const rentalId = next.rental % 3 === 0 ? undefined : chosen(world.rentals, next.rental);
      await postJson(
        token,
        `/api/provider/invoices/${invoiceId}`,
        {
          customer: current.customer,
          dateIssued: current.dateIssued,
          dateDue: current.dateDue,
          lineItems: current.lineItems,
          ...(rentalId ? { rentalId } : {}),
          expectedUpdatedAt: current.updatedAt,
        },
        'PUT',
      );
      return;
    }
    case 'expense': {
      const frequency = next.recurring >= 0 ? RECURRING_FREQUENCIES[next.recurring] : undefined;
      const response = await postJson(
        token,
        '/api/provider/expenses',
        expenseBody({
          category: chosen(EXPENSE_CATEGORIES, next.category),
          amountCents: next.cents,
          date: addDays(today, -next.daysAgo),
          taxDeductible: next.deductible,
          recurring: Boolean(frequency),
          ...(frequency ? { recurringFrequency: frequency } : {}),
        }),
      );
      expect(response.status, await response.clone().text()).toBe(201);
      world.expenses.push(((await response.json()) as { expense: { expenseId: string } }).expense.expenseId);
      return;
    }
    case 'editExpense':
    case 'deleteExpense': {
      const expenseId = chosen(world.expenses, next.pick);
      if (!expenseId) return;
      if (next.kind === 'deleteExpense') {
        await api(`/api/provider/expenses/${expenseId}`, { method: 'DELETE', token });
        world.expenses = world.expenses.filter((id) => id !== expenseId);
        return;
      }
      const current = (await (await api(`/api/provider/expenses/${expenseId}`, { token })).json()) as Record<string, unknown> & { updatedAt: string };
      await postJson(
        token,
        `/api/provider/expenses/${expenseId}`,
        expenseBody({
          category: current.category,
          amountCents: next.cents,
          date: current.date,
          taxDeductible: !current.taxDeductible,
          recurring: false,
          expectedUpdatedAt: current.updatedAt,
        }),
        'PUT',
      );
      return;
    }
  }
}

let customer: { token: string };

beforeAll(async () => {
  customer = await newCustomer();
}, 60_000);

async function freshWorld(): Promise<World> {
  const provider = await freshProvider();
  const listing = await putListing(provider.providerId);
  return { provider, customer, listingId: listing.listingId, rentals: [], invoices: [], expenses: [] };
}

describe("a provider's tallies", () => {
  it('equal a rebuild from the raw items after any sequence of bookings, status changes, invoices and expenses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 16 }), async (steps) => {
        const world = await freshWorld();
        for (const each of steps) await run(world, each);
        const check = await checkTallies(tableStore(), world.provider.providerId);
        expect(check.billingDifferences).toEqual([]);
        expect(check.scheduleDifferences).toEqual([]);
        expect([...check.difference]).toEqual([]);
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 300_000);

  it('are rebuilt by the maintenance rebuild when written around the app', async () => {
    const world = await freshWorld();
    for (const each of [{ kind: 'book', size: 20 }, { kind: 'request' }, { kind: 'invoice', pick: 0, linked: true, daysAgo: 1, cents: 5_000 }] as Step[]) await run(world, each);
    const store = tableStore();
    // Knock the tallies out: what an outage or a bug outside the app could leave.
    await store.tallies.replace(world.provider.providerId, new Map([['totals', { 'status|pending': 7 }]]));
    expect((await checkTallies(store, world.provider.providerId)).difference.size).toBeGreaterThan(0);
    const before = await rebuildTallies(store, world.provider.providerId);
    expect(before.items.rentals).toBe(world.rentals.length);
    const after = await checkTallies(store, world.provider.providerId);
    expect([...after.difference]).toEqual([]);
    expect(normalizedTallies(await store.tallies.between(world.provider.providerId, '')).size).toBeGreaterThan(0);
  }, 120_000);
});
