// The middy chain end to end, invoked the way Lambda invokes it (no AWS service involved).
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createDomainHandler } from './domain-handler';
import { defineOperation, respond } from './operation';
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
  'catalog',
  {
    lookupZipCode: defineOperation({ params: z.object({ zipCode: z.string().regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code') }) }, async ({ params }) => {
      calls.push(params.zipCode);
      return { zipCode: params.zipCode };
    }),
    searchProviders: defineOperation({}, async () => {
      throw conflict('Already taken');
    }),
    getListing: defineOperation({}, async () => respond(201, { made: true })),
  },
  () => ({}),
);
// The rentals domain: 'customer' routes and a 'signedIn' one, all echoing the caller.
const echoCaller = defineOperation({}, async ({ caller }) => ({ caller }));
const rentals = createDomainHandler(
  'rentals',
  {
    listCustomerRentals: echoCaller,
    getRental: echoCaller,
    requestRental: echoCaller,
    cancelRental: echoCaller,
  },
  () => ({}),
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
    const result = await invoke(catalog, event('GET /api/search'));
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

  it('answers 401 on a signed-in route without claims, and passes the caller when present', async () => {
    expect((await invoke(rentals, event('GET /api/rentals/{rentalId}'))).statusCode).toBe(401);
    const result = await invoke(rentals, event('GET /api/rentals/{rentalId}', { claims: { sub: 'u-1', email: 'a@b.co', 'cognito:groups': '[customer provider]' } }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!).caller).toEqual({ userId: 'u-1', email: 'a@b.co', roles: ['customer', 'provider'] });
  });

  it("answers 403 on a role route for a caller outside the role's group", async () => {
    const result = await invoke(rentals, event('GET /api/customer/rentals', { claims: { sub: 'u-2', 'cognito:groups': ['provider'] } }));
    expect(result.statusCode).toBe(403);
  });
});
