// A payment session's id led to its order's manage link (the public session status answered it),
// and every rental the API answered carried that id: providers read guests' links off their rentals
// list. Now no answer carries the session id (the rental is stored with it, and read without), and
// the status answers the link only to the browser that paid.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rentalIdForSession } from '../../functions/checkout/create-checkout-session';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { orderManagePath } from '../../shared/order-link';
import { api, signIn } from '../support/stack-client';
import { deliver, freshProviderCheckoutBody, payWithoutWebhook, sessionStatus, startCheckout } from './checkout-support';
import { freshProvider, setStatus, type FreshProvider } from './provider-portal-support';
import { newCustomer, tableStore } from './rentals-support';

let provider: FreshProvider;
let guestSession: string;
let customerSession: string;
let customer: Awaited<ReturnType<typeof newCustomer>>;

async function paid(token?: string): Promise<string> {
  const { sessionId } = await startCheckout(freshProviderCheckoutBody(provider.providerId), token);
  const { event } = await payWithoutWebhook(sessionId);
  expect((await deliver(JSON.stringify(event))).status).toBe(200);
  return sessionId;
}

beforeAll(async () => {
  provider = await freshProvider();
  customer = await newCustomer();
  guestSession = await paid();
  customerSession = await paid(customer.token);
});

/** The answer's text holds neither the session id nor a field of that name. */
async function expectNoSessionId(answer: Response, sessionIds: string[], what: string): Promise<void> {
  expect(answer.status, `${what}: ${await answer.clone().text()}`).toBe(200);
  const text = await answer.text();
  expect(text, what).not.toContain('checkoutSessionId');
  for (const sessionId of sessionIds) expect(text, what).not.toContain(sessionId);
}

describe('the payment session id', () => {
  it("is on no rental a provider or an operator reads: list, detail, status change, dashboard", async () => {
    const sessions = [guestSession, customerSession];
    const [guestRental, customerRental] = sessions.map(rentalIdForSession);
    await expectNoSessionId(await api('/api/provider/rentals', { token: provider.token }), sessions, "the provider's rentals");
    await expectNoSessionId(await api('/api/provider/rentals?status=confirmed', { token: provider.token }), sessions, "the provider's confirmed rentals");
    await expectNoSessionId(await api(`/api/rentals/${guestRental}`, { token: provider.token }), sessions, "the provider's rental detail");
    await expectNoSessionId(await api('/api/provider/dashboard', { token: provider.token }), sessions, "the provider's dashboard");
    await expectNoSessionId(await setStatus(provider.token, customerRental!, 'approve'), sessions, "the provider's approval");
    const operator = (await signIn(DEMO_SIGN_INS.find((entry) => entry.role === 'operator')!.email, DEMO_PASSWORD)).accessToken;
    await expectNoSessionId(await api(`/api/rentals/${guestRental}`, { token: operator }), sessions, "an operator's rental detail");
  });

  it("is on none of the customer's own answers either, nor on the order a manage link opens", async () => {
    const sessions = [customerSession];
    const rentalId = rentalIdForSession(customerSession);
    await expectNoSessionId(await api('/api/customer/rentals', { token: customer.token }), sessions, "the customer's rentals");
    await expectNoSessionId(await api(`/api/rentals/${rentalId}`, { token: customer.token }), sessions, "the customer's rental");
    const { data: link } = await tableStore().entities.orderLink.get({ rentalId }).go();
    await expectNoSessionId(await api(`/api/orders/${rentalId}/${link!.key}`), sessions, 'the order by its manage link');
  });

  it('stays on the stored rental, for the books and support', async () => {
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    try {
      const rentalId = rentalIdForSession(guestSession);
      const key = { pk: `$marketplace#rentalid_${rentalId}`, sk: '$rental_1' };
      const { Item } = await documents.send(new GetCommand({ TableName: inject('tableName'), Key: key, ConsistentRead: true }));
      expect(Item).toMatchObject({ rentalId, checkoutSessionId: guestSession });
    } finally {
      documents.destroy();
    }
  });

  it("leads to no manage link in the session status without the payer's return token, the customer's own included", async () => {
    for (const sessionId of [guestSession, customerSession]) {
      const anyone = await sessionStatus(sessionId, null);
      expect(anyone).toEqual({ sessionId, status: 'complete', amountTotalCents: expect.any(Number) });
      const payer = await sessionStatus(sessionId);
      const { data: link } = await tableStore().entities.orderLink.get({ rentalId: rentalIdForSession(sessionId) }).go();
      expect(payer.manageUrl).toBe(orderManagePath(link!.rentalId, link!.key));
      expect(payer.rental?.rentalId).toBe(rentalIdForSession(sessionId));
    }
  });
});
