// The local payment sandbox through the gateway: its API needs its secret key, as Stripe's does,
// so no web page or stranger can mark an order paid or refund a payment; refunds and disputes made
// in it reach the rental through the marketplace's webhook, as Stripe's events do.
import { beforeAll, describe, expect, it } from 'vitest';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { deliver, payWithoutWebhook, sandboxKey, sessionStatus, startCheckout, freshProviderCheckoutBody } from './checkout-support';
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
