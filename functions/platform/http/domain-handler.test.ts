// The middy chain end to end, invoked the way Lambda invokes it (no AWS service involved).
import { accountsRoutes } from '../../../shared/contract/accounts';
import { catalogRoutes } from '../../../shared/contract/catalog';
import { rentalsRoutes } from '../../../shared/contract/rentals';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createDomainHandler } from './domain-handler';
import type { AccountReader, CallerAccount } from './account-check';
import { respond, type OperationInput } from './operation';
import { MESSAGES } from '../../../shared/messages';
import { conflict } from '../errors';

const context = { functionName: 'test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

function event(routeKey: string, extra: Partial<APIGatewayProxyEventV2> & { claims?: Record<string, unknown> } = {}) {
  const { claims, ...rest } = extra;
  return {
    version: '2.0',
    routeKey,
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId: 'api-req-1', http: { method: 'GET' }, ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}) },
    ...rest,
  } as unknown as APIGatewayProxyEventV2;
}

type Result = { statusCode: number; body?: string; headers?: Record<string, string> };

const calls: string[] = [];
const catalog = createDomainHandler(
  catalogRoutes,
  {
    lookupZipCode: async ({ params }) => {
      calls.push(params.zipCode);
      return { zipCode: params.zipCode } as never;
    },
    searchProviders: async () => {
      throw conflict('Already taken');
    },
    getListing: async () => respond(201, { made: true }),
    requestZip: async () => ({}) as never,
  },
  () => ({}),
  // These operations answer stand-ins, not their routes' responses: not checked here, whatever the environment says.
  { validateResponses: false },
);
// The rentals domain: 'customer' routes and a 'signedIn' one, all echoing the caller and its account.
// The account step reads profiles from a map instead of the table (unit test: no DynamoDB here;
// tests/api/accounts.test.ts drives the real read).
const echoCaller = async ({ caller, account }: Pick<OperationInput<'getRental'>, 'caller' | 'account'>) => ({ caller, account }) as never;
const profiles = new Map<string, CallerAccount>([
  ['customer:u-1', { role: 'customer', profile: { name: 'Una' } as never }],
  ['provider:u-1', { role: 'provider', profile: { name: 'Una Hauling' } as never }],
  ['provider:u-2', { role: 'provider', profile: { name: 'Pat' } as never }],
]);
const reads: string[] = [];
const accounts = (): AccountReader => ({
  read: async (role, userId) => {
    reads.push(`${role}:${userId}`);
    return profiles.get(`${role}:${userId}`) ?? null;
  },
});
const rentals = createDomainHandler(
  rentalsRoutes,
  {
    listCustomerRentals: echoCaller,
    getRental: echoCaller,
    requestRental: echoCaller,
    cancelRental: echoCaller,
    requestPickup: echoCaller,
    getOrderByLink: echoCaller,
    cancelOrderByLink: echoCaller,
    claimOrders: echoCaller,
    claimGuestOrders: echoCaller,
    quoteExtension: echoCaller,
    createExtension: echoCaller,
    getExtension: echoCaller,
    quoteOrderExtension: echoCaller,
    createOrderExtension: echoCaller,
    getOrderExtension: echoCaller,
    quoteSwap: echoCaller,
    requestSwap: echoCaller,
    cancelSwap: echoCaller,
  },
  () => ({}),
  { accounts, validateResponses: false },
);

const invoke = async (handler: typeof catalog, ev: APIGatewayProxyEventV2) => (await handler(ev, context)) as Result;

describe('domain handler chain', () => {
  it('validates path parameters with the zod schema and answers 400 with fieldErrors', async () => {
    const result = await invoke(catalog, event('GET /api/zip-codes/{zipCode}', { pathParameters: { zipCode: '4321' } }));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!)).toEqual({
      message: 'Please enter a valid 5-digit ZIP code',
      fieldErrors: { zipCode: 'Please enter a valid 5-digit ZIP code' },
    });
    expect(calls).not.toContain('4321');
  });

  it('answers 200 with the operation result and echoes the correlation id', async () => {
    const result = await invoke(
      catalog,
      event('GET /api/zip-codes/{zipCode}', { pathParameters: { zipCode: '43215' }, headers: { 'x-correlation-id': 'corr-9' } }),
    );
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ zipCode: '43215' });
    expect(result.headers?.['x-correlation-id']).toBe('corr-9');
  });

  it('maps domain errors to their status with { message }', async () => {
    const result = await invoke(catalog, event('GET /api/search', { queryStringParameters: { zipCode: '43215' } }));
    expect(result.statusCode).toBe(409);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Already taken' });
  });

  it('honours an explicit status from respond()', async () => {
    const result = await invoke(catalog, event('GET /api/listings/{listingId}', { pathParameters: { listingId: 'x' } }));
    expect(result.statusCode).toBe(201);
  });

  it('refuses a route of another domain with 404', async () => {
    const result = await invoke(catalog, event('GET /api/me'));
    expect(result.statusCode).toBe(404);
  });

  it('answers 401 on a signed-in route without claims, and passes the caller and its main account when present', async () => {
    expect((await invoke(rentals, event('GET /api/rentals/{rentalId}', { pathParameters: { rentalId: 'r-1' } }))).statusCode).toBe(401);
    const result = await invoke(
      rentals,
      event('GET /api/rentals/{rentalId}', { pathParameters: { rentalId: 'r-1' }, claims: { sub: 'u-1', token_use: 'access', email: 'a@b.co', 'cognito:groups': '[customer provider]' } }),
    );
    expect(result.statusCode).toBe(200);
    // Nothing but the id and the groups comes from the token.
    expect(JSON.parse(result.body!)).toEqual({
      caller: { userId: 'u-1', roles: ['customer', 'provider'] },
      account: { role: 'provider', profile: { name: 'Una Hauling' } },
    });
  });

  it('answers an ID token with 401, exactly like no token', async () => {
    const result = await invoke(rentals, event('GET /api/customer/rentals', { claims: { sub: 'u-1', token_use: 'id', 'cognito:groups': '[customer]' } }));
    expect(result.statusCode).toBe(401);
  });

  it("answers 403 on a role route for a caller outside the role's group, and for a caller in no group at all", async () => {
    const result = await invoke(rentals, event('GET /api/customer/rentals', { claims: { sub: 'u-2', token_use: 'access', 'cognito:groups': ['provider'] } }));
    expect(result.statusCode).toBe(403);
    const stray = await invoke(rentals, event('GET /api/rentals/{rentalId}', { pathParameters: { rentalId: 'r-1' }, claims: { sub: 'u-3', token_use: 'access' } }));
    expect(stray.statusCode).toBe(403);
    expect(JSON.parse(stray.body!)).toEqual({ message: MESSAGES.noMarketplaceAccount });
  });

  it('answers 401 when the account of the route\'s role is gone, after one profile read and before the operation', async () => {
    reads.length = 0;
    const result = await invoke(rentals, event('GET /api/customer/rentals', { claims: { sub: 'u-2', token_use: 'access', 'cognito:groups': '[customer provider]' } }));
    expect(result.statusCode).toBe(401);
    expect(JSON.parse(result.body!)).toEqual({ message: MESSAGES.accountNotFound });
    expect(reads).toEqual(['customer:u-2']);
    // The same caller's provider account exists, but a customer route needs the customer one.
  });

  it("answers with the route's declared status, and nothing for a 204 route", async () => {
    const accounts = createDomainHandler(
      accountsRoutes,
      {
        getMe: async () => ({ userId: 'u-1', role: 'customer', name: 'Una' }),
        registerCustomer: async () => ({ customerId: 'c-1' }),
        getCustomerProfile: async () => ({}) as never,
        updateCustomerProfile: async () => ({}) as never,
        deleteCustomerAccount: async () => undefined,
        requestEmailVerification: async () => ({}) as never,
        confirmEmailVerification: async () => ({}) as never,
        getCustomerDashboard: async () => ({}) as never,
      },
      () => ({}),
      { accounts: () => ({ read: async () => ({ role: 'customer', profile: {} as never }) }) },
    );
    const registration = { name: 'Una', phone: '(206) 555-0134', address: { street: '1 Main St', city: 'Seattle', state: 'WA', zipCode: '98101' }, email: 'a@b.co', password: 'Secret123!' };
    const created = await invoke(accounts, event('POST /api/customers', { body: JSON.stringify(registration), headers: { 'content-type': 'application/json' } }));
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(created.body!)).toEqual({ customerId: 'c-1' });
    const deleted = await invoke(
      accounts,
      event('DELETE /api/customer/profile', {
        body: JSON.stringify({ password: 'Secret123!' }),
        headers: { 'content-type': 'application/json' },
        claims: { sub: 'u-1', token_use: 'access', 'cognito:groups': '[customer]' },
      }),
    );
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBeUndefined();
  });

  it('refuses, where responses are checked, a success body that breaks its route contract (500, nothing of it sent)', async () => {
    const drifting = (validateResponses: boolean) =>
      createDomainHandler(
        catalogRoutes,
        {
          // A ZIP lookup must answer city, state and the number of providers; this one answers a typo.
          lookupZipCode: async () => ({ zip: '43215', cty: 'Columbus' }) as never,
          searchProviders: async () => ({}) as never,
          getListing: async () => ({}) as never,
          requestZip: async () => ({}) as never,
        },
        () => ({}),
        { validateResponses },
      );
    const lookup = event('GET /api/zip-codes/{zipCode}', { pathParameters: { zipCode: '43215' } });
    const checked = await invoke(drifting(true), lookup);
    expect(checked.statusCode).toBe(500);
    expect(JSON.parse(checked.body!)).toEqual({ message: MESSAGES.internal });
    // Unchecked (in AWS), the same body goes out as it is.
    expect((await invoke(drifting(false), lookup)).statusCode).toBe(200);
  });
});
