// The final billing after a pickup (functions/billing) against the stack's real table, payment
// sandbox and outbox: a booking paid at checkout keeps its card; the pickup's weight ticket and the
// days past the booked pickup become the provider's final invoice, charged to that card off session
// (4242) or, declined (4000 0000 0000 0341), left open with its pay link e-mailed and then paid by
// it; nothing owed, nothing charged; a redelivered pickup event charges once; and the provider's
// revenue counts the booking and the overage.
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createBillingHandler } from '../../functions/billing/index';
import type { FinalBillingDeps } from '../../functions/billing/bill-final-charge';
import type { RentalEvent } from '../../functions/platform/events/rental-events';
import type { EmailMessage } from '../../functions/platform/messaging/message';
import { createLocalSandboxPayments } from '../../functions/platform/payments/local-sandbox-payments';
import { TEST_CARDS } from '../../scripts/local/payment-sandbox';
import { snsEventOf } from '../../scripts/local/local-notifications';
import { orderNumber } from '../../shared/order-wording';
import { finalCharge, type FinalChargeTerms } from '../../shared/pricing';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { calendarDateIn } from '../../shared/zoned-time';
import { formatUsd } from '../../shared/money';
import { api, stackUrl } from '../support/stack-client';
import { deliver, freshProviderCheckoutBody, sandboxKey, sessionStatus, startCheckout } from './checkout-support';
import { financials } from './financials-support';
import { checkTallies } from '../../functions/financials/tallies/rebuild-tallies';
import { stockedProvider, type FreshProvider } from './provider-portal-support';
import { daysFromToday, newCustomer, outboxUntil, tableStore } from './rentals-support';

/** The delivery address's clock (Missoula, MT): the pickup day is read on it. */
const DELIVERY_TIME_ZONE = 'America/Denver';
/** A hauler's week: 2 tons included, $30 per extra day, $65 per extra ton. */
const TERMS: FinalChargeTerms = { days: 7, tons: 2, extraDayCents: 3000, extraTonCents: 6500 };

let customer: Awaited<ReturnType<typeof newCustomer>>;
let seq = 0;

beforeAll(async () => {
  customer = await newCustomer();
}, 60_000);

/** A fresh provider whose 20-yard week is priced with TERMS, ten in stock, delivering any day. */
function haulerProvider(): Promise<FreshProvider> {
  return stockedProvider({
    yard20: 10,
    pricing: (current) => ({
      ...current,
      sizes: { yard20: { lengthPricesCents: [{ days: 7, priceCents: 39_500 }], includedTons: TERMS.tons, extraDayCents: TERMS.extraDayCents, extraTonCents: TERMS.extraTonCents } },
    }),
  });
}

/** A week booked and paid with `card` through the sandbox and its signed webhook; its rental. */
async function bookedWith(provider: FreshProvider, card: string, email: string): Promise<Rental> {
  const body = freshProviderCheckoutBody(provider.providerId);
  const { sessionId } = await startCheckout({ ...body, customer: { ...body.customer, email } }, customer.token);
  const paid = await api(`/sandbox/api/sessions/${sessionId}/complete`, { method: 'POST', headers: sandboxKey(), body: JSON.stringify({ card }) });
  expect(paid.status).toBe(200);
  const { event } = (await paid.json()) as { event: unknown };
  expect((await deliver(JSON.stringify(event))).status).toBe(200);
  const status = await sessionStatus(sessionId);
  expect(status.status).toBe('complete');
  return status.rental!;
}

async function move(provider: FreshProvider, rentalId: string, body: Record<string, unknown>): Promise<Rental> {
  const response = await api(`/api/provider/rentals/${rentalId}/status`, { method: 'POST', token: provider.token, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return rentalSchema.parse(await response.json());
}

/**
 * Out since `startDate` and booked back on `endDate` (dates moved in the table: checkout books from
 * tomorrow on), then approved, delivered and picked up with a ticket of `tons`.
 */
async function pickedUp(provider: FreshProvider, rental: Rental, dates: { startDate: string; endDate: string }, tons: number): Promise<Rental> {
  await tableStore().entities.rental.put({ ...rental, ...dates }).go();
  await move(provider, rental.rentalId, { action: 'approve' });
  await move(provider, rental.rentalId, { action: 'deliver' });
  return move(provider, rental.rentalId, { action: 'pick_up', weightTicket: { tons, ticketNumber: `LF-${++seq}` } });
}

async function storedRental(rentalId: string): Promise<Rental> {
  return (await tableStore().entities.rental.get({ rentalId }).go({ consistent: true })).data!;
}

/** The rental once its final billing is settled (it runs off the pickup event, after the answer). */
async function billed(rentalId: string): Promise<Rental> {
  await expect.poll(async () => (await storedRental(rentalId)).finalBilling?.settledAt, { timeout: 15_000 }).toBeDefined();
  return storedRental(rentalId);
}

/** What shared/pricing.ts says the rental owes: the tons over the allowance and the days past its booked pickup. */
function expectedCharge(rental: Rental, tons: number) {
  const step = rental.timeline!.findLast((entry) => entry.status === 'picked_up')!;
  return finalCharge({ included: TERMS, bookedEndDate: rental.endDate, pickedUpOn: calendarDateIn(new Date(step.at), DELIVERY_TIME_ZONE), tons, swapFees: [] });
}

async function offSessionIntents(customerId: string) {
  const response = await api(`/sandbox/api/payment_intents?customer=${encodeURIComponent(customerId)}`, { headers: sandboxKey() });
  const { data } = (await response.json()) as { data: { id: string; amount: number; status: string; off_session: boolean }[] };
  return data.filter((intent) => intent.off_session);
}

async function savedCard(rental: Rental) {
  return (await tableStore().entities.rentalPayment.get({ paymentId: rental.paymentTransactionId! }).go({ consistent: true })).data!;
}

/** The billing handler as the stack runs it, with its messages and events kept here: a redelivery of the pickup event. */
function redelivery() {
  const events: RentalEvent[] = [];
  const emails: EmailMessage[] = [];
  const deps: FinalBillingDeps = {
    store: tableStore(),
    payments: async () =>
      createLocalSandboxPayments({
        baseUrl: `${stackUrl()}/sandbox`,
        secretKey: inject('paymentSandboxSecretKey'),
        webhookSecret: inject('paymentWebhookSecret'),
        webhooks: Stripe.webhooks,
      }),
    events: { publish: async (event) => void events.push(event) },
    email: () => ({ sendEmail: async (message) => void emails.push(message) }),
    clock: () => new Date(),
    siteUrl: stackUrl(),
  };
  const handler = createBillingHandler(() => deps);
  return { events, emails, deliver: (rentalId: string) => handler(snsEventOf({ type: 'rental.picked_up', rentalId, occurredAt: new Date().toISOString() })) };
}

describe('final billing after a pickup', () => {
  let provider: FreshProvider;
  beforeAll(async () => {
    provider = await haulerProvider();
  }, 60_000);

  it('charges the tons over the allowance and the late days to the card saved at checkout, paying the final invoice', async () => {
    const email = `final-charged-${Date.now()}@test.example`;
    const before = await financials(provider.token, 'period=week');
    const booked = await bookedWith(provider, TEST_CARDS.succeeds, email);
    expect(booked.includedTerms).toEqual(TERMS);
    const card = await savedCard(booked);
    expect(card.customerId).toMatch(/^cus_/);
    expect(card.paymentMethodId).toMatch(/^pm_/);

    const rental = await pickedUp(provider, booked, { startDate: daysFromToday(-9), endDate: daysFromToday(-2) }, 3.37);
    const expected = expectedCharge(rental, 3.37);
    expect(expected.lines.map((line) => line.kind)).toEqual(['extraTons', 'extraDays']);
    const { finalBilling } = await billed(rental.rentalId);
    expect(finalBilling).toMatchObject({ status: 'charged', totalCents: expected.totalCents, lines: expected.lines, paymentIntentId: expect.stringMatching(/^pi_/) });

    // The final invoice: the overage lines, paid by card with that very payment, not linked as billing the rental.
    const { data: invoice } = await tableStore().entities.invoice.get({ invoiceId: finalBilling!.invoiceId! }).go({ consistent: true });
    expect(invoice).toMatchObject({ status: 'paid', paymentMethod: 'card', paymentTransactionId: finalBilling!.paymentIntentId, amountCents: expected.totalCents, finalChargeOf: rental.rentalId });
    expect(invoice!.rentalId).toBeUndefined();
    expect(invoice!.lineItems.map((item) => item.unitPriceCents)).toEqual(expected.lines.map((line) => line.cents));

    // The sandbox holds exactly that one off-session payment.
    expect(await offSessionIntents(card.customerId!)).toEqual([expect.objectContaining({ id: finalBilling!.paymentIntentId, amount: expected.totalCents, status: 'succeeded' })]);

    // The customer is told by e-mail and text.
    const number = orderNumber(rental.rentalId);
    const sentence = `Your final invoice for order #${number}: ${formatUsd(expected.totalCents)}, charged to your card`;
    const entries = await outboxUntil((all) => all.some((entry) => entry.channel === 'sms' && entry.body.startsWith(sentence)));
    expect(entries.some((entry) => entry.channel === 'email' && entry.to === email && entry.subject === `Your final invoice for order #${number}`)).toBe(true);
    expect(entries.some((entry) => entry.channel === 'sms' && entry.body === `${sentence}.`)).toBe(true);

    // The customer reads it on the rental.
    const read = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(read.finalBilling).toMatchObject({ status: 'charged', totalCents: expected.totalCents });

    // Revenue: the booking in its period and the overage once paid, both this week.
    const after = await financials(provider.token, 'period=week');
    expect(after.revenueCents - before.revenueCents).toBe(booked.totalPriceCents + expected.totalCents);
  });

  it('leaves the final invoice open and e-mails its pay link when the saved card is declined; paying by the link settles it', async () => {
    const email = `final-declined-${Date.now()}@test.example`;
    const booked = await bookedWith(provider, TEST_CARDS.declinesOffSession, email);
    const rental = await pickedUp(provider, booked, { startDate: daysFromToday(-8), endDate: daysFromToday(3) }, 4.5);
    const expected = expectedCharge(rental, 4.5);
    expect(expected.totalCents).toBe(16_250);
    const { finalBilling } = await billed(rental.rentalId);
    expect(finalBilling).toMatchObject({ status: 'invoiced', totalCents: 16_250 });
    expect(finalBilling!.paymentIntentId).toBeUndefined();
    const invoiceId = finalBilling!.invoiceId!;
    expect((await tableStore().entities.invoice.get({ invoiceId }).go({ consistent: true })).data).toMatchObject({ status: 'unpaid', amountCents: 16_250 });

    // The invoice e-mail with its pay link, and the text saying what is due and where.
    const invoiceNumber = finalBilling!.invoiceNumber!;
    const entries = await outboxUntil(
      (all) => all.some((entry) => entry.channel === 'email' && entry.to === email && entry.subject.startsWith(`Invoice ${invoiceNumber}`)) && all.some((entry) => entry.channel === 'sms' && entry.body.includes(`order #${orderNumber(rental.rentalId)}: $162.50 due, pay here: `)),
    );
    const invoiceMail = entries.find((entry) => entry.channel === 'email' && entry.to === email && entry.subject.startsWith(`Invoice ${invoiceNumber}`));
    const payUrl = invoiceMail?.channel === 'email' ? /Pay online by card: (\S+)/.exec(invoiceMail.text)?.[1] : undefined;
    expect(payUrl).toContain(`/pay/invoice/${invoiceId}/`);

    // Paying it by the link marks it paid.
    const apiPath = `/api${new URL(payUrl!).pathname.replace('/pay/invoice', '/invoices')}`;
    const started = await api(`${apiPath}/checkout`, { method: 'POST' });
    expect(started.status, await started.clone().text()).toBe(201);
    const sessionId = new URL(((await started.json()) as { url: string }).url).pathname.split('/').filter(Boolean).at(-1)!;
    const paid = await api(`/sandbox/api/sessions/${sessionId}/complete`, { method: 'POST', headers: sandboxKey() });
    const { event } = (await paid.json()) as { event: unknown };
    expect((await deliver(JSON.stringify(event))).status).toBe(200);
    expect((await tableStore().entities.invoice.get({ invoiceId }).go({ consistent: true })).data).toMatchObject({ status: 'paid', paymentMethod: 'card' });
  });

  it('charges nothing and invoices nothing when the ticket is within the allowance and the pickup on time', async () => {
    const booked = await bookedWith(provider, TEST_CARDS.succeeds, `final-none-${Date.now()}@test.example`);
    const rental = await pickedUp(provider, booked, { startDate: daysFromToday(-3), endDate: daysFromToday(4) }, 1.75);
    const { finalBilling } = await billed(rental.rentalId);
    expect(finalBilling).toMatchObject({ status: 'none', totalCents: 0, lines: [] });
    expect(finalBilling!.invoiceId).toBeUndefined();
    expect(await offSessionIntents((await savedCard(booked)).customerId!)).toEqual([]);
  });

  it('charges once however often the pickup event is delivered, concurrently or later', async () => {
    const booked = await bookedWith(provider, TEST_CARDS.succeeds, `final-replay-${Date.now()}@test.example`);
    const replays = redelivery();
    // Two redeliveries racing the stack's own delivery of the event, then one more afterwards.
    const rental = await pickedUp(provider, booked, { startDate: daysFromToday(-6), endDate: daysFromToday(1) }, 6);
    await Promise.all([replays.deliver(rental.rentalId), replays.deliver(rental.rentalId)]);
    const { finalBilling } = await billed(rental.rentalId);
    await replays.deliver(rental.rentalId);
    expect(finalBilling).toMatchObject({ status: 'charged', totalCents: 26_000 });
    const intents = await offSessionIntents((await savedCard(booked)).customerId!);
    expect(intents).toEqual([expect.objectContaining({ amount: 26_000, status: 'succeeded' })]);
    const { data: invoices } = await tableStore().entities.invoice.query.byProvider({ providerId: provider.providerId }).go();
    expect(invoices.filter((invoice) => invoice.finalChargeOf === rental.rentalId)).toHaveLength(1);
    // Whoever settled it told the customer; the redeliveries that did not, told nobody.
    expect(await storedRental(rental.rentalId)).toMatchObject({ finalBilling: { status: 'charged', paymentIntentId: intents[0]!.id } });
    const texts = (all: Awaited<ReturnType<typeof outboxUntil>>) =>
      all.filter((entry) => entry.channel === 'sms' && entry.body.includes(`order #${orderNumber(rental.rentalId)}: $260.00, charged`)).length;
    const entries = await outboxUntil((all) => replays.events.length + texts(all) >= 1);
    expect(replays.events.length + texts(entries)).toBe(1);
  });

  it("leaves the provider's books equal to a rebuild from the raw items", async () => {
    const check = await checkTallies(tableStore(), provider.providerId);
    expect(check.billingDifferences).toEqual([]);
    expect([...check.difference]).toEqual([]);
  });
});
