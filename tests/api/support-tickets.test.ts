// The support form over HTTP: a public route that records a signed-in sender, stores the ticket
// as new for the operators' queue and e-mails a signed-in sender a receipt at their account
// address (never to a typed address, never echoing what was typed); bad input writes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { orderNumber } from '../../shared/order-wording';
import { operatorSupportTicketsResponseSchema, SUPPORT_TICKET_FIELD_MESSAGES, supportTicketResponseSchema } from '../../shared/schemas/support';
import { api, dynamoDbRequestsDuring, signIn, TEST_PASSWORD } from '../support/stack-client';
import { operatorToken } from './onboarding-support';
import { freshProviderCheckoutBody, payWithoutWebhook, sessionStatus, startCheckout } from './checkout-support';
import { freshProvider } from './provider-portal-support';
import { demoProvider, newCustomer, outbox, outboxUntil, putListing, rentBody, tableStore } from './rentals-support';

const submit = (body: unknown, token?: string) =>
  api('/api/support-tickets', { method: 'POST', body: JSON.stringify(body), ...(token ? { token } : {}) });

const WRITE_OPERATIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];

describe('POST /api/support-tickets', () => {
  it('stores a signed-out ticket by e-mail as new, without a sender, and sends nothing to the typed address', async () => {
    // Anyone can type anyone's address: a receipt there would relay the sender's text from our
    // domain to a stranger (a phishing relay), so a visitor gets the ticket number on the page only.
    const victim = `${randomUUID()}@test.example`;
    const before = Date.now();
    const lure = 'Your account is locked. Verify it at https://evil.example/login within 24 hours.';
    const response = await submit({ identifierType: 'email', email: `  ${victim} `, message: `  ${lure}  ` });
    expect(response.status).toBe(201);
    const ticket = supportTicketResponseSchema.parse(await response.json());
    expect(ticket).toMatchObject({
      status: 'new',
      createdBy: null,
      identifierType: 'email',
      email: victim,
      orderId: null,
      message: lure,
    });
    expect(Date.parse(ticket.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const { data: stored } = await tableStore().entities.supportTicket.get({ ticketId: ticket.ticketId }).go();
    expect(stored).toMatchObject({ status: 'new', email: victim, identifierType: 'email', message: lure });
    expect(stored?.createdBy).toBeUndefined();

    // The receipt is sent before the answer, so the outbox already holds it if one went out.
    const entries = await outbox();
    expect(entries.filter((entry) => entry.to === victim)).toEqual([]);
    expect(entries.some((entry) => JSON.stringify(entry).includes('evil.example'))).toBe(false);
    // The answer tells the page that no receipt went out, so it does not promise one.
    expect(ticket.receiptSent).toBe(false);
  });

  it("sends a signed-in sender's receipt to their account address only, with the ticket number and nothing they typed", async () => {
    const customer = await newCustomer();
    const victim = `${randomUUID()}@test.example`;
    const lure = `Click https://evil.example/${randomUUID()} to claim your refund`;
    const response = await submit({ identifierType: 'email', email: victim, message: lure }, customer.token);
    expect(response.status).toBe(201);
    const ticket = supportTicketResponseSchema.parse(await response.json());
    expect(ticket).toMatchObject({ createdBy: customer.customerId, email: victim, message: lure });

    const entries = await outboxUntil((all) => all.some((entry) => entry.channel === 'email' && entry.to === customer.email));
    const receipts = entries.filter((entry) => entry.channel === 'email' && entry.text.includes(ticket.ticketId));
    expect(receipts.map((entry) => entry.to)).toEqual([customer.email]);
    const receipt = receipts[0]!;
    expect(receipt.channel === 'email' && receipt.subject).toContain(ticket.ticketId);
    expect(receipt.channel === 'email' && receipt.text).toContain(`Your ticket number is ${ticket.ticketId}`);
    expect(receipt.channel === 'email' && receipt.text).toContain('replies within 24 hours');
    expect(JSON.stringify(receipt)).not.toContain('evil.example');
    expect(JSON.stringify(receipt)).not.toContain(victim);
    expect(entries.filter((entry) => entry.to === victim)).toEqual([]);
    expect(ticket.receiptSent).toBe(true);
  });

  it('takes an order-number ticket for one of the signed-in customer\'s own orders, with an e-mail to reply to, and e-mails their account address', async () => {
    const customer = await newCustomer();
    const listing = await putListing((await demoProvider()).userId);
    const rent = await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(rentBody(listing.listingId)) });
    const { rentalId } = (await rent.json()) as { rentalId: string };
    const number = orderNumber(rentalId);
    const response = await submit({ identifierType: 'orderId', orderId: `#${number.toLowerCase()}`, email: customer.email, message: 'Wrong delivery date' }, customer.token);
    expect(response.status, await response.clone().text()).toBe(201);
    const ticket = supportTicketResponseSchema.parse(await response.json());
    expect(ticket).toMatchObject({ createdBy: customer.customerId, identifierType: 'orderId', orderId: number, email: customer.email });
    // A short reference people can read out on the phone, not a 36-character id.
    expect(ticket.ticketId).toMatch(/^SUP-[A-HJ-NP-Z2-9]{6}$/);
    const entries = await outboxUntil((all) => all.some((entry) => entry.channel === 'email' && entry.to === customer.email && entry.text.includes(ticket.ticketId)));
    const receipt = entries.find((entry) => entry.channel === 'email' && entry.to === customer.email && entry.text.includes(ticket.ticketId));
    expect(JSON.stringify(receipt)).not.toContain('Wrong delivery date');
    expect(ticket.receiptSent).toBe(true);
  });

  it("refuses an order number that is not the sender's own order, and one with no e-mail to reply to, writing nothing", async () => {
    const customer = await newCustomer();
    for (const [body, token, field, message] of [
      [{ identifierType: 'orderId', orderId: 'ABCDEF12', email: customer.email, message: 'Made up' }, customer.token, 'orderId', SUPPORT_TICKET_FIELD_MESSAGES.orderNotFound],
      [{ identifierType: 'orderId', orderId: 'ABCDEF12', email: 'someone@test.example', message: 'Made up' }, undefined, 'orderId', SUPPORT_TICKET_FIELD_MESSAGES.orderNotFound],
      [{ identifierType: 'orderId', orderId: 'ABCDEF12', message: 'No reply address' }, undefined, 'email', SUPPORT_TICKET_FIELD_MESSAGES.emailRequired],
    ] as const) {
      let response: Response | undefined;
      const requests = await dynamoDbRequestsDuring(async () => {
        response = await submit(body, token);
      });
      expect(response!.status, message).toBe(400);
      expect((await response!.json()).fieldErrors).toMatchObject({ [field]: message });
      expect(requests.filter((request) => WRITE_OPERATIONS.includes(request.operation))).toEqual([]);
    }
  });

  it("takes a guest's order number with the e-mail the order was placed with, signed out", async () => {
    const provider = await freshProvider();
    const email = `${randomUUID()}@test.example`;
    const body = freshProviderCheckoutBody(provider.providerId);
    const { sessionId } = await startCheckout({ ...body, customer: { ...body.customer, email } });
    await payWithoutWebhook(sessionId);
    const { rental } = await sessionStatus(sessionId);
    const response = await submit({ identifierType: 'orderId', orderId: orderNumber(rental!.rentalId), email: email.toUpperCase(), message: 'Can it come earlier?' });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(supportTicketResponseSchema.parse(await response.json())).toMatchObject({ createdBy: null, orderId: orderNumber(rental!.rentalId), email, receiptSent: false });
  });

  it('treats an ID token on the public route as anonymous (the API accepts access tokens only)', async () => {
    const customer = await newCustomer();
    const { idToken } = await signIn(customer.email, TEST_PASSWORD);
    const response = await submit({ identifierType: 'email', email: customer.email, message: 'Hello' }, idToken);
    expect(response.status).toBe(201);
    const ticket = supportTicketResponseSchema.parse(await response.json());
    expect(ticket.createdBy).toBeNull();
    expect(ticket.receiptSent).toBe(false);
  });

  it('treats a bad bearer token on the public route as anonymous', async () => {
    const response = await submit({ identifierType: 'email', email: 'visitor@test.example', message: 'Hello' }, 'not-a-token');
    expect(response.status).toBe(201);
    expect(supportTicketResponseSchema.parse(await response.json()).createdBy).toBeNull();
  });

  it('refuses invalid input with the field messages and writes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ identifierType: 'email', email: 'a@b.example', message: '   ' }, 'message', SUPPORT_TICKET_FIELD_MESSAGES.messageRequired],
      [{ identifierType: 'email', email: 'a@b.example', message: 'x'.repeat(4001) }, 'message', SUPPORT_TICKET_FIELD_MESSAGES.messageTooLong],
      [{ identifierType: 'email', email: 'not-an-email', message: 'Help' }, 'email', SUPPORT_TICKET_FIELD_MESSAGES.emailInvalid],
      [{ identifierType: 'email', message: 'Help' }, 'email', SUPPORT_TICKET_FIELD_MESSAGES.emailRequired],
      [{ identifierType: 'orderId', orderId: 'ABC 12;DROP', email: 'a@b.example', message: 'Help' }, 'orderId', SUPPORT_TICKET_FIELD_MESSAGES.orderIdInvalid],
      [{ identifierType: 'orderId', orderId: '', email: 'a@b.example', message: 'Help' }, 'orderId', SUPPORT_TICKET_FIELD_MESSAGES.orderIdRequired],
    ];
    for (const [body, field, message] of cases) {
      let response: Response | undefined;
      const requests = await dynamoDbRequestsDuring(async () => {
        response = await submit(body);
      });
      expect(response!.status, JSON.stringify(body)).toBe(400);
      expect(((await response!.json()) as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
      expect(requests.filter((request) => WRITE_OPERATIONS.includes(request.operation))).toEqual([]);
    }
    const unknownType = await submit({ identifierType: 'phone', message: 'Help' });
    expect(unknownType.status).toBe(400);
    const notJson = await api('/api/support-tickets', { method: 'POST', body: '{"message":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('refuses an oversized body before reading it', async () => {
    const response = await submit({ identifierType: 'email', email: 'a@b.example', message: 'x'.repeat(20_000) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(MESSAGES.supportTicketTooLarge);
  });

  it('puts the ticket in the operator console queue', async () => {
    const response = await submit({ identifierType: 'email', email: `${randomUUID()}@test.example`, message: 'Queue me' });
    const { ticketId } = supportTicketResponseSchema.parse(await response.json());
    const listed = operatorSupportTicketsResponseSchema.parse(
      await (await api('/api/operator/support-tickets?status=new&limit=50', { token: await operatorToken() })).json(),
    );
    // The operators see the whole ticket, message and typed address included.
    expect(listed.tickets.find((ticket) => ticket.ticketId === ticketId)).toMatchObject({ message: 'Queue me', identifierType: 'email' });
  });
});
