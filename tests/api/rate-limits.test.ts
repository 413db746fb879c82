// Abuse limits over the local gateway, with the real numbers of shared/abuse-limits.ts.
//
// The shared test stack exempts its usual client, 127.0.0.1, from the limits (scripts/local/
// local-stack.ts: the other suites post contact requests, tickets and registrations far more
// often than a person would). These tests connect from other loopback addresses instead
// (127.0.0.x binds on Linux, and the gateway sees them as the socket's remote address, which it
// hands to the functions as API Gateway's source IP), so each test is a genuinely different client.
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CognitoError } from '../../frontend/src/lib/cognito-error';
import { signInErrorMessage } from '../../frontend/src/features/account/sign-in-error';
import { counterKey, fixedWindow } from '../../functions/platform/rate-limit/window';
import { TEXT_LIMIT_REPLY } from '../../functions/sms/text-limit';
import { SMS_REPLIES } from '../../functions/sms/conversation';
import { GATEWAY_MAX_BODY_BYTES, MAX_JSON_BODY_BYTES, RATE_LIMITS, type RateLimit } from '../../shared/abuse-limits';
import { MESSAGES, tooManyRequestsMessage } from '../../shared/messages';
import { operatorProviderRequestsResponseSchema } from '../../shared/schemas/onboarding';
import { operatorSupportTicketsResponseSchema } from '../../shared/schemas/support';
import { api, dynamoDbRequestsDuring, stackUrl, TEST_PASSWORD } from '../support/stack-client';
import { createSignInWithoutGroup } from './cognito-admin-support';
import { newClientIp, send, type Answer } from './loopback-client';
import { codeMailCount } from './email-verification-support';
import { operatorToken, providerRequestBody } from './onboarding-support';
import { checkoutBody } from './checkout-support';
import { demoProvider, newCustomer } from './rentals-support';
import { SCREEN_MESSAGES } from '../../frontend/src/lib/screen-messages';

const postJson = (fromIp: string, path: string, body: unknown) => send(fromIp, 'POST', path, JSON.stringify(body));

/** Waits for the next window when the current one ends too soon for a test to fit in it. */
// A test that starts near the end of a limit's window waits for the next one (roomInWindow: up to
// two minutes), so this file's tests may take longer than the API project's 30 s default.
vi.setConfig({ testTimeout: 200_000 });

async function roomInWindow(limit: RateLimit, seconds = 60): Promise<void> {
  const now = new Date();
  const left = fixedWindow(now, limit.windowSeconds).endSeconds - now.getTime() / 1000;
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

const documents = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );

/** The counter item of a limit and client in the current window. */
async function counterItem(limit: RateLimit, identity: string): Promise<Record<string, unknown> | undefined> {
  const client = documents();
  try {
    const key = counterKey(limit, identity, fixedWindow(new Date(), limit.windowSeconds));
    return (await client.send(new GetCommand({ TableName: inject('tableName'), Key: key, ConsistentRead: true }))).Item;
  } finally {
    client.destroy();
  }
}

/** Asserts a 429 in the API's error shape with a Retry-After inside the window. */
function expectTooManyRequests(answer: Answer, limit: RateLimit): void {
  expect(answer.status, answer.text).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(JSON.parse(answer.text)).toEqual({ message: tooManyRequestsMessage(retryAfter) });
}

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

let operator: string;
let demoProviderId: string;
beforeAll(async () => {
  operator = await operatorToken();
  demoProviderId = (await demoProvider()).userId;
});

async function pendingRequestEmails(): Promise<string[]> {
  const response = await api('/api/operator/provider-requests?status=pending&limit=50', { token: operator });
  return operatorProviderRequestsResponseSchema.parse(await response.json()).requests.map((request) => request.email);
}

describe('contact requests (POST /api/provider-requests)', () => {
  const limit = RATE_LIMITS.providerRequests;

  it('refuses the request over the limit from one IP with 429, Retry-After and the message, and writes nothing', async () => {
    await roomInWindow(limit);
    const ip = newClientIp();
    for (let i = 0; i < limit.limit; i += 1) {
      const answer = await postJson(ip, '/api/provider-requests', providerRequestBody());
      expect(answer.status, answer.text).toBe(201);
    }
    expect(await counterItem(limit, `ip:${ip}`)).toMatchObject({ count: limit.limit, ttl: fixedWindow(new Date(), limit.windowSeconds).endSeconds });

    const refusedBody = providerRequestBody();
    let refused: Answer | undefined;
    const operations = await dynamoDbRequestsDuring(async () => (refused = await postJson(ip, '/api/provider-requests', refusedBody)));
    expectTooManyRequests(refused!, limit);
    // One conditional counter update, refused by its condition; nothing else touched the table.
    expect(operations.map((entry) => entry.operation)).toEqual(['UpdateItem']);
    expect(await counterItem(limit, `ip:${ip}`)).toMatchObject({ count: limit.limit });
    expect(await pendingRequestEmails()).not.toContain(refusedBody.email);
  });

  it('leaves a different client unaffected', async () => {
    await roomInWindow(limit);
    const [busy, other] = [newClientIp(), newClientIp()];
    for (let i = 0; i < limit.limit; i += 1) await postJson(busy, '/api/provider-requests', providerRequestBody());
    expectTooManyRequests(await postJson(busy, '/api/provider-requests', providerRequestBody()), limit);
    const body = providerRequestBody();
    expect((await postJson(other, '/api/provider-requests', body)).status).toBe(201);
    expect(await pendingRequestEmails()).toContain(body.email);
  });
});

describe('support tickets (POST /api/support-tickets)', () => {
  const limit = RATE_LIMITS.supportTickets;
  const ticket = () => ({ identifierType: 'email', email: `${randomUUID()}@test.example`, message: `Rate limit question ${randomUUID()}` });

  async function newTicketMessages(): Promise<string[]> {
    const response = await api('/api/operator/support-tickets?status=new&limit=50', { token: operator });
    return operatorSupportTicketsResponseSchema.parse(await response.json()).tickets.map((entry) => entry.message);
  }

  it('refuses the ticket over the limit from one IP, writes nothing, and leaves a different client unaffected', async () => {
    await roomInWindow(limit);
    const [ip, other] = [newClientIp(), newClientIp()];
    for (let i = 0; i < limit.limit; i += 1) expect((await postJson(ip, '/api/support-tickets', ticket())).status).toBe(201);
    const refusedTicket = ticket();
    let refused: Answer | undefined;
    const operations = await dynamoDbRequestsDuring(async () => (refused = await postJson(ip, '/api/support-tickets', refusedTicket)));
    expectTooManyRequests(refused!, limit);
    expect(operations.map((entry) => entry.operation)).toEqual(['UpdateItem']);
    expect(await newTicketMessages()).not.toContain(refusedTicket.message);

    const accepted = ticket();
    expect((await postJson(other, '/api/support-tickets', accepted)).status).toBe(201);
    expect(await newTicketMessages()).toContain(accepted.message);
  });
});

describe('customer registration (POST /api/customers)', () => {
  const limit = RATE_LIMITS.customerRegistrations;
  const registration = () => ({
    email: `${randomUUID()}@test.example`,
    password: TEST_PASSWORD,
    name: 'Rate Limit Tester',
    phone: '6145550123',
    address: { street: '12 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  });

  it('refuses the registration over the limit from one IP without creating the account; another client registers it', async () => {
    await roomInWindow(limit);
    const [ip, other] = [newClientIp(), newClientIp()];
    for (let i = 0; i < limit.limit; i += 1) {
      const answer = await postJson(ip, '/api/customers', registration());
      expect(answer.status, answer.text).toBe(201);
    }
    const refusedRegistration = registration();
    let refused: Answer | undefined;
    const operations = await dynamoDbRequestsDuring(async () => (refused = await postJson(ip, '/api/customers', refusedRegistration)));
    expectTooManyRequests(refused!, limit);
    expect(operations.map((entry) => entry.operation)).toEqual(['UpdateItem']);
    // No sign-in or profile was made for it: the same e-mail registers from another client (no 409).
    const accepted = await postJson(other, '/api/customers', refusedRegistration);
    expect(accepted.status, accepted.text).toBe(201);
  });
});

describe('payment sessions (POST /api/checkout/sessions, /api/customer/checkout/sessions)', () => {
  const limit = RATE_LIMITS.checkoutSessions;
  /** Counted like any other request: a malformed one too, before its body is read. */
  const unfinished = { providerId: 'not-chosen-yet' };
  const order = () => {
    const body = checkoutBody(demoProviderId);
    return { ...body, customer: { ...body.customer, email: `${randomUUID()}@test.example` } };
  };

  it('refuses the request over the limit from one IP with 429 and writes nothing; a different client opens a payment session', async () => {
    await roomInWindow(limit);
    const [ip, other] = [newClientIp(), newClientIp()];
    for (let i = 0; i < limit.limit; i += 1) {
      const answer = await postJson(ip, '/api/checkout/sessions', unfinished);
      expect(answer.status, answer.text).toBe(400);
    }
    expect(await counterItem(limit, `ip:${ip}`)).toMatchObject({ count: limit.limit });
    let refused: Answer | undefined;
    const operations = await dynamoDbRequestsDuring(async () => (refused = await postJson(ip, '/api/checkout/sessions', order())));
    expectTooManyRequests(refused!, limit);
    expect(operations.map((entry) => entry.operation)).toEqual(['UpdateItem']);
    const accepted = await postJson(other, '/api/checkout/sessions', order());
    expect(accepted.status, accepted.text).toBe(201);
  });
});

describe('request body size', () => {
  it('refuses a 300 KB JSON body with 413 and the message before anything reads or writes the table', async () => {
    const ip = newClientIp();
    const body = JSON.stringify({ ...providerRequestBody(), message: 'x'.repeat(300 * 1024) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    let answer: Answer | undefined;
    const operations = await dynamoDbRequestsDuring(async () => (answer = await send(ip, 'POST', '/api/provider-requests', body)));
    expect(answer!.status).toBe(413);
    expect(JSON.parse(answer!.text)).toEqual({ message: MESSAGES.requestTooLarge });
    expect(operations).toEqual([]);
    expect(operations.filter((entry) => WRITES.has(entry.operation))).toEqual([]);
    // It was not counted either: the counter for this client does not exist.
    expect(await counterItem(RATE_LIMITS.providerRequests, `ip:${ip}`)).toBeUndefined();
  });

  it('has the gateway refuse a 5 MB body with 413, keeping none of it, and keep serving', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 'x');
    expect(body.length).toBeGreaterThan(GATEWAY_MAX_BODY_BYTES);
    let answer: Answer | undefined;
    const operations = await dynamoDbRequestsDuring(async () => (answer = await send(newClientIp(), 'POST', '/api/support-tickets', body)));
    expect(answer!.status).toBe(413);
    expect(JSON.parse(answer!.text)).toEqual({ message: MESSAGES.requestTooLarge });
    expect(operations).toEqual([]);
    // The same through fetch (chunked, no declared length), and the gateway still answers afterwards.
    const streamed = await fetch(`${stackUrl()}/api/support-tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await api('/api/zip-codes/43215')).status).toBe(200);
  });
});

/** A Cognito error answer as the SPA's Cognito client (Amplify) reads it: the exception name after any namespace. */
function asTheSpaReadsIt(text: string): CognitoError {
  const body = JSON.parse(text) as { __type: string; message: string };
  return new CognitoError(body.__type.split('#').pop()!, body.message);
}

describe('sign-in through the gateway (/cognito InitiateAuth)', () => {
  const limit = RATE_LIMITS.failedSignIns;
  const initiateAuth = (fromIp: string, email: string, password: string) =>
    send(
      fromIp,
      'POST',
      '/cognito',
      JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPoolClientId'), AuthParameters: { USERNAME: email, PASSWORD: password } }),
      { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    );

  it("answers Cognito's lockout error after the limit of failures, which the SPA shows as the spec message", async () => {
    // Accounts of its own: the count is per account, so a locked demo account would fail other tests.
    const [user, other] = [await createSignInWithoutGroup(), await createSignInWithoutGroup()];
    const ip = newClientIp();
    for (let i = 0; i < limit.limit; i += 1) {
      const failed = await initiateAuth(ip, user.email, 'Wrong-pass-1');
      expect(failed.status).toBe(400);
      expect(signInErrorMessage(asTheSpaReadsIt(failed.text))).toBe(SCREEN_MESSAGES.loginInvalid);
    }
    const locked = await initiateAuth(ip, user.email, 'Wrong-pass-1');
    expect(locked.status).toBe(400);
    expect(JSON.parse(locked.text)).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    expect(signInErrorMessage(asTheSpaReadsIt(locked.text))).toBe(MESSAGES.loginTooManyAttempts);
    // Locked for every client, even with the right password, until the window ends, as Cognito locks a user...
    expect((await initiateAuth(ip, user.email, user.password)).status).toBe(400);
    expect((await initiateAuth(newClientIp(), user.email, user.password)).status).toBe(400);
    // ...while another account signs in from the same client as usual.
    const signedIn = await initiateAuth(ip, other.email, other.password);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(JSON.parse(signedIn.text).AuthenticationResult.AccessToken).toEqual(expect.any(String));
  });
});

describe('text-to-book (inbound SMS per phone number)', () => {
  const limit = RATE_LIMITS.inboundTexts;
  const newPhone = () => `+1614${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
  async function text(from: string, body: string): Promise<string[]> {
    const response = await api('/dev/sms', { method: 'POST', body: JSON.stringify({ from, text: body }) });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { replies: string[] }).replies;
  }

  it('answers the limit of texts, then replies once that it is pausing, then stays silent; STOP still works', async () => {
    await roomInWindow(limit, 120);
    const phone = newPhone();
    for (let i = 0; i < limit.limit; i += 1) expect(await text(phone, 'HELP')).toEqual([SMS_REPLIES.help]);
    expect(await text(phone, 'HELP')).toEqual([TEXT_LIMIT_REPLY]);
    expect(await text(phone, 'BOOK')).toEqual([]);
    expect(await text(phone, '43215')).toEqual([]);
    // Another number is not affected.
    expect(await text(newPhone(), 'BOOK')).toEqual([SMS_REPLIES.welcome]);
    // An opt-out is always honoured and confirmed.
    expect(await text(phone, 'STOP')).toEqual([SMS_REPLIES.stopped]);
  }, 120_000);
});

describe('payment session status (GET /api/checkout/sessions/{id})', () => {
  const limit = RATE_LIMITS.checkoutSessionStatus;

  it('refuses the status over the limit from one IP, reading nothing else, and leaves a different client unaffected', async () => {
    await roomInWindow(limit);
    const [ip, other] = [newClientIp(), newClientIp()];
    const path = `/api/checkout/sessions/cs_rate_${randomUUID()}`;
    for (let i = 0; i < limit.limit; i += 1) {
      const answer = await send(ip, 'GET', path);
      expect(answer.status, answer.text).toBe(200);
    }
    let refused: Answer | undefined;
    const operations = await dynamoDbRequestsDuring(async () => (refused = await send(ip, 'GET', path)));
    expectTooManyRequests(refused!, limit);
    expect(operations.map((entry) => entry.operation)).toEqual(['UpdateItem']);
    expect(JSON.parse((await send(other, 'GET', path)).text)).toMatchObject({ status: 'notFound' });
  }, 120_000);
});

describe('e-mail verification codes (POST /api/customer/email-verification)', () => {
  const limit = RATE_LIMITS.emailVerificationCodes;

  it('counts per customer, whatever address they ask from: the code over the limit is refused and not sent', async () => {
    await roomInWindow(limit);
    const [ip, other] = [newClientIp(), newClientIp()];
    const customer = await newCustomer();
    const ask = (from: string, token: string) => send(from, 'POST', '/api/customer/email-verification', undefined, { authorization: `Bearer ${token}` });
    for (let i = 0; i < limit.limit; i += 1) {
      const answer = await ask(ip, customer.token);
      expect(answer.status, answer.text).toBe(200);
    }
    const sent = await codeMailCount(customer.email);
    expectTooManyRequests(await ask(ip, customer.token), limit);
    expectTooManyRequests(await ask(other, customer.token), limit);
    expect(await codeMailCount(customer.email)).toBe(sent);
    // Another customer from the same address is not affected.
    const neighbour = await newCustomer();
    expect((await ask(ip, neighbour.token)).status).toBe(200);
  });
});
