// The local payment sandbox through the gateway: its API needs its secret key, as Stripe's does,
// so no web page or stranger can mark an order paid or refund a payment; refunds and disputes made
// in it reach the rental through the marketplace's webhook, as Stripe's events do; and a webhook
// delivery that fails is retried later on Stripe's schedule (compressed for the test stack), so a
// payment made while the table was unreachable is recorded once it is back.
import { beforeAll, describe, expect, it } from 'vitest';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { deliver, payWithoutWebhook, sandboxKey, sandboxPayAction, sessionStatus, startCheckout, freshProviderCheckoutBody, submitSandboxPayment } from './checkout-support';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { daysFromToday, tableStore } from './rentals-support';

let provider: FreshProvider;
beforeAll(async () => {
  provider = await freshProvider();
});

const stored = async (rentalId: string) => rentalSchema.parse((await tableStore().entities.rental.get({ rentalId }).go()).data);

async function paidRental(): Promise<Rental> {
  const { sessionId } = await startCheckout(freshProviderCheckoutBody(provider.providerId, { startDate: daysFromToday(12) }));
  const { event } = await payWithoutWebhook(sessionId);
  expect((await deliver(JSON.stringify(event))).status).toBe(200);
  return rentalSchema.parse((await sessionStatus(sessionId)).rental);
}

describe('the payment sandbox API', () => {
  it('refuses to complete a session or refund a payment without its secret key, and nothing is recorded', async () => {
    const { sessionId } = await startCheckout(freshProviderCheckoutBody(provider.providerId, { startDate: daysFromToday(12) }));
    const completed = await api(`/sandbox/api/sessions/${sessionId}/complete`, { method: 'POST' });
    expect(completed.status).toBe(401);
    expect(await sessionStatus(sessionId)).toMatchObject({ status: 'processing' });

    const rental = await paidRental();
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer sk_test_guess' }]) {
      const refund = await api('/sandbox/api/refunds', { method: 'POST', headers, body: JSON.stringify({ payment_intent: rental.paymentTransactionId }) });
      expect(refund.status).toBe(401);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stored(rental.rentalId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a refund made in the sandbox reaches the rental: cancelled and refunded', async () => {
    const rental = await paidRental();
    const refund = await api('/sandbox/api/refunds', { method: 'POST', headers: sandboxKey(), body: JSON.stringify({ payment_intent: rental.paymentTransactionId }) });
    expect(refund.status).toBe(200);
    await expect.poll(async () => (await stored(rental.rentalId)).paymentStatus).toBe('refunded');
    expect(await stored(rental.rentalId)).toMatchObject({ status: 'cancelled', amountRefundedCents: rental.totalPriceCents });
  });

  it('a dispute opened and lost in the sandbox reaches the rental', async () => {
    const rental = await paidRental();
    const opened = await api('/sandbox/api/disputes', { method: 'POST', headers: sandboxKey(), body: JSON.stringify({ payment_intent: rental.paymentTransactionId }) });
    expect(opened.status).toBe(200);
    await expect.poll(async () => (await stored(rental.rentalId)).paymentStatus).toBe('disputed');
    const { id } = (await opened.json()) as { id: string };
    expect((await api(`/sandbox/api/disputes/${id}/close`, { method: 'POST', headers: sandboxKey(), body: JSON.stringify({ status: 'lost' }) })).status).toBe(200);
    await expect.poll(async () => (await stored(rental.rentalId)).paymentStatus).toBe('dispute_lost');
  });
});

describe("the sandbox's webhook deliveries", () => {
  const outage = async (down: boolean) => {
    const answer = await api('/dev/dynamodb-outage', { method: 'POST', body: JSON.stringify({ down }) });
    expect(answer.status).toBe(200);
  };
  const checkoutOf = async (sessionId: string) => (await tableStore().entities.checkoutSession.get({ sessionId }).go({ consistent: true })).data;

  it('a payment made while the table is unreachable is recorded once it is back, without the buyer coming back to the site', async () => {
    const { sessionId, url } = await startCheckout(freshProviderCheckoutBody(provider.providerId, { startDate: daysFromToday(20) }));
    const action = await sandboxPayAction(url);
    await outage(true);
    let paid: Response;
    try {
      // The hosted page delivers checkout.session.completed before sending the buyer on: it fails.
      paid = await submitSandboxPayment(action);
    } finally {
      await outage(false);
    }
    expect(paid.status).toBe(303);
    // The buyer never opens the success page; the first delivery recorded nothing.
    expect(await checkoutOf(sessionId)).toMatchObject({ status: 'pending' });
    // A later attempt of the same event records the rental.
    await expect.poll(async () => (await checkoutOf(sessionId))?.status, { timeout: 60_000, interval: 250 }).toBe('recorded');
    expect(await stored((await checkoutOf(sessionId))!.rentalId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  }, 90_000);
});
