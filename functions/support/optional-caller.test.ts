import { describe, expect, it } from 'vitest';
import type { Config } from '../platform/config';
import { createOptionalCallerVerifier, optionalCallerFromClaims, tokenIssuer } from './optional-caller';

const config = (values: Partial<Config>) => values as Config;

describe('optional sign-in on a public route', () => {
  it("checks tokens against Cognito's regional issuer in AWS and the emulator locally", () => {
    expect(tokenIssuer(config({ USER_POOL_ID: 'us-east-1_abc', AWS_REGION: 'us-east-1' }))).toBe(
      'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
    );
    expect(
      tokenIssuer(config({ USER_POOL_ID: 'local_1', AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://localhost:9229/' })),
    ).toBe('http://localhost:9229/local_1');
    expect(tokenIssuer(config({ AWS_REGION: 'us-east-1' }))).toBeUndefined();
  });

  it('treats every caller as anonymous without a configured pool, and a missing token as anonymous', async () => {
    expect(await createOptionalCallerVerifier(config({}))('Bearer abc')).toBeNull();
    const verifier = createOptionalCallerVerifier(config({ USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', AWS_REGION: 'us-east-1' }));
    expect(await verifier(undefined)).toBeNull();
    expect(await verifier('Bearer not-a-jwt')).toBeNull();
  });

  it('takes a sender from access tokens of this app client only (an ID token is anonymous)', () => {
    const access = { sub: 'u-1', token_use: 'access', client_id: 'client-1' };
    expect(optionalCallerFromClaims(access, 'client-1')).toEqual({ userId: 'u-1' });
    expect(optionalCallerFromClaims({ sub: 'u-1', token_use: 'id', aud: 'client-1', email: 'x@y.z' }, 'client-1')).toBeNull();
    expect(optionalCallerFromClaims({ ...access, client_id: 'other' }, 'client-1')).toBeNull();
    expect(optionalCallerFromClaims({ ...access, sub: '' }, 'client-1')).toBeNull();
  });
});
