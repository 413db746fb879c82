// Every order can be managed without a sign-in: guests and texters get a manage link in the order's
// e-mail and text, which opens the order, cancels it, and adds it to an account: a guest's to the
// account whose verified e-mail is the order's (then every other order placed as a guest with it, by
// e-mail), a texter's by its own link. Before, a guest who paid was sent to sign in, and after
// signing up with the same e-mail the order "belonged to another account".
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newOrderLink } from '../../functions/rentals/order-links';
import { MESSAGES } from '../../shared/messages';
import { ORDER_LINK_MESSAGES, orderManagePath } from '../../shared/order-link';
import { customerRentalsResponseSchema, rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { freshProviderCheckoutBody, payWithoutWebhook, sessionStatus, startCheckout } from './checkout-support';
import { freshProvider, putProviderRental, type FreshProvider } from './provider-portal-support';
import { verifyEmail } from './email-verification-support';
import { newCustomer, outboxUntil, tableStore } from './rentals-support';

let provider: FreshProvider;
beforeAll(async () => {
  provider = await freshProvider();
});

/** A guest pays for an order at checkout; answers the rental and its link's key. */
async function guestOrder(email: string): Promise<{ rental: Rental; key: string }> {
  const body = freshProviderCheckoutBody(provider.providerId);
  const { sessionId } = await startCheckout({ ...body, customer: { ...body.customer, email } });
  await payWithoutWebhook(sessionId);
  const status = await sessionStatus(sessionId);
  const rental = status.rental!;
  const { data: link } = await tableStore().entities.orderLink.get({ rentalId: rental.rentalId }).go();
  expect(link, 'every recorded order has a manage link').toBeTruthy();
  // The success page offers the guest the same link.
  expect(status.manageUrl).toBe(orderManagePath(rental.rentalId, link!.key));
  return { rental, key: link!.key };
}

const openLink = (rentalId: string, key: string) => api(`/api/orders/${rentalId}/${key}`);

describe('manage links', () => {
  it('open a guest order without a sign-in; a wrong or partial key is "Rental not found", like a missing order', async () => {
    const { rental, key } = await guestOrder(`${randomUUID()}@test.example`);
    const opened = await openLink(rental.rentalId, key);
    expect(opened.status).toBe(200);
    expect(rentalSchema.parse(await opened.json())).toMatchObject({ rentalId: rental.rentalId, status: 'confirmed', paymentStatus: 'paid' });

    const wrongKey = 'f'.repeat(40);
    for (const answer of [await openLink(rental.rentalId, wrongKey), await openLink(randomUUID(), key)]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ message: MESSAGES.rentalNotFound });
    }
    expect((await openLink(rental.rentalId, key.slice(0, 20))).status).toBe(400);
    // The key never travels with the rental to anyone else (the provider's view of it).
    const asProvider = await api(`/api/rentals/${rental.rentalId}`, { token: provider.token });
    expect(JSON.stringify(await asProvider.json())).not.toContain(key);
  });

  it('go out in the order e-mail and text of a guest', async () => {
    const email = `${randomUUID()}@test.example`;
    const { rental, key } = await guestOrder(email);
    const link = orderManagePath(rental.rentalId, key);
    // The e-mail and the text go out side by side: wait for both.
    const mailed = (all: Awaited<ReturnType<typeof outboxUntil>>) => all.some((entry) => entry.channel === 'email' && entry.to === email && entry.text.includes(link));
    const texted = (all: Awaited<ReturnType<typeof outboxUntil>>) => all.some((entry) => entry.channel === 'sms' && entry.body.includes(link));
    const entries = await outboxUntil((all) => mailed(all) && texted(all));
    const mail = entries.find((entry) => entry.channel === 'email' && entry.to === email);
    expect(mail?.channel === 'email' ? mail.text : '').toContain(link);
    const text = entries.find((entry) => entry.channel === 'sms' && entry.body.includes(link));
    expect(text, 'the customer text carries the link too').toBeDefined();
  });

  it('cancel the order under the same policy and refund as from an account', async () => {
    const { rental, key } = await guestOrder(`${randomUUID()}@test.example`);
    const cancelled = await api(`/api/orders/${rental.rentalId}/${key}/cancel`, { method: 'POST' });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(rentalSchema.parse(await cancelled.json())).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await api(`/api/orders/${rental.rentalId}/${'0'.repeat(40)}/cancel`, { method: 'POST' })).status).toBe(404);
  });

  it("add a guest's order to the account whose verified e-mail is the order's, the link's own order only; the rest by e-mail", async () => {
    const email = `${randomUUID()}@test.example`;
    const [first, second, third] = [await guestOrder(email), await guestOrder(email.toUpperCase()), await guestOrder(` ${email}`)];
    const customer = await newCustomer(undefined, email);
    const claim = (order: { rental: Rental; key: string }, token: string) =>
      api(`/api/orders/${order.rental.rentalId}/${order.key}/claim`, { method: 'POST', token });

    // Signing up with the e-mail is not reading its mail: verified first.
    const unverified = await claim(first, customer.token);
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toMatchObject({ message: ORDER_LINK_MESSAGES.verifyEmail });
    await verifyEmail(customer);
    const claimed = await claim(first, customer.token);
    expect(claimed.status, await claimed.clone().text()).toBe(200);
    expect(await claimed.json()).toEqual({ claimedRentalIds: [first.rental.rentalId] });
    const { data: untouched } = await tableStore().entities.rental.get({ rentalId: second.rental.rentalId }).go({ consistent: true });
    expect(untouched?.customerId, 'a link moves its own order only').toBe(second.rental.customerId);

    // "Add the orders you placed as a guest with this e-mail": the rest, once.
    const byEmail = await api('/api/customer/guest-orders/claim', { method: 'POST', token: customer.token });
    expect(byEmail.status, await byEmail.clone().text()).toBe(200);
    expect(((await byEmail.json()) as { claimedRentalIds: string[] }).claimedRentalIds.sort()).toEqual([second.rental.rentalId, third.rental.rentalId].sort());
    const again = await api('/api/customer/guest-orders/claim', { method: 'POST', token: customer.token });
    expect(await again.json()).toEqual({ claimedRentalIds: [] });

    const history = customerRentalsResponseSchema.parse(await (await api('/api/customer/rentals', { token: customer.token })).json());
    expect(history.rentals.map((rental) => rental.rentalId)).toEqual(expect.arrayContaining([first.rental.rentalId, second.rental.rentalId, third.rental.rentalId]));
    expect((await api(`/api/rentals/${second.rental.rentalId}`, { token: customer.token })).status).toBe(200);

    // Theirs now: another account holding the link cannot take it, and the link still opens it.
    const other = await newCustomer();
    const refused = await claim(second, other.token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: ORDER_LINK_MESSAGES.otherAccount });
    expect((await openLink(second.rental.rentalId, second.key)).status).toBe(200);
    // Claiming again is harmless.
    expect(await (await claim(first, customer.token)).json()).toEqual({ claimedRentalIds: [first.rental.rentalId] });
  });

  it('add a text-to-book order to the account that opens its link, one order per link', async () => {
    const digits = `1614555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const texts = await Promise.all(
      [1, 2].map(async () => {
        const rental = await putProviderRental({ providerId: provider.providerId, customerId: `sms-${digits}`, paid: true, status: 'confirmed' });
        const link = newOrderLink(rental, rental.createdAt);
        await tableStore().entities.orderLink.create(link).go();
        return { rental, key: link.key };
      }),
    );
    expect((await tableStore().entities.orderLink.get({ rentalId: texts[0]!.rental.rentalId }).go()).data?.owner).toBe(`phone:+${digits}`);
    // The link only ever went to the phone by text: no e-mail to verify for it.
    const customer = await newCustomer();
    for (const text of texts) {
      const claimed = await api(`/api/orders/${text.rental.rentalId}/${text.key}/claim`, { method: 'POST', token: customer.token });
      expect(claimed.status, await claimed.clone().text()).toBe(200);
      expect(await claimed.json()).toEqual({ claimedRentalIds: [text.rental.rentalId] });
      const { data } = await tableStore().entities.rental.get({ rentalId: text.rental.rentalId }).go({ consistent: true });
      expect(data?.customerId).toBe(customer.customerId);
    }
  });
});
