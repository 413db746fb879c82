// The local gateway behaves like API Gateway with its Cognito JWT authorizer, and the search
// path reads the table the way the design promises: indexed, one round trip, never a Scan.
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../shared/schemas/account';
import { DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { api, dynamoDbRequestsDuring, signIn } from '../support/stack-client';

const customer = DEMO_SIGN_INS.find((signIn) => signIn.role === 'customer')!;
const provider = DEMO_SIGN_INS.find((signIn) => signIn.role === 'provider')!;

describe('provider search reads the table by index only', () => {
  const searches = [
    '/api/search?zipCode=43215',
    '/api/search?zipCode=43215&size=30&dumpsterType=commercial',
    `/api/search?zipCode=10001&addOns=${encodeURIComponent('{"drivewayProtection":true}')}`,
    '/api/search?zipCode=99901',
  ];

  it.each(searches)('%s is one Query and no Scan', async (path) => {
    const requests = await dynamoDbRequestsDuring(async () => {
      const response = await api(path);
      expect(response.status).toBe(200);
    });
    expect(requests.map((request) => request.operation)).toEqual(['Query']);
  });

  it('the ZIP check and the listing detail never Scan either', async () => {
    const requests = await dynamoDbRequestsDuring(async () => {
      expect((await api('/api/zip-codes/43215')).status).toBe(200);
      expect((await api('/api/listings/unknown-listing')).status).toBe(404);
    });
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(['Query', 'GetItem', 'BatchGetItem']).toContain(request.operation);
  });
});

describe('JWT authorizer on non-public routes', () => {
  it("answers 401 {message: 'Unauthorized'} without a token, as API Gateway does", async () => {
    const response = await api('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a tampered token', async () => {
    const { accessToken } = await signIn(customer.email, customer.password);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['operator'] })).toString('base64url');
    const response = await api('/api/me', { token: `${header}.${forged}.${signature}` });
    expect(response.status).toBe(401);
  });

  it('passes verified claims to the function: each demo sign-in gets its own role', async () => {
    for (const signInAs of [customer, provider]) {
      const { accessToken } = await signIn(signInAs.email, signInAs.password);
      const response = await api('/api/me', { token: accessToken });
      expect(response.status).toBe(200);
      const me = meResponseSchema.parse(await response.json());
      expect(me.role).toBe(signInAs.role);
    }
  });
});

describe('gateway plumbing', () => {
  it('answers 404 for an API path outside the route table', async () => {
    const response = await api('/api/no-such-thing');
    expect(response.status).toBe(404);
  });

  it('echoes the correlation id it is given, for tracing a request through the logs', async () => {
    const response = await api('/api/zip-codes/43215', { headers: { 'x-correlation-id': 'trace-me-123' } });
    expect(response.headers.get('x-correlation-id')).toBe('trace-me-123');
  });

  it('serves the runtime config the SPA reads at start', async () => {
    const config = (await (await api('/config.json')).json()) as Record<string, string>;
    expect(config).toMatchObject({ apiBaseUrl: '', stage: 'local' });
    expect(config.userPoolId).toMatch(/^local_/);
    expect(config.userPoolClientId).toBeTruthy();
    expect(config.cognitoEndpoint).toMatch(/\/cognito$/);
    // The emulator has no SRP: the local SPA signs in with the password flow (SRP in AWS).
    expect(config.authFlow).toBe('USER_PASSWORD_AUTH');
  });
});
