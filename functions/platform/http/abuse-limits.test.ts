// The chain's body size limit and rate limit, invoked the way Lambda invokes the handler, with a
// stand-in limiter (the DynamoDB one is covered in functions/platform/rate-limit).
import { accountsRoutes } from '../../../shared/contract/accounts';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, RATE_LIMITS, type HttpRateLimit, type RateLimit } from '../../../shared/abuse-limits';
import { tooManyRequestsMessage, MESSAGES } from '../../../shared/messages';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { rateLimitSettingsFrom } from '../rate-limit/settings';
import { bodyByteLength } from './body-size';
import { createDomainHandler } from './domain-handler';
import { rateLimitIdentity } from './rate-limit';

const context = { functionName: 'test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
type Result = { statusCode: number; body?: string; headers?: Record<string, string> };

function event(routeKey: string, body: string | undefined, sourceIp = '203.0.113.7', claims?: Record<string, unknown>) {
  return {
    version: '2.0',
    routeKey,
    rawPath: '/',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    ...(body === undefined ? {} : { body }),
    requestContext: { requestId: 'api-req-1', http: { method: 'POST', sourceIp }, ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}) },
  } as unknown as APIGatewayProxyEventV2;
}

/** Counts per limit and identity in memory; `failing` makes every take throw. */
function memoryLimiter() {
  const counts = new Map<string, number>();
  const taken: string[] = [];
  let failing = false;
  const limiter: RateLimiter = {
    async take(limit: RateLimit, identity: string) {
      if (failing) throw new Error('DynamoDB is down');
      taken.push(`${limit.name} ${identity}`);
      const key = `${limit.name}|${identity}`;
      const count = counts.get(key) ?? 0;
      if (count >= limit.limit) return { allowed: false, retryAfterSeconds: 1234, firstRefusal: false };
      counts.set(key, count + 1);
      return { allowed: true, retryAfterSeconds: 1234, firstRefusal: false };
    },
  };
  return { limiter, taken, fail: () => (failing = true) };
}

let registered: unknown[] = [];
let memory = memoryLimiter();
const accounts = createDomainHandler(
  accountsRoutes,
  {
    getMe: async () => ({ me: true }) as never,
    registerCustomer: async ({ body }) => {
      registered.push(body);
      return { customerId: 'c-1' };
    },
    getCustomerProfile: async () => ({}) as never,
    updateCustomerProfile: async () => ({}) as never,
    deleteCustomerAccount: async () => ({}) as never,
    requestEmailVerification: async () => ({}) as never,
    confirmEmailVerification: async () => ({}) as never,
    getCustomerDashboard: async () => ({}) as never,
  },
  () => ({}),
  { rateLimits: { limiter: () => memory.limiter, settings: () => rateLimitSettingsFrom({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' }) } },
);
const invoke = async (ev: APIGatewayProxyEventV2) => (await accounts(ev, context)) as Result;
/** A registration the route's schema accepts (the operation here records it instead of registering). */
const REGISTRATION = { name: 'Una', phone: '(206) 555-0134', address: { street: '1 Main St', city: 'Seattle', state: 'WA', zipCode: '98101' }, email: 'a@b.co', password: 'Secret123!' };
const register = (ip?: string) => invoke(event('POST /api/customers', JSON.stringify(REGISTRATION), ip));

beforeEach(() => {
  registered = [];
  memory = memoryLimiter();
});

describe('rate limit in the handler chain', () => {
  it('answers the request over the limit with 429, Retry-After and the JSON message; the operation never runs', async () => {
    const { limit } = RATE_LIMITS.customerRegistrations;
    for (let i = 0; i < limit; i += 1) expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('1234');
    expect(refused.headers?.['content-type']).toContain('application/json');
    expect(JSON.parse(refused.body!)).toEqual({ message: tooManyRequestsMessage(1234) });
    expect(tooManyRequestsMessage(1234)).toBe('Too many requests. Please wait 21 minutes and try again.');
    expect(registered).toHaveLength(limit);
  });

  it('counts each client on its own', async () => {
    for (let i = 0; i <= RATE_LIMITS.customerRegistrations.limit; i += 1) await register('198.51.100.1');
    expect((await register('198.51.100.1')).statusCode).toBe(429);
    expect((await register('198.51.100.2')).statusCode).toBe(201);
  });

  it('counts before the body is parsed: a malformed body counts too, and a refused one is never parsed', async () => {
    const malformed = await invoke(event('POST /api/customers', '{not json'));
    expect(malformed.statusCode).toBe(400);
    expect(memory.taken).toEqual(['customer-registrations ip:203.0.113.7']);
  });

  it('leaves routes without a limit and exempt clients uncounted', async () => {
    await invoke(event('GET /api/me', undefined, '203.0.113.7', { sub: 'u-1', 'cognito:groups': '[customer]' }));
    for (let i = 0; i < 20; i += 1) expect((await register('127.0.0.1')).statusCode).toBe(201);
    expect(memory.taken).toEqual([]);
  });

  it('lets the request through when the counter cannot be read', async () => {
    memory.fail();
    expect((await register()).statusCode).toBe(201);
  });

  it("counts a 'caller' limit per signed-in user, else per IP", () => {
    const limit: HttpRateLimit = { name: 'x', limit: 1, windowSeconds: 60, per: 'caller' };
    const settings = rateLimitSettingsFrom({});
    const ev = event('POST /api/rentals', '{}', '203.0.113.9');
    expect(rateLimitIdentity(limit, ev, { userId: 'u-7', roles: ['customer'] }, settings)).toBe('user:u-7');
    expect(rateLimitIdentity(limit, ev, null, settings)).toBe('ip:203.0.113.9');
    expect(rateLimitIdentity({ ...limit, per: 'ip' }, ev, { userId: 'u-7', roles: [] }, settings)).toBe('ip:203.0.113.9');
  });
});

describe('body size limit in the handler chain', () => {
  it('refuses a body over the limit with 413 and the message, before counting or parsing it', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const refused = await invoke(event('POST /api/customers', big));
    expect(refused.statusCode).toBe(413);
    expect(JSON.parse(refused.body!)).toEqual({ message: MESSAGES.requestTooLarge });
    expect(memory.taken).toEqual([]);
    expect(registered).toEqual([]);
  });

  it('takes a body of exactly the limit', async () => {
    const padding = MAX_JSON_BODY_BYTES - JSON.stringify({ email: '' }).length;
    const body = JSON.stringify({ email: 'x'.repeat(padding) });
    expect(body.length).toBe(MAX_JSON_BODY_BYTES);
    // Past the size check to the route's schema, which refuses a 1 MB e-mail address: 400, not 413.
    const answer = await invoke(event('POST /api/customers', body));
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body!).fieldErrors).toHaveProperty('email');
  });

  it('measures bytes, not characters, and base64 bodies decoded', () => {
    expect(bodyByteLength({ body: 'é', isBase64Encoded: false })).toBe(2);
    expect(bodyByteLength({ body: Buffer.alloc(1000).toString('base64'), isBase64Encoded: true })).toBe(1000);
    expect(bodyByteLength({ body: undefined, isBase64Encoded: false })).toBe(0);
  });
});
