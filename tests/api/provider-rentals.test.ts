// The provider portal's rental requests and inventory against the running stack: approving takes
// the rental's days of its size in ONE transaction with the status change, completing gives back
// the days after the pickup, and two approvals racing for the last free unit get one success and
// one 409. In Use is today's taken count (tests/api/inventory-by-day.test.ts has the rest).
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { addDays, isoDate } from '../../shared/rental-dates';
import { deliveredTooEarlyMessage, OUT_ON_RENTAL_STATUSES } from '../../shared/rental-status';
import {
  inventoryViewSchema,
  noFreeDumpsterMessage,
  providerRentalsResponseSchema,
  PROVIDER_PORTAL_MESSAGES,
  totalBelowBookedMessage,
  type InventoryView,
} from '../../shared/schemas/provider-portal';
import { formatCalendarDate } from '../../shared/calendar-date';
import { dayCounts } from '../../functions/availability/day-counters';
import { rentalSchema } from '../../shared/schemas/rental';
import type { OutboxEntry } from '../../functions/platform/messaging/message';
import { DEMO_PASSWORD } from '../../scripts/seed/seed';
import { OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { api, dynamoDbRequestsDuring, searchIndexSettled, signIn } from '../support/stack-client';
import { freshProviderCheckoutBody, payWithoutWebhook, refundsOf, sessionStatus, startCheckout } from './checkout-support';
import { freshProvider, providerProfile, putProviderInventory, putProviderRental, setStatus, type FreshProvider } from './provider-portal-support';
import { demoProvider, newCustomer, outboxUntil, tableStore } from './rentals-support';

let provider: FreshProvider;
let other: FreshProvider;

/** The rental once the notification of its last change has recorded its outcome. */
async function settled(rentalId: string) {
  for (let waited = 0; ; waited += 100) {
    const { data } = await tableStore().entities.rental.get({ rentalId }).go({ consistent: true });
    if (data?.notificationStatus || waited >= 10_000) return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A delivery date already past everywhere: such a rental can be marked completed. */
const DELIVERED = addDays(isoDate(new Date()), -2);

async function inventory(token: string): Promise<InventoryView> {
  const response = await api('/api/provider/inventory', { token });
  expect(response.status).toBe(200);
  return inventoryViewSchema.parse(await response.json());
}

/** A save from the inventory page: from the version it was loaded at, or one loaded just now. */
const putInventory = putProviderInventory;

const inventoryChangedMeanwhile = `${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${MESSAGES.inventoryChangedMeanwhile}`;

beforeAll(async () => {
  [provider, other] = await Promise.all([freshProvider(), freshProvider()]);
});

describe('provider rental requests', () => {
  it('lists every rental of the caller, newest first, with the counts per filter', async () => {
    const owner = await freshProvider();
    const older = await putProviderRental({ providerId: owner.providerId, status: 'pending', createdAt: '2026-01-02T10:00:00.000Z' });
    const paid = await putProviderRental({ providerId: owner.providerId, status: 'confirmed', paid: true, createdAt: '2026-01-03T10:00:00.000Z' });
    const rejected = await putProviderRental({
      providerId: owner.providerId,
      status: 'cancelled',
      cancelledBy: 'provider',
      createdAt: '2026-01-04T10:00:00.000Z',
    });
    await putProviderRental({ providerId: other.providerId, status: 'pending' });

    const requests = await dynamoDbRequestsDuring(async () => {
      const response = await api('/api/provider/rentals', { token: owner.token });
      expect(response.status).toBe(200);
      const body = providerRentalsResponseSchema.parse(await response.json());
      expect(body.rentals.map((rental) => rental.rentalId)).toEqual([rejected.rentalId, paid.rentalId, older.rentalId]);
      expect(body.counts).toEqual({ all: 3, pending: 2, active: 0, completed: 0, cancelled: 1 });
      expect(body.statusCounts).toEqual({ pending: 1, confirmed: 1, approved: 0, active: 0, scheduled: 0, delivered: 0, pickup_requested: 0, picked_up: 0, completed: 0, cancelled: 1 });
      expect(body.rentals[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'provider' });
      expect(body.nextCursor).toBeNull();
    });
    expect(requests.map((request) => request.operation)).not.toContain('Scan');
  });

  it('approves a request: status active, In Use today up by one, and the customer is told', async () => {
    const customer = await newCustomer('6145550166');
    // Delivered two days ago: its unit is out today, and back within the week.
    const rental = await putProviderRental({
      providerId: provider.providerId,
      status: 'pending',
      customerId: customer.customerId,
      customerEmail: customer.email,
      startDate: DELIVERED,
    });
    const before = await inventory(provider.token);

    const response = await setStatus(provider.token, rental.rentalId, 'approve');
    expect(response.status).toBe(200);
    const approved = rentalSchema.parse(await response.json());
    expect(approved.status).toBe('scheduled');
    expect(approved.updatedAt > rental.updatedAt).toBe(true);

    const after = await inventory(provider.token);
    expect(after.inUse.yard20).toBe(before.inUse.yard20 + 1);
    expect(after.available.yard20).toBe(before.available.yard20 - 1);
    expect(after.overview.activeRentals).toBe(before.overview.activeRentals + 1);
    expect(after.upcomingReturns.map((item) => item.rentalId)).toContain(rental.rentalId);

    const order = rental.rentalId.slice(0, 8).toUpperCase();
    const entries = await outboxUntil((all) => all.some((entry) => entry.channel === 'email' && entry.to === customer.email && entry.subject.includes(order)));
    const email = entries.find((entry) => entry.channel === 'email' && entry.to === customer.email && entry.subject.includes(order));
    expect(email?.channel === 'email' && email.subject).toContain('Your rental is approved');
  });

  it('rejects a request by cancelling it as the provider, without touching the inventory, and the customer is told', async () => {
    const customer = await newCustomer('6145550167');
    const rental = await putProviderRental({
      providerId: provider.providerId,
      status: 'pending',
      dumpsterSize: '10',
      customerId: customer.customerId,
      customerEmail: customer.email,
    });
    const before = await inventory(provider.token);
    const response = await setStatus(provider.token, rental.rentalId, 'reject');
    expect(response.status).toBe(200);
    const rejected = rentalSchema.parse(await response.json());
    expect(rejected).toMatchObject({ status: 'cancelled', cancelledBy: 'provider' });
    expect(rejected.cancelledAt).toBe(rejected.updatedAt);
    expect((await inventory(provider.token)).inUse).toEqual(before.inUse);
    // Stored so, and listed under Cancelled by the index the status keys.
    expect((await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go()).data).toMatchObject({ status: 'cancelled', cancelledBy: 'provider' });
    const { data: cancelled } = await tableStore().entities.rental.query.byProvider({ providerId: provider.providerId, status: 'cancelled' }).go();
    expect(cancelled.map((item) => item.rentalId)).toContain(rental.rentalId);

    const order = rental.rentalId.slice(0, 8).toUpperCase();
    const toCustomer = (entries: OutboxEntry[]) =>
      entries.find((entry) => entry.channel === 'email' && entry.to === customer.email && entry.subject.includes(order));
    const email = toCustomer(await outboxUntil((entries) => Boolean(toCustomer(entries))));
    expect(email?.channel === 'email' && email.subject).toContain('Your rental request was declined');
  });

  it('refunds a paid request in full when rejecting it', async () => {
    const owner = await freshProvider();
    const { sessionId } = await startCheckout(freshProviderCheckoutBody(owner.providerId));
    await payWithoutWebhook(sessionId);
    const paid = rentalSchema.parse((await sessionStatus(sessionId)).rental);
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const response = await setStatus(owner.token, paid.rentalId, 'reject');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(rentalSchema.parse(await response.json())).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
      paymentStatus: 'refunded',
      refundCents: paid.totalPriceCents,
    });
    expect((await refundsOf(paid.paymentTransactionId!)).map((refund) => refund.amount)).toEqual([paid.totalPriceCents]);
  });

  it('picks up a delivered rental and gives back its days after today, the pickup day, then completes it', async () => {
    const rental = await putProviderRental({ providerId: provider.providerId, status: 'pending', dumpsterSize: '30', startDate: DELIVERED });
    expect((await setStatus(provider.token, rental.rentalId, 'approve')).status).toBe(200);
    expect((await setStatus(provider.token, rental.rentalId, 'deliver')).status).toBe(200);
    const held = await inventory(provider.token);
    expect(held.inUse.yard30).toBe(1);
    expect(held.available.yard30).toBe(0);
    expect(held.upcomingReturns.map((item) => item.rentalId)).toContain(rental.rentalId);

    const pickedUp = await setStatus(provider.token, rental.rentalId, 'pick_up');
    expect(pickedUp.status).toBe(200);
    expect(rentalSchema.parse(await pickedUp.json()).status).toBe('picked_up');
    const response = await setStatus(provider.token, rental.rentalId, 'complete');
    expect(response.status).toBe(200);
    expect(rentalSchema.parse(await response.json()).status).toBe('completed');
    const released = await inventory(provider.token);
    // Picked up today: out today still, free from tomorrow, and no longer a return to expect.
    const tomorrow = addDays(released.today, 1);
    const after = await dayCounts(tableStore(), { providerId: provider.providerId, size: '30' }, { firstDay: tomorrow, lastDay: addDays(tomorrow, 10) }, { consistent: true });
    expect(after.filter((count) => count.taken > 0)).toEqual([]);
    expect(released.upcomingReturns.map((item) => item.rentalId)).not.toContain(rental.rentalId);
    expect(released.overview.completedRentals).toBe(held.overview.completedRentals + 1);
    expect(released.overview.activeRentals).toBe(held.overview.activeRentals - 1);
  });

  it("answers 403 for another provider's rental and 404 for a missing one, changing nothing", async () => {
    const rental = await putProviderRental({ providerId: provider.providerId, status: 'pending' });
    const response = await setStatus(other.token, rental.rentalId, 'approve');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(MESSAGES.rentalNoPermission);
    expect((await setStatus(other.token, '00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
    const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: provider.token })).json());
    expect(stored.status).toBe('pending');
  });

  it('refuses a transition the state machine forbids with 409, and an unknown action with 400', async () => {
    const pending = await putProviderRental({ providerId: provider.providerId, status: 'pending' });
    const completed = await putProviderRental({ providerId: provider.providerId, status: 'completed' });
    for (const [rental, action] of [[pending, 'complete'], [completed, 'approve'], [completed, 'reject']] as const) {
      const response = await setStatus(provider.token, rental.rentalId, action);
      expect(response.status, `${rental.status} ${action}`).toBe(409);
      expect(((await response.json()) as { message: string }).message).toBe(PROVIDER_PORTAL_MESSAGES.invalidAction);
    }
    expect((await setStatus(provider.token, pending.rentalId, 'delete')).status).toBe(400);
  });

  it('gives exactly one of two concurrent approvals the last free 20-yard dumpster; the other gets 409', async () => {
    const owner = await freshProvider();
    const totals = { yard5: 0, yard10: 2, yard15: 0, yard20: 1, yard30: 1, yard40: 0 };
    expect((await putInventory(owner.token, totals)).status).toBe(200);
    // The same days, under way today.
    const [first, second] = await Promise.all([
      putProviderRental({ providerId: owner.providerId, status: 'pending', startDate: DELIVERED }),
      putProviderRental({ providerId: owner.providerId, status: 'confirmed', startDate: DELIVERED }),
    ]);

    const responses = await Promise.all([setStatus(owner.token, first.rentalId, 'approve'), setStatus(owner.token, second.rentalId, 'approve')]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toBe(noFreeDumpsterMessage(20, DELIVERED));

    const view = await inventory(owner.token);
    expect(view.inUse.yard20).toBe(1);
    expect(view.available.yard20).toBe(0);
    const { rentals } = providerRentalsResponseSchema.parse(await (await api('/api/provider/rentals', { token: owner.token })).json());
    expect(rentals.filter((rental) => rental.status === 'scheduled')).toHaveLength(1);
  });

  it('answers 409 saying so when the rental changed meanwhile', async () => {
    const rental = await putProviderRental({ providerId: provider.providerId, status: 'pending', dumpsterSize: '10', startDate: DELIVERED });
    const responses = await Promise.all([setStatus(provider.token, rental.rentalId, 'approve'), setStatus(provider.token, rental.rentalId, 'approve')]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser read the rental pending and then lost the write, or read it already active.
    expect(statuses[1]).toBe(409);
    const message = ((await responses.find((response) => response.status === 409)!.json()) as { message: string }).message;
    expect([PROVIDER_PORTAL_MESSAGES.statusChangedMeanwhile, PROVIDER_PORTAL_MESSAGES.invalidAction]).toContain(message);
    expect((await inventory(provider.token)).inUse.yard10).toBe(1);
    expect((await setStatus(provider.token, rental.rentalId, 'deliver')).status).toBe(200);
  });

  it('refuses to mark a rental delivered before its delivery date with 409 and the date, writing nothing', async () => {
    const owner = await freshProvider();
    const startDate = addDays(isoDate(new Date()), 2);
    const rental = await putProviderRental({ providerId: owner.providerId, status: 'pending', dumpsterSize: '20', startDate });
    expect((await setStatus(owner.token, rental.rentalId, 'approve')).status).toBe(200);
    const held = await inventory(owner.token);
    // The approval's notification records its outcome on the rental: wait for it, so what follows is ours alone.
    const approved = await settled(rental.rentalId);

    const response = await setStatus(owner.token, rental.rentalId, 'deliver');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(deliveredTooEarlyMessage(startDate));
    expect((await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go()).data).toEqual(approved);
    expect(await inventory(owner.token)).toEqual(held);
  });
});

describe('provider inventory', () => {
  it('saves new totals and types, refreshing the search summary', async () => {
    const owner = await freshProvider();
    const totals = { yard5: 1, yard10: 4, yard15: 0, yard20: 3, yard30: 0, yard40: 2 };
    const response = await putInventory(owner.token, totals, ['commercial', 'compactor']);
    expect(response.status).toBe(200);
    const view = inventoryViewSchema.parse(await response.json());
    expect(view.totals).toEqual(totals);
    expect(view.dumpsterTypes).toEqual(['commercial', 'compactor']);
    expect(view.overview).toMatchObject({ totalDumpsters: 10, sizeCategories: 4, dumpsterTypes: 2, availableDumpsters: 10, utilizationRate: 0 });
    await searchIndexSettled();
    const search = await (await api('/api/search?zipCode=59801')).json();
    const listed = JSON.stringify(search);
    expect(listed).toContain(owner.providerId);
  });

  it('refuses totals below what a day ahead has booked, and bad counts, and writes nothing', async () => {
    const owner = await freshProvider();
    const rental = await putProviderRental({ providerId: owner.providerId, status: 'pending', dumpsterSize: '20' });
    expect((await setStatus(owner.token, rental.rentalId, 'approve')).status).toBe(200);
    const before = await inventory(owner.token);

    const below = await putInventory(owner.token, { ...before.totals, yard20: 0 });
    expect(below.status).toBe(409);
    const { message } = (await below.json()) as { message: string };
    expect(message.startsWith(PROVIDER_PORTAL_MESSAGES.saveFailedPrefix)).toBe(true);
    expect(message).toContain(totalBelowBookedMessage(20, 1, formatCalendarDate(rental.startDate)));

    for (const totals of [{ ...before.totals, yard10: -1 }, { ...before.totals, yard10: 1.5 }]) {
      expect((await putInventory(owner.token, totals)).status).toBe(400);
    }
    expect((await putInventory(owner.token, before.totals, [])).status).toBe(400);
    expect(await inventory(owner.token)).toEqual(before);

    // Down to exactly what is booked is fine.
    expect((await putInventory(owner.token, { ...before.totals, yard20: 1 })).status).toBe(200);
  });

  it('refuses a save from a page loaded before another save with 409 and the message, and changes nothing', async () => {
    const owner = await freshProvider();
    const page = await inventory(owner.token);
    expect(page.updatedAt).toBe((await providerProfile(owner.token)).updatedAt);

    // The same page in another tab saves first.
    const otherTab = await putInventory(owner.token, { ...page.totals, yard10: 7 }, ['construction'], page.updatedAt);
    expect(otherTab.status).toBe(200);
    const saved = inventoryViewSchema.parse(await otherTab.json());
    expect(saved.updatedAt > page.updatedAt).toBe(true);

    const stale = await putInventory(owner.token, { ...page.totals, yard40: 5 }, ['commercial'], page.updatedAt);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(inventoryChangedMeanwhile);
    expect(await inventory(owner.token)).toEqual(saved);

    // A pricing save moves the same version: a page loaded before it is stale too.
    const profile = await providerProfile(owner.token);
    const pricing = await api('/api/provider/pricing', {
      method: 'PUT',
      token: owner.token,
      body: JSON.stringify({ pricing: profile.pricing, addOns: profile.addOns, expectedUpdatedAt: profile.updatedAt }),
    });
    expect(pricing.status).toBe(200);
    const beforePricing = await putInventory(owner.token, { ...saved.totals, yard40: 5 }, saved.dumpsterTypes, saved.updatedAt);
    expect(beforePricing.status).toBe(409);
    expect(((await beforePricing.json()) as { message: string }).message).toBe(inventoryChangedMeanwhile);

    // A freshly loaded page saves, and saves again from the version each save answers with.
    const fresh = await inventory(owner.token);
    expect(fresh.totals).toEqual(saved.totals);
    const first = await putInventory(owner.token, { ...fresh.totals, yard40: 5 }, ['commercial'], fresh.updatedAt);
    expect(first.status).toBe(200);
    const second = await putInventory(owner.token, { ...fresh.totals, yard40: 6 }, ['commercial'], inventoryViewSchema.parse(await first.json()).updatedAt);
    expect(second.status).toBe(200);
    expect((await inventory(owner.token)).totals.yard40).toBe(6);

    // A save without a version (a page from before versions) is refused as invalid.
    const unversioned = await api('/api/provider/inventory', {
      method: 'PUT',
      token: owner.token,
      body: JSON.stringify({ dumpsterInventory: fresh.totals, dumpsterTypes: ['commercial'] }),
    });
    expect(unversioned.status).toBe(400);
  });

  it('keeps a page loaded before an approval current: approvals move In Use, never the version', async () => {
    const owner = await freshProvider();
    const page = await inventory(owner.token);
    const rental = await putProviderRental({ providerId: owner.providerId, status: 'pending', dumpsterSize: '20', startDate: DELIVERED });
    expect((await setStatus(owner.token, rental.rentalId, 'approve')).status).toBe(200);
    expect((await inventory(owner.token)).updatedAt).toBe(page.updatedAt);

    const response = await putInventory(owner.token, { ...page.totals, yard10: page.totals.yard10 + 1 }, page.dumpsterTypes, page.updatedAt);
    expect(response.status).toBe(200);
    const view = inventoryViewSchema.parse(await response.json());
    expect(view.inUse.yard20).toBe(page.inUse.yard20 + 1);
    expect(view.totals.yard10).toBe(page.totals.yard10 + 1);
  });

  it('shows seeded providers In Use equal to their rentals holding a unit today', async () => {
    // The seed gives Capital City Dumpsters an active 15-yard rental delivered two days ago, and the
    // demo provider a paid one delivered in three days.
    const capitalCity = OHIO_PROVIDERS.find((sample) => sample.key === 'capital-city')!;
    const tokens = [(await demoProvider()).token, (await signIn(capitalCity.email, DEMO_PASSWORD)).accessToken];
    const inUse15: number[] = [];
    for (const token of tokens) {
      const view = await inventory(token);
      // Every page: the sample providers' past rentals (and their reviews) fill more than the first.
      const rentals = [];
      for (let cursor: string | null | undefined; ; ) {
        const page = providerRentalsResponseSchema.parse(
          await (await api(`/api/provider/rentals${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { token })).json(),
        );
        rentals.push(...page.rentals);
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(view.overview.activeRentals).toBe(rentals.filter((rental) => OUT_ON_RENTAL_STATUSES.includes(rental.status)).length);
      const holdingToday = rentals.filter((rental) => rental.reservedFrom && rental.reservedFrom <= view.today && view.today <= rental.reservedThrough!);
      for (const key of ['yard10', 'yard15', 'yard30'] as const) {
        expect(view.inUse[key], key).toBe(holdingToday.filter((rental) => `yard${rental.dumpsterSize}` === key).length);
      }
      inUse15.push(view.inUse.yard15);
    }
    expect(inUse15).toEqual([0, 1]);
  });
});
