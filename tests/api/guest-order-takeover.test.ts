// A guest's orders belong to the guest. The attack this file replays: someone who knows a guest's
// e-mail books a cheap guest order typing it, paying with their own card; the payment session's
// status answered its manage link to anyone holding the session id, and claiming that link from a
// fresh account moved every order ever sent to the e-mail, at every provider, onto the attacker's
// account (name, address and phone readable, orders cancellable). Now the status answers the link
// only with the payer's return token, and a guest's order joins only an account whose verified
// e-mail is the order's, one order per link.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rentalIdForSession } from '../../functions/checkout/create-checkout-session';
import { maskedEmail } from '../../shared/email-verification';
import { ORDER_LINK_MESSAGES, orderManagePath } from '../../shared/order-link';
import { customerRentalsResponseSchema, rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { deliver, freshProviderCheckoutBody, payWithoutWebhook, sessionStatus, startCheckout } from './checkout-support';
import { verifiedCustomer } from './email-verification-support';
import { freshProvider } from './provider-portal-support';
import { newCustomer, tableStore } from './rentals-support';

interface GuestOrder {
  sessionId: string;
  rental: Rental;
  /** The manage link's key, as the order e-mail carries it to the address typed. */
  key: string;
}

/** A guest books at the provider typing `email`, and pays with the sandbox's card; the webhook records it. */
async function guestOrder(providerId: string, email: string): Promise<GuestOrder> {
  const body = freshProviderCheckoutBody(providerId);
  const { sessionId } = await startCheckout({ ...body, customer: { ...body.customer, name: 'Vic Victim', email } });
  const { event } = await payWithoutWebhook(sessionId);
  expect((await deliver(JSON.stringify(event))).status).toBe(200);
  const rentalId = rentalIdForSession(sessionId);
  const { data: rental } = await tableStore().entities.rental.get({ rentalId }).go({ consistent: true });
  const { data: link } = await tableStore().entities.orderLink.get({ rentalId }).go({ consistent: true });
  expect(rental && link, 'the paid order and its manage link are recorded').toBeTruthy();
  return { sessionId, rental: rental!, key: link!.key };
}

const claimByLink = (order: GuestOrder, token: string) =>
  api(`/api/orders/${order.rental.rentalId}/${order.key}/claim`, { method: 'POST', token });

const victimEmail = `vic-${randomUUID()}@test.example`;
let victimOrders: GuestOrder[];
let bait: GuestOrder;

beforeAll(async () => {
  const [first, second] = await Promise.all([freshProvider(), freshProvider()]);
  victimOrders = [await guestOrder(first.providerId, victimEmail), await guestOrder(second.providerId, victimEmail)];
  // The attacker's cheap bait: a guest order of their own, typing the victim's e-mail.
  bait = await guestOrder(first.providerId, victimEmail.toUpperCase());
});

/** The victim's orders are the victim's alone: on no account, and still opened by their own links. */
async function expectVictimOrdersUntouched(attackerToken: string): Promise<void> {
  for (const order of victimOrders) {
    const { data } = await tableStore().entities.rental.get({ rentalId: order.rental.rentalId }).go({ consistent: true });
    expect(data?.customerId, 'the order still belongs to no account').toBe(order.rental.customerId);
    expect(data?.customerId).toMatch(/^guest-/);
    const opened = await api(`/api/orders/${order.rental.rentalId}/${order.key}`);
    expect(opened.status).toBe(200);
    expect(rentalSchema.parse(await opened.json()).customerEmail).toBe(victimEmail);
  }
  const history = customerRentalsResponseSchema.parse(await (await api('/api/customer/rentals', { token: attackerToken })).json());
  const taken = history.rentals.filter((rental) => victimOrders.some((order) => order.rental.rentalId === rental.rentalId));
  expect(taken, "none of the victim's orders is in the attacker's history").toEqual([]);
}

describe("someone typing a guest's e-mail", () => {
  it('gets no manage link from the session status without the return token, and only the bait\'s with their own', async () => {
    for (const returnToken of [null, 'f'.repeat(40)]) {
      const status = await sessionStatus(bait.sessionId, returnToken);
      expect(status.status).toBe('complete');
      expect(status.manageUrl, 'no manage link without the payer\'s token').toBeUndefined();
      expect(status.rental, "nor the customer's personal data").toBeUndefined();
      expect(JSON.stringify(status)).not.toContain(bait.key);
    }
    // The payer's own browser, back from the payment page with its token, gets the bait's link: no other.
    const own = await sessionStatus(bait.sessionId);
    expect(own.manageUrl).toBe(orderManagePath(bait.rental.rentalId, bait.key));
    for (const order of victimOrders) expect(JSON.stringify(own)).not.toContain(order.key);
  });

  it("cannot move the e-mail's orders onto a fresh account, or onto one registered with the e-mail but never verified", async () => {
    const fresh = await newCustomer();
    const refused = await claimByLink(bait, fresh.token);
    expect(refused.status, await refused.clone().text()).toBe(403);
    expect(await refused.json()).toMatchObject({ message: ORDER_LINK_MESSAGES.otherEmail(maskedEmail(victimEmail)) });
    await expectVictimOrdersUntouched(fresh.token);

    // Registering takes any e-mail typed; verifying it takes the mailbox, which the attacker does not read.
    const squatter = await newCustomer(undefined, victimEmail);
    const unverified = await claimByLink(bait, squatter.token);
    expect(unverified.status, await unverified.clone().text()).toBe(403);
    expect(await unverified.json()).toMatchObject({ message: ORDER_LINK_MESSAGES.verifyEmail });
    const byEmail = await api('/api/customer/guest-orders/claim', { method: 'POST', token: squatter.token });
    expect(byEmail.status).toBe(403);
    await expectVictimOrdersUntouched(squatter.token);
  });

  it('cannot add even the bait to an account verified with another e-mail', async () => {
    const attacker = await verifiedCustomer();
    const refused = await claimByLink(bait, attacker.token);
    expect(refused.status, await refused.clone().text()).toBe(403);
    expect(await refused.json()).toMatchObject({ message: ORDER_LINK_MESSAGES.otherEmail(maskedEmail(victimEmail)) });
    const byEmail = await api('/api/customer/guest-orders/claim', { method: 'POST', token: attacker.token });
    expect(byEmail.status).toBe(200);
    expect(((await byEmail.json()) as { claimedRentalIds: string[] }).claimedRentalIds).toEqual([]);
    const { data } = await tableStore().entities.rental.get({ rentalId: bait.rental.rentalId }).go({ consistent: true });
    expect(data?.customerId).toMatch(/^guest-/);
    await expectVictimOrdersUntouched(attacker.token);
  });
});
