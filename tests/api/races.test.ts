// Every race the design names, each driven through the local gateway with truly concurrent
// requests (one Promise.all), asserting the one correct outcome and the stored state afterwards:
// duplicate payment webhooks, one access code, the last free dumpsters, invoice numbers, concurrent
// edits of one version, a cancellation racing an approval, and one session paid twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_MESSAGES } from '../../shared/cancellation';
import { MESSAGES } from '../../shared/messages';
import { FINANCIAL_MESSAGES, expenseSchema, expenseSavedSchema, invoiceSchema, invoiceSavedSchema, invoicesResponseSchema } from '../../shared/schemas/financials';
import { listingSchema } from '../../shared/schemas/listing';
import { providerProfileSchema, type ProviderProfile } from '../../shared/schemas/provider';
import { LISTING_MESSAGES } from '../../shared/schemas/provider-listing';
import { PROVIDER_PORTAL_MESSAGES, inventoryViewSchema, noFreeDumpsterMessage, providerRentalsResponseSchema } from '../../shared/schemas/provider-portal';
import { PROVIDER_SETTINGS_MESSAGES } from '../../shared/schemas/provider-settings';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { orderNumber } from '../../shared/order-wording';
import { addDays, isoDate } from '../../shared/rental-dates';
import { dayCounts } from '../../functions/availability/day-counters';
import { rentalIdForSession } from '../../functions/checkout/create-checkout-session';
import { api, signIn } from '../support/stack-client';
import { checkoutBody, deliver, payWithoutWebhook, refundsOf, rentalsOfSession, sandboxPayAction, sessionStatus, startCheckout, submitSandboxPayment, freshProviderCheckoutBody } from './checkout-support';
import { createExpense, createInvoice, expenseBody, invoiceBody, postJson, todayForProviders } from './financials-support';
import { issueCode, operatorToken, registrationBody, submitProviderRequest, uploadDocuments } from './onboarding-support';
import {
  createProviderListing,
  freshProvider,
  providerInventory,
  providerListingBody,
  providerProfile,
  putProviderInventory,
  putProviderRental,
  setStatus,
  type FreshProvider,
} from './provider-portal-support';
import { DEMO_PROVIDER_EMAIL, demoProvider, newCustomer, outbox, outboxUntil, tableStore } from './rentals-support';

type Customer = Awaited<ReturnType<typeof newCustomer>>;

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const statusesOf = (responses: Response[]) => responses.map((response) => response.status);
const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

/** The messages of every answer with the given status. */
const messagesWith = async (responses: Response[], status: number) =>
  new Set(await Promise.all(responses.filter((response) => response.status === status).map(messageOf)));

/** A confirmed, paid rental of `customer` with `providerId`, through checkout and the success page. */
async function paidRental(providerId: string, customer: Customer): Promise<Rental> {
  const fresh = freshProviderCheckoutBody(providerId);
  const body = { ...fresh, customer: { ...fresh.customer, email: customer.email } };
  const { sessionId } = await startCheckout(body, customer.token);
  await payWithoutWebhook(sessionId);
  return rentalSchema.parse((await sessionStatus(sessionId)).rental);
}

let demoProviderId: string;
let customer: Customer;
let inventoryOwner: FreshProvider;
let books: FreshProvider;
let settings: FreshProvider;
let cancelOwner: FreshProvider;

beforeAll(async () => {
  [demoProviderId, customer, inventoryOwner, books, settings, cancelOwner] = await Promise.all([
    demoProvider().then((provider) => provider.userId),
    newCustomer('6145550188'),
    freshProvider(),
    freshProvider(),
    freshProvider(),
    freshProvider(),
  ]);
});

describe('payment webhook duplicates', () => {
  it('twenty deliveries of one paid-session event, racing five success-page confirmations, create one rental and one set of order messages', async () => {
    const body = checkoutBody(demoProviderId, { customer: { ...checkoutBody(demoProviderId).customer, email: customer.email } });
    const { sessionId } = await startCheckout(body, customer.token);
    const { event } = await payWithoutWebhook(sessionId);
    const payload = JSON.stringify(event);

    const calls = Array.from({ length: 25 }, (_, index) => (index % 5 === 2 ? sessionStatus(sessionId) : deliver(payload)));
    const answers = await Promise.all(calls);
    const deliveries = answers.filter((answer): answer is Response => answer instanceof Response);
    const confirmations = answers.filter((answer) => !(answer instanceof Response));
    expect(statusesOf(deliveries)).toEqual(Array(20).fill(200));
    for (const delivery of deliveries) expect(await delivery.json()).toEqual({ received: true });

    const rentals = await rentalsOfSession(customer.token, sessionId);
    expect(rentals).toHaveLength(1);
    const rentalId = rentals[0]!.rentalId;
    for (const confirmation of confirmations) expect(confirmation).toMatchObject({ status: 'complete', rental: { rentalId } });
    const { data: checkout } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(checkout).toMatchObject({ status: 'recorded', rentalId });
    const stored = rentalSchema.parse(await (await api(`/api/rentals/${rentalId}`, { token: customer.token })).json());
    expect(stored).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentTransactionId: event.data.object.payment_intent, rentalId: rentalIdForSession(sessionId) });

    // One rental.created announcement: one e-mail and one text to each party, and no more later.
    const order = orderNumber(rentalId);
    const about = (entries: Awaited<ReturnType<typeof outbox>>) =>
      entries.filter((entry) => (entry.channel === 'email' ? entry.subject : entry.body).includes(order));
    await outboxUntil((entries) => about(entries).length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const messages = about(await outbox());
    expect(messages.map((entry) => `${entry.channel} ${entry.to}`).sort()).toEqual(
      [`email ${customer.email}`, `email ${DEMO_PROVIDER_EMAIL}`, 'sms +16145550101', 'sms +16145550142'].sort(),
    );
  });
});

describe('access code reuse', () => {
  it('fifteen registrations with one code: one provider, fourteen 409s saying the code was used, the code marked used by the winner', async () => {
    const code = (await issueCode(await operatorToken(), await submitProviderRequest())).code;
    const keys = await uploadDocuments(code);
    const bodies = Array.from({ length: 15 }, () => registrationBody(code, keys));
    const responses = await Promise.all(bodies.map((body) => api('/api/providers', { method: 'POST', body: JSON.stringify(body) })));
    const statuses = statusesOf(responses);
    expect([count(statuses, 201), count(statuses, 409)]).toEqual([1, 14]);
    expect(await messagesWith(responses, 409)).toEqual(new Set([MESSAGES.accessCodeUsed]));

    const winner = bodies[statuses.indexOf(201)]!;
    const { providerId } = (await responses[statuses.indexOf(201)]!.json()) as { providerId: string };
    const { data: accessCode } = await tableStore().entities.accessCode.get({ code }).go();
    expect(accessCode).toMatchObject({ status: 'used', usedBy: providerId });
    const emails = new Set(bodies.map((body) => body.email));
    const { data: profiles } = await tableStore().entities.providerProfile.query.byCreation({}).go({ order: 'desc', pages: 'all' });
    expect(profiles.filter((profile) => emails.has(profile.email)).map((profile) => profile.providerId)).toEqual([providerId]);
    const signIns = await Promise.allSettled(bodies.map((body) => signIn(body.email, body.password)));
    expect(signIns.map((result) => result.status)).toEqual(bodies.map((body) => (body === winner ? 'fulfilled' : 'rejected')));
  });
});

describe('inventory on approval', () => {
  it('fifteen concurrent approvals for 3 free 20-yard dumpsters: 3 approved, 12 refused with 409 "no free dumpster", 3 in use', async () => {
    // The same week, under way today (delivered two days ago).
    const startDate = addDays(isoDate(new Date()), -2);
    const rentals = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        putProviderRental({ providerId: inventoryOwner.providerId, status: index % 2 ? 'confirmed' : 'pending', paid: index % 2 === 1, startDate }),
      ),
    );
    const before = await providerInventory(inventoryOwner.token);
    expect([before.totals.yard20, before.inUse.yard20]).toEqual([3, 0]);

    const responses = await Promise.all(rentals.map((rental) => setStatus(inventoryOwner.token, rental.rentalId, 'approve')));
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([3, 12]);
    expect(await messagesWith(responses, 409)).toEqual(new Set([noFreeDumpsterMessage(20, startDate)]));

    const after = await providerInventory(inventoryOwner.token);
    expect([after.inUse.yard20, after.available.yard20, after.overview.activeRentals]).toEqual([3, 0, 3]);
    const { rentals: stored } = providerRentalsResponseSchema.parse(await (await api('/api/provider/rentals', { token: inventoryOwner.token })).json());
    const approved = rentals.filter((_, index) => statuses[index] === 200).map((rental) => rental.rentalId).sort();
    expect(stored.filter((rental) => rental.status === 'scheduled').map((rental) => rental.rentalId).sort()).toEqual(approved);
    expect(stored.filter((rental) => rental.status === 'pending' || rental.status === 'confirmed')).toHaveLength(12);
  });
});

describe('invoice numbers', () => {
  it('twenty concurrent creations by one provider get INV-1001 to INV-1020: distinct, consecutive, no gaps', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => createInvoice(books.token)));
    const numbers = results.map((result) => result.invoice.invoiceNumber).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-${1001 + index}`));

    const listed = invoicesResponseSchema.parse(await (await api('/api/provider/invoices', { token: books.token })).json()).invoices;
    expect(listed.map((invoice) => invoice.invoiceNumber).sort()).toEqual([...numbers].sort());
    const { data: counter } = await tableStore().entities.invoiceCounter.get({ providerId: books.providerId }).go();
    expect(counter?.issued).toBe(20);
  });
});

describe('concurrent edits of one version', () => {
  const N = 10;

  it('ten profile saves from one loaded version: one saved, nine 409s, the stored profile is exactly the winner’s edit', async () => {
    const loaded = await providerProfile(settings.token);
    const edits = Array.from({ length: N }, (_, index) => ({
      businessName: `Race Hauling ${index}`,
      name: `Owner ${index}`,
      phone: `40655501${String(index).padStart(2, '0')}`,
      address: { street: `${index} Race St`, city: 'Missoula', state: 'MT', zipCode: '59801' },
      ein: `98-76543${String(index).padStart(2, '0')}`,
      expectedUpdatedAt: loaded.updatedAt,
    }));
    const responses = await Promise.all(edits.map((edit) => postJson(settings.token, '/api/provider/profile', edit, 'PUT')));
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([1, N - 1]);
    expect(await messagesWith(responses, 409)).toEqual(new Set([PROVIDER_SETTINGS_MESSAGES.changedMeanwhile]));

    const { expectedUpdatedAt: _version, ...winner } = edits[statuses.indexOf(200)]!;
    const saved = providerProfileSchema.parse(await responses[statuses.indexOf(200)]!.json());
    const stored = await providerProfile(settings.token);
    expect(stored).toEqual(saved);
    expect(stored).toMatchObject(winner);
    expect(stored.updatedAt > loaded.updatedAt).toBe(true);
  });

  it('profile, pricing, booking-rules and service-area saves from one loaded version: one saved, the rest 409, nothing of the losers mixed in', async () => {
    const loaded = await providerProfile(settings.token);
    const version = { expectedUpdatedAt: loaded.updatedAt };
    type Save = { path: string; body: Record<string, unknown>; expect: (profile: ProviderProfile) => Partial<ProviderProfile> };
    const saves: Save[] = [
      ...[0, 1, 2, 3].map((index) => ({
        path: '/api/provider/profile',
        body: { businessName: `Mixed Hauling ${index}`, name: loaded.name, phone: loaded.phone, address: loaded.address, ein: loaded.ein ?? '', ...version },
        expect: () => ({ businessName: `Mixed Hauling ${index}` }),
      })),
      ...[0, 1, 2, 3].map((index) => {
        const pricing = { ...loaded.pricing, deliveryFeeCents: 6000 + index * 100 };
        const addOns = { ...loaded.addOns, permitPulling: index % 2 === 0 };
        return { path: '/api/provider/pricing', body: { pricing, addOns, ...version }, expect: () => ({ pricing, addOns }) };
      }),
      ...[2, 3].map((leadTimeDays) => {
        const bookingRules = { leadTimeDays, turnaroundDays: 1, deliveryWeekdays: [1, 2, 3, 4, 5], blackoutDates: [] };
        return { path: '/api/provider/booking-rules', body: { bookingRules, ...version }, expect: () => ({ bookingRules }) };
      }),
      ...[5, 10].map((serviceRadius) => ({
        path: '/api/provider/service-areas',
        body: { primaryZipCodes: ['59801'], serviceRadius, ...version },
        expect: () => ({ primaryZipCodes: ['59801'], serviceRadius }),
      })),
    ];
    const responses = await Promise.all(saves.map((save) => postJson(settings.token, save.path, save.body, 'PUT')));
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([1, saves.length - 1]);
    expect(await messagesWith(responses, 409)).toEqual(new Set([PROVIDER_SETTINGS_MESSAGES.changedMeanwhile]));

    const untouched = {
      businessName: loaded.businessName,
      pricing: loaded.pricing,
      addOns: loaded.addOns,
      primaryZipCodes: loaded.primaryZipCodes,
      serviceRadius: loaded.serviceRadius,
    };
    const stored = await providerProfile(settings.token);
    expect(stored).toMatchObject({ ...untouched, ...saves[statuses.indexOf(200)]!.expect(loaded) });
    // Absent until a booking-rules save wins (toMatchObject cannot say "still absent").
    const winner = saves[statuses.indexOf(200)]!;
    expect(stored.bookingRules).toEqual(winner.path === '/api/provider/booking-rules' ? winner.expect(loaded).bookingRules : loaded.bookingRules);
  });

  // The inventory page sends the version it loaded, like the other settings pages: of ten saves
  // from one loaded version exactly one lands, whether it raced the others or read a winner first.
  it('ten inventory saves from one loaded version: one saved, nine 409s with the inventory message, the stored inventory is exactly the winner’s edit', async () => {
    const loaded = await providerInventory(settings.token);
    const edits = Array.from({ length: N }, (_, index) => ({
      totals: { ...loaded.totals, yard10: 10 + index, yard40: index },
      types: index % 2 ? ['commercial', 'residential'] : ['construction'],
    }));
    const responses = await Promise.all(edits.map((edit) => putProviderInventory(settings.token, edit.totals, edit.types, loaded.updatedAt)));
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([1, N - 1]);
    expect(await messagesWith(responses, 409)).toEqual(
      new Set([`${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${MESSAGES.inventoryChangedMeanwhile}`]),
    );

    const winner = edits[statuses.indexOf(200)]!;
    const saved = inventoryViewSchema.parse(await responses[statuses.indexOf(200)]!.json());
    const stored = await providerInventory(settings.token);
    expect([stored.totals, stored.dumpsterTypes]).toEqual([winner.totals, winner.types]);
    expect(stored).toEqual(saved);
    expect(stored.updatedAt > loaded.updatedAt).toBe(true);
  });

  it('ten listing edits from one version: one saved, nine 409s, the stored listing is exactly the winner’s', async () => {
    const listing = await createProviderListing(settings.token);
    const edits = Array.from({ length: N }, (_, index) =>
      providerListingBody({
        description: `Edit ${index}`,
        size: index % 2 ? 30 : 20,
        serviceAreas: index % 2 ? ['59801'] : ['59802'],
        expectedUpdatedAt: listing.updatedAt,
      }),
    );
    const responses = await Promise.all(
      edits.map((edit) => api(`/api/provider/listings/${listing.listingId}`, { method: 'PUT', token: settings.token, body: JSON.stringify(edit) })),
    );
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([1, N - 1]);
    expect(await messagesWith(responses, 409)).toEqual(new Set([LISTING_MESSAGES.changedMeanwhile]));

    const winner = edits[statuses.indexOf(200)]!;
    const saved = listingSchema.parse(await responses[statuses.indexOf(200)]!.json());
    const stored = listingSchema.parse(await (await api(`/api/provider/listings/${listing.listingId}`, { token: settings.token })).json());
    expect(stored).toEqual(saved);
    expect(stored).toMatchObject({ description: winner.description, size: String(winner.size), serviceAreas: winner.serviceAreas });
  });

  it('ten expense edits from one version: one saved, nine 409s, the stored expense is exactly the winner’s', async () => {
    const { expense } = await createExpense(books.token);
    const edits = Array.from({ length: N }, (_, index) =>
      expenseBody({ vendor: `Vendor ${index}`, amountCents: 1_000 + index, category: index % 2 ? 'Fuel' : 'Maintenance', expectedUpdatedAt: expense.updatedAt }),
    );
    const responses = await Promise.all(edits.map((edit) => postJson(books.token, `/api/provider/expenses/${expense.expenseId}`, edit, 'PUT')));
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([1, N - 1]);
    expect(await messagesWith(responses, 409)).toEqual(new Set([FINANCIAL_MESSAGES.expenseChangedMeanwhile]));

    const winner = edits[statuses.indexOf(200)]!;
    const saved = expenseSavedSchema.parse(await responses[statuses.indexOf(200)]!.json()).expense;
    const stored = expenseSchema.parse(await (await api(`/api/provider/expenses/${expense.expenseId}`, { token: books.token })).json());
    expect(stored).toEqual(saved);
    expect(stored).toMatchObject({ vendor: winner.vendor, amountCents: winner.amountCents, category: winner.category });
  });

  it('ten invoice edits from one version: one saved, nine 409s, the stored invoice is exactly the winner’s', async () => {
    const { invoice } = await createInvoice(books.token);
    const edits = Array.from({ length: N }, (_, index) =>
      invoiceBody({
        customer: { ...invoiceBody().customer, name: `Customer ${index}` },
        dateDue: todayForProviders(),
        lineItems: [{ description: `Line ${index}`, quantity: 1 + index, unitPriceCents: 5_000 }],
        expectedUpdatedAt: invoice.updatedAt,
      }),
    );
    const responses = await Promise.all(edits.map((edit) => postJson(books.token, `/api/provider/invoices/${invoice.invoiceId}`, edit, 'PUT')));
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([1, N - 1]);
    expect(await messagesWith(responses, 409)).toEqual(new Set([FINANCIAL_MESSAGES.invoiceChangedMeanwhile]));

    const winner = edits[statuses.indexOf(200)]!;
    const saved = invoiceSavedSchema.parse(await responses[statuses.indexOf(200)]!.json()).invoice;
    const stored = invoiceSchema.parse(await (await api(`/api/provider/invoices/${invoice.invoiceId}`, { token: books.token })).json());
    expect(stored).toEqual(saved);
    expect(stored).toMatchObject({ invoiceNumber: invoice.invoiceNumber, customer: winner.customer, lineItems: winner.lineItems, amountCents: 5_000 * winner.lineItems[0]!.quantity });
  });

  it('five payments and five cancellations of one unpaid invoice: exactly one happens, the rest 409', async () => {
    const { invoice } = await createInvoice(books.token);
    const pay = () => postJson(books.token, `/api/provider/invoices/${invoice.invoiceId}/payment`, { paymentDate: todayForProviders(), paymentMethod: 'check' });
    const cancel = () => postJson(books.token, `/api/provider/invoices/${invoice.invoiceId}/cancel`, {});
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? cancel() : pay())));
    const statuses = statusesOf(responses);
    expect([count(statuses, 200), count(statuses, 409)]).toEqual([1, 9]);
    const won = invoiceSavedSchema.parse(await responses[statuses.indexOf(200)]!.json()).invoice;
    expect(['paid', 'cancelled']).toContain(won.status);
    expect(await messagesWith(responses, 409)).toEqual(new Set([FINANCIAL_MESSAGES.invoiceNotPayable, FINANCIAL_MESSAGES.invoiceNotCancellable]));
    const stored = invoiceSchema.parse(await (await api(`/api/provider/invoices/${invoice.invoiceId}`, { token: books.token })).json());
    expect(stored).toEqual(won);
  });
});

describe('a rental cancelled and approved at the same time', () => {
  // The provider approves each of three paid rentals while the customer cancels it twice (a double
  // click), the cancels launched 0, 20 and 80 ms after the approval, so both outcomes occur.
  it('an approval and two cancels of each of three paid rentals: one side wins each, never approved-and-refunded, the approved ones keep their days', async () => {
    const rentals = await Promise.all([0, 1, 2].map(() => paidRental(cancelOwner.providerId, customer)));
    const before = await providerInventory(cancelOwner.token);
    const cancel = (rental: Rental) => api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token });
    const after = (ms: number, call: () => Promise<Response>) => new Promise<Response>((resolve, reject) => setTimeout(() => call().then(resolve, reject), ms));
    const races = rentals.map((rental, index) => ({
      rental,
      approval: setStatus(cancelOwner.token, rental.rentalId, 'approve'),
      cancels: Promise.all([0, 1].map(() => after([0, 20, 80][index]!, () => cancel(rental)))),
    }));
    await Promise.all(races.flatMap((race) => [race.approval, race.cancels]));

    let approved = 0;
    for (const race of races) {
      const { rental } = race;
      const [approval, cancels] = [await race.approval, await race.cancels];
      const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
      const refunds = await refundsOf(rental.paymentTransactionId!);
      if (stored.status === 'cancelled') {
        // The cancellation won: both cancels answer the cancelled rental, refunded once; the approval reserved nothing.
        expect(statusesOf(cancels)).toEqual([200, 200]);
        expect(approval.status).toBe(409);
        expect([PROVIDER_PORTAL_MESSAGES.statusChangedMeanwhile, PROVIDER_PORTAL_MESSAGES.invalidAction]).toContain(await messageOf(approval));
        expect(stored).toMatchObject({ paymentStatus: 'refunded', refundCents: rental.totalPriceCents });
        expect(refunds.map((refund) => refund.amount)).toEqual([rental.totalPriceCents]);
      } else {
        // The approval won: a dumpster reserved, nothing refunded, both cancels refused (a scheduled rental is not cancellable online).
        expect(approval.status).toBe(200);
        expect(stored).toMatchObject({ status: 'scheduled', paymentStatus: 'paid' });
        expect(stored.refundCents ?? 0).toBe(0);
        expect(refunds).toEqual([]);
        for (const refused of cancels) {
          const expected = { 409: CANCEL_MESSAGES.changedMeanwhile, 422: CANCEL_MESSAGES.notCancellable }[refused.status];
          expect(await messageOf(refused)).toBe(expected);
        }
        approved += 1;
      }
    }
    const now = await providerInventory(cancelOwner.token);
    expect(now.overview.activeRentals).toBe(before.overview.activeRentals + approved);
    // Each paid rental took its own week when paid: an approved one keeps it, a cancelled one gave it back.
    for (const { rental } of races) {
      const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
      const counts = await dayCounts(tableStore(), { providerId: cancelOwner.providerId, size: '20' }, { firstDay: rental.startDate, lastDay: rental.startDate }, { consistent: true });
      expect(counts.map((count) => count.taken), stored.status).toEqual(stored.status === 'scheduled' ? [1] : []);
    }
  });
});

describe('one checkout session paid twice', () => {
  // A double-clicked Pay button on the hosted page, while the success page keeps asking: the
  // sandbox takes one payment and delivers its webhook, which races the confirmations.
  it('five submissions of the hosted payment form, racing three polling success pages, take one payment and record one rental', async () => {
    const body = checkoutBody(demoProviderId, { customer: { ...checkoutBody(demoProviderId).customer, email: customer.email } });
    const { sessionId, url } = await startCheckout(body, customer.token);
    const action = await sandboxPayAction(url);
    const confirmed = async () => {
      for (;;) {
        const status = await sessionStatus(sessionId);
        if (status.status !== 'processing') return status;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const [submissions, confirmations] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => submitSandboxPayment(action))),
      Promise.all([confirmed(), confirmed(), confirmed()]),
    ]);
    // The sandbox, like Stripe, takes the first and shows the others its "already paid" page.
    const statuses = statusesOf(submissions);
    expect(count(statuses, 303)).toBeGreaterThanOrEqual(1);
    expect(count(statuses, 303) + count(statuses, 409)).toBe(5);

    const rentals = await rentalsOfSession(customer.token, sessionId);
    expect(rentals).toHaveLength(1);
    const rentalId = rentals[0]!.rentalId;
    for (const confirmation of confirmations) expect(confirmation).toMatchObject({ status: 'complete', rental: { rentalId } });
    expect((await sessionStatus(sessionId)).rental).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentTransactionId: expect.stringMatching(/^pi_/) });
  });
});
