import { describe, expect, it } from 'vitest';
import { flattenClaims, matchRoute, toApiEvent } from './api-event';

describe('matchRoute', () => {
  it('finds the route and decodes its path parameters', () => {
    const match = matchRoute('GET', '/api/listings/abc%20123');
    expect(match?.route.operation).toBe('getListing');
    expect(match?.pathParameters).toEqual({ listingId: 'abc 123' });
  });

  it('needs the method and the whole path to match', () => {
    expect(matchRoute('POST', '/api/search')).toBeNull();
    expect(matchRoute('GET', '/api/listings/a/b')).toBeNull();
    expect(matchRoute('GET', '/api/search/extra')).toBeNull();
  });
});

describe('toApiEvent', () => {
  const request = (url: string, headers: Record<string, string> = {}, body = '') => ({
    method: 'GET',
    url: new URL(url, 'http://localhost:3000'),
    headers,
    body: Buffer.from(body),
    sourceIp: '127.0.0.1',
  });

  it('builds a payload 2.0 event with the route key, query and lower-case headers', () => {
    const match = matchRoute('GET', '/api/search')!;
    const event = toApiEvent(request('/api/search?zipCode=43215&size=20', { 'X-Correlation-Id': 'abc' }), match, null);
    expect(event.routeKey).toBe('GET /api/search');
    expect(event.queryStringParameters).toEqual({ zipCode: '43215', size: '20' });
    expect(event.rawQueryString).toBe('zipCode=43215&size=20');
    expect(event.headers['x-correlation-id']).toBe('abc');
    expect((event.requestContext as { authorizer?: unknown }).authorizer).toBeUndefined();
  });

  it('joins repeated query parameters with commas, as API Gateway does', () => {
    const event = toApiEvent(request('/api/search?zipCode=1&zipCode=2'), matchRoute('GET', '/api/search')!, null);
    expect(event.queryStringParameters?.zipCode).toBe('1,2');
  });

  it('puts verified claims where the JWT authorizer puts them, groups flattened', () => {
    const event = toApiEvent(request('/api/me'), matchRoute('GET', '/api/me')!, { sub: 'u1', 'cognito:groups': ['customer'], exp: 5 });
    const claims = (event.requestContext as unknown as { authorizer: { jwt: { claims: Record<string, string> } } }).authorizer.jwt.claims;
    expect(claims).toEqual({ sub: 'u1', 'cognito:groups': '[customer]', exp: '5' });
  });
});

describe('flattenClaims', () => {
  it('joins arrays with spaces inside brackets', () => {
    expect(flattenClaims({ groups: ['a', 'b'] })).toEqual({ groups: '[a b]' });
  });
});
