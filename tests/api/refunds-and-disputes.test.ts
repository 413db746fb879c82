// Refunds and disputes made at the payment provider reach the rental: Stripe-signed charge.refunded
// and charge.dispute.* events posted to the webhook (as Stripe would) update the rental exactly
// once however often they arrive, free the dumpster of a cancelled active rental, and tell the
// provider (and the customer of a refund). The marketplace's own refund of a cancellation, which
// comes back as charge.refunded too, changes nothing more.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../functions/platform/messaging/message';
import { dayCounts } from '../../functions/availability/day-counters';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { deliver, payWithoutWebhook, refundsOf, sessionStatus, startCheckout, freshProviderCheckoutBody } from './checkout-support';
import { freshProvider, providerInventory, setStatus, type FreshProvider } from './provider-portal-support';
import { newCustomer, outbox, outboxUntil, tableStore } from './rentals-support';

const WRITE_OPERATIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];

let provider: FreshProvider;

beforeAll(async () => {
  provider = await freshProvider();
});

/** A paid rental recorded through the webhook, as the payment page's completion records it. */
async function paidRental(customer: Awaited<ReturnType<typeof newCustomer>>): Promise<Rental> {
  const fresh = freshProviderCheckoutBody(provider.providerId);
  const body = { ...fresh, customer: { ...fresh.customer, email: customer.email } };
  const { sessionId } = await startCheckout(body, customer.token);
  const { event } = await payWithoutWebhook(sessionId);
  expect((await deliver(JSON.stringify(event))).status).toBe(200);
  const rental = rentalSchema.parse((await sessionStatus(sessionId)).rental);
  expect(rental).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentTransactionId: expect.stringMatching(/.+/) });
  return rental;
}

const stored = async (rentalId: string) => rentalSchema.parse((await tableStore().entities.rental.get({ rentalId }).go()).data);

function chargeRefunded(rental: Rental, amountRefunded: number) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${rental.paymentTransactionId}`,
        object: 'charge',
        amount: rental.totalPriceCents,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= rental.totalPriceCents,
        currency: 'usd',
        payment_intent: rental.paymentTransactionId,
      },
    },
  });
}

function disputeEvent(rental: Rental, type: 'charge.dispute.created' | 'charge.dispute.closed', status: string, disputeId = `dp_${rental.rentalId}`) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    data: {
      object: {
        id: disputeId,
        object: 'dispute',
        amount: rental.totalPriceCents,
        currency: 'usd',
        charge: `ch_${rental.paymentTransactionId}`,
        payment_intent: rental.paymentTransactionId,
        reason: 'product_not_received',
        status,
      },
    },
  });
}

const orderOf = (rental: Rental) => rental.rentalId.slice(0, 8).toUpperCase();
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** The e-mails to `to` about the rental whose subject matches. */
const mailsAbout = (entries: OutboxEntry[], to: string, rental: Rental, subject: RegExp) =>
  entries.filter((entry) => entry.channel === 'email' && entry.to === to && entry.subject.includes(orderOf(rental)) && subject.test(entry.subject));

/** Waits for `expected` matching e-mails, lets any duplicate arrive, and answers every match. */
async function noticesTo(to: string, rental: Rental, subject: RegExp, expected = 1): Promise<OutboxEntry[]> {
  await outboxUntil((entries) => mailsAbout(entries, to, rental, subject).length >= expected);
  await settle();
  return mailsAbout(await outbox(), to, rental, subject);
}

describe('charge.refunded', () => {
  it('cancels a paid rental refunded in full, once for any number of deliveries, and tells both parties', async () => {
    const customer = await newCustomer();
    const rental = await paidRental(customer);
    const payload = chargeRefunded(rental, rental.totalPriceCents);
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await deliver(payload)).status).toBe(200);

    expect(await stored(rental.rentalId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      amountRefundedCents: rental.totalPriceCents,
      refundCents: rental.totalPriceCents,
    });
    expect(await noticesTo(provider.email, rental, /refund/i)).toHaveLength(1);
    // And a text to the provider's phone (every fresh provider registers 614-555-0123).
    const texts = (await outbox()).filter(
      (entry) => entry.channel === 'sms' && entry.to === '+16145550123' && entry.body.includes(orderOf(rental)) && /refunded/.test(entry.body),
    );
    expect(texts).toHaveLength(1);
    const toCustomer = await noticesTo(customer.email, rental, /refund/i);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.channel === 'email' && toCustomer[0]!.text).toContain('Refunded');
    // No refund is made by the marketplace on top of the provider's.
    expect(await refundsOf(rental.paymentTransactionId!)).toEqual([]);
  });

  it('keeps a partly refunded rental and records the cumulative amount, whatever order the events come in', async () => {
    const customer = await newCustomer();
    const rental = await paidRental(customer);
    const first = chargeRefunded(rental, 5_000);
    const second = chargeRefunded(rental, 8_000);
    expect((await deliver(first)).status).toBe(200);
    expect((await deliver(first)).status).toBe(200);
    expect(await stored(rental.rentalId)).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_refunded', amountRefundedCents: 5_000 });
    expect(await noticesTo(provider.email, rental, /refund/i)).toHaveLength(1);

    expect((await deliver(second)).status).toBe(200);
    // A late redelivery of the first refund changes nothing back.
    expect((await deliver(first)).status).toBe(200);
    expect(await stored(rental.rentalId)).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_refunded', amountRefundedCents: 8_000 });
    expect(await noticesTo(provider.email, rental, /refund/i, 2)).toHaveLength(2);
  });

  it('frees the days of an approved rental refunded in full before delivery', async () => {
    const customer = await newCustomer();
    const rental = await paidRental(customer);
    const span = { firstDay: rental.reservedFrom!, lastDay: rental.reservedThrough! };
    const taken = async () =>
      (await dayCounts(tableStore(), { providerId: rental.providerId, size: rental.dumpsterSize }, span, { consistent: true })).map((count) => count.taken);
    const before = await providerInventory(provider.token);
    const takenBefore = await taken();
    expect((await setStatus(provider.token, rental.rentalId, 'approve')).status).toBe(200);
    expect((await providerInventory(provider.token)).overview.activeRentals).toBe(before.overview.activeRentals + 1);

    const payload = chargeRefunded(rental, rental.totalPriceCents);
    await Promise.all([deliver(payload), deliver(payload)]);
    expect(await stored(rental.rentalId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const after = await providerInventory(provider.token);
    expect(after.overview.activeRentals).toBe(before.overview.activeRentals);
    // Given back once, however often the refund was reported.
    expect(await taken()).toEqual(takenBefore.map((count) => count - 1).filter((count) => count > 0));
  });

  it("is a no-op for the marketplace's own refund of a cancellation", async () => {
    const customer = await newCustomer();
    const rental = await paidRental(customer);
    const cancelled = await api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await noticesTo(provider.email, rental, /cancelled/i);
    const afterCancel = await stored(rental.rentalId);

    // Stripe reports the refund the cancellation made (the sandbox may already have sent it too).
    const payload = chargeRefunded(rental, rental.totalPriceCents);
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    await settle();
    const after = await stored(rental.rentalId);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundCents: rental.totalPriceCents, cancelledAt: afterCancel.cancelledAt });
    expect(await refundsOf(rental.paymentTransactionId!)).toHaveLength(1);
    const entries = await outbox();
    expect(mailsAbout(entries, provider.email, rental, /refund/i)).toEqual([]);
    expect(mailsAbout(entries, provider.email, rental, /cancelled/i)).toHaveLength(1);
  });

  it('acknowledges a refund of a payment it does not know, writing nothing', async () => {
    const stranger = { ...({} as Rental), rentalId: randomUUID(), paymentTransactionId: `pi_${randomUUID()}`, totalPriceCents: 1_000 } as Rental;
    let status = 0;
    const requests = await dynamoDbRequestsDuring(async () => {
      status = (await deliver(chargeRefunded(stranger, 1_000))).status;
    });
    expect(status).toBe(200);
    expect(requests.filter((request) => WRITE_OPERATIONS.includes(request.operation))).toEqual([]);
    expect(requests.map((request) => request.operation)).not.toContain('Scan');
  });
});

describe('charge.dispute.*', () => {
  it('marks the rental disputed once and tells the provider; a won dispute puts it back to paid', async () => {
    const customer = await newCustomer();
    const rental = await paidRental(customer);
    const created = disputeEvent(rental, 'charge.dispute.created', 'needs_response');
    await Promise.all([deliver(created), deliver(created)]);
    expect((await deliver(created)).status).toBe(200);
    expect(await stored(rental.rentalId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'disputed',
      disputeStatus: 'needs_response',
      disputeAmountCents: rental.totalPriceCents,
    });
    expect(await noticesTo(provider.email, rental, /disputed/i)).toHaveLength(1);

    const won = disputeEvent(rental, 'charge.dispute.closed', 'won');
    await Promise.all([deliver(won), deliver(won)]);
    expect(await stored(rental.rentalId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', disputeStatus: 'won' });
    expect(await noticesTo(provider.email, rental, /dispute/i, 2)).toHaveLength(2);
  });

  it('records the lost money of a lost dispute, once, and ignores a late "created"', async () => {
    const customer = await newCustomer();
    const rental = await paidRental(customer);
    expect((await deliver(disputeEvent(rental, 'charge.dispute.created', 'needs_response'))).status).toBe(200);
    const lost = disputeEvent(rental, 'charge.dispute.closed', 'lost');
    await Promise.all([deliver(lost), deliver(lost), deliver(lost)]);
    expect((await deliver(disputeEvent(rental, 'charge.dispute.created', 'needs_response'))).status).toBe(200);
    expect(await stored(rental.rentalId)).toMatchObject({
      paymentStatus: 'dispute_lost',
      disputeStatus: 'lost',
      disputeAmountCents: rental.totalPriceCents,
    });
    const notices = await noticesTo(provider.email, rental, /dispute/i, 2);
    expect(notices).toHaveLength(2);
    expect(notices.some((notice) => notice.channel === 'email' && /lost/i.test(notice.subject))).toBe(true);
    // The customer who opened the dispute is not written to about it.
    expect(mailsAbout(await outbox(), customer.email, rental, /dispute/i)).toEqual([]);
  });

  it('acknowledges the other dispute events without changing the rental', async () => {
    const customer = await newCustomer();
    const rental = await paidRental(customer);
    const updated = disputeEvent(rental, 'charge.dispute.created', 'needs_response').replace('charge.dispute.created', 'charge.dispute.funds_withdrawn');
    expect((await deliver(updated)).status).toBe(200);
    expect(await stored(rental.rentalId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});
