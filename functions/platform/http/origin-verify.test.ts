import { catalogRoutes } from '../../../shared/contract/catalog';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createDomainHandler } from './domain-handler';
import { createOriginVerifier, ORIGIN_SECRET_TTL_MS, ORIGIN_VERIFY_HEADER } from './origin-verify';

const context = { functionName: 'test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const event = (headers: Record<string, string>) =>
  ({
    version: '2.0',
    routeKey: 'GET /api/zip-codes/{zipCode}',
    rawPath: '/api/zip-codes/43215',
    rawQueryString: '',
    headers,
    pathParameters: { zipCode: '43215' },
    isBase64Encoded: false,
    requestContext: { requestId: 'api-req-1', http: { method: 'GET', sourceIp: '203.0.113.9' } },
  }) as unknown as APIGatewayProxyEventV2;

describe('the origin check', () => {
  it('runs before anything else: without CloudFront\'s secret header, 403 and no operation runs', async () => {
    const ran: string[] = [];
    let loads = 0;
    const verifier = createOriginVerifier(async () => {
      loads += 1;
      return ['current-secret', 'previous-secret'];
    });
    const handler = createDomainHandler(
      catalogRoutes,
      {
        lookupZipCode: async () => {
          ran.push('lookup');
          return { ok: true } as never;
        },
        searchProviders: async () => ({}) as never,
        getListing: async () => ({}) as never,
        requestZip: async () => ({}) as never,
      },
      () => ({}),
      { originVerifier: () => verifier, validateResponses: false, rateLimits: { limiter: () => { throw new Error('no limiter'); }, settings: () => ({ exemptIps: new Set() }) } as never },
    );
    for (const headers of [{}, { [ORIGIN_VERIFY_HEADER]: 'guess' }, { 'x-viewer-address': '198.51.100.1' }] as Record<string, string>[]) {
      const answer = (await handler(event(headers), context)) as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Forbidden' });
    }
    expect(ran).toEqual([]);
    for (const secret of ['current-secret', 'previous-secret']) {
      expect(((await handler(event({ [ORIGIN_VERIFY_HEADER]: secret }), context)) as { statusCode: number }).statusCode).toBe(200);
    }
    expect(ran).toEqual(['lookup', 'lookup']);
    // Read once for all of that (a wrong value reads again at most every 10 s).
    expect(loads).toBeLessThanOrEqual(2);
  });

  it('is off where no secret is configured (the local gateway)', async () => {
    const handler = createDomainHandler(
      catalogRoutes,
      { lookupZipCode: async () => ({ ok: true }) as never, searchProviders: async () => ({}) as never, getListing: async () => ({}) as never, requestZip: async () => ({}) as never },
      () => ({}),
      { originVerifier: () => undefined, validateResponses: false },
    );
    expect(((await handler(event({}), context)) as { statusCode: number }).statusCode).toBe(200);
  });

  it('reads the values again when they are old, or when a new value arrives after a rotation', async () => {
    let now = 0;
    let values = ['one'];
    let loads = 0;
    const verifier = createOriginVerifier(async () => {
      loads += 1;
      return values;
    }, () => now);
    expect(await verifier.accepts('one')).toBe(true);
    expect(await verifier.accepts(undefined)).toBe(false);
    values = ['two', 'one'];
    // A value the cache does not know yet: read again (no more than every 10 s), then accepted.
    now += 11_000;
    expect(await verifier.accepts('two')).toBe(true);
    expect(await verifier.accepts('three')).toBe(false);
    expect(loads).toBe(2);
    now += ORIGIN_SECRET_TTL_MS + 1;
    values = ['three'];
    expect(await verifier.accepts('one')).toBe(false);
    expect(await verifier.accepts('three')).toBe(true);
  });
});
