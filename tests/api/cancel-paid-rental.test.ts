// Cancelling a paid order over HTTP, end to end through the local payment sandbox: before the
// cutoff the full amount is refunded (the refund is recorded by the payment provider and on the
// rental); once delivery is due the cancellation is refused and nothing changes.
import { describe, expect, it } from 'vitest';
import { OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { rentalSchema } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { putRental } from '../support/rental-fixtures';
import { checkoutBody, payWithoutWebhook, sessionStatus, startCheckout, sandboxKey } from './checkout-support';
import { daysFromToday, newCustomer, tableStore } from './rentals-support';

async function providerIdOf(email: string): Promise<string> {
  const { data } = await tableStore().entities.providerProfile.query.byCreation({}).go({ pages: 'all' });
  return data.find((provider) => provider.email === email)!.providerId;
}

describe('cancelling a paid rental', () => {
  it('refunds the full amount through the payment provider before the cutoff', async () => {
    const customer = await newCustomer();
    const providerId = await providerIdOf(OHIO_PROVIDERS[0].email);
    const { sessionId } = await startCheckout(
      checkoutBody(providerId, { startDate: daysFromToday(10), customer: { ...checkoutBody(providerId).customer, email: customer.email } }),
      customer.token,
    );
    await payWithoutWebhook(sessionId);
    const confirmed = await sessionStatus(sessionId);
    expect(confirmed.status).toBe('complete');
    const rental = rentalSchema.parse(confirmed.rental);
    expect(rental).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', customerId: customer.customerId });

    const response = await api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token });
    expect(response.status, await response.clone().text()).toBe(200);
    const cancelled = (await response.json()) as Record<string, unknown>;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundCents: rental.totalPriceCents });

    const refunds = (await (await api(`/sandbox/api/refunds?payment_intent=${rental.paymentTransactionId}`, { headers: sandboxKey() })).json()) as {
      data: { amount: number }[];
    };
    expect(refunds.data.map((refund) => refund.amount)).toEqual([rental.totalPriceCents]);

    // Cancelling again changes nothing and refunds nothing more.
    expect((await api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token })).status).toBe(200);
    const again = (await (await api(`/sandbox/api/refunds?payment_intent=${rental.paymentTransactionId}`, { headers: sandboxKey() })).json()) as { data: unknown[] };
    expect(again.data).toHaveLength(1);
  });

  it('refuses once delivery is due (past the 3 p.m. cutoff of the business day before), changing nothing', async () => {
    const customer = await newCustomer();
    const providerId = await providerIdOf(OHIO_PROVIDERS[0].email);
    const rental = await putRental({
      customerId: customer.customerId,
      customerName: 'Riley Renter',
      customerEmail: customer.email,
      providerId,
      startDate: daysFromToday(0),
      status: 'confirmed',
    });
    const response = await api(`/api/rentals/${rental.rentalId}/cancel`, { method: 'POST', token: customer.token });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/cutoff|3:00|provider/i);
    const after = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});
