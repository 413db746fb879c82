import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ACCESS_POLICIES } from '../../../shared/contract/contract';
import { assertPolicy, callerFromEvent, type Caller } from './caller';
import { type DomainError } from '../errors';

const withClaims = (claims: Record<string, unknown> | undefined) =>
  ({ requestContext: claims ? { authorizer: { jwt: { claims } } } : {} }) as unknown as APIGatewayProxyEventV2;

const access = { token_use: 'access' };

describe('callerFromEvent', () => {
  it('reads groups as an array (local gateway) or as API Gateway\'s flattened "[a b]" string', () => {
    expect(callerFromEvent(withClaims({ ...access, sub: 's', 'cognito:groups': ['provider'] }))?.roles).toEqual(['provider']);
    expect(callerFromEvent(withClaims({ ...access, sub: 's', 'cognito:groups': '[customer operator]' }))?.roles).toEqual(['customer', 'operator']);
  });

  it('ignores groups that are not roles and treats a missing sub as anonymous', () => {
    expect(callerFromEvent(withClaims({ ...access, sub: 's', 'cognito:groups': ['admins'] }))?.roles).toEqual([]);
    expect(callerFromEvent(withClaims({ ...access, email: 'x@y.z' }))).toBeNull();
    expect(callerFromEvent(withClaims(undefined))).toBeNull();
  });

  it('takes the caller from access tokens only, and only its id and groups', () => {
    const claims = { sub: 's', email: 'x@y.z', email_verified: 'false', 'cognito:groups': '[customer]' };
    expect(callerFromEvent(withClaims({ ...claims, token_use: 'id' }))).toBeNull();
    expect(callerFromEvent(withClaims(claims))).toBeNull();
    expect(callerFromEvent(withClaims({ ...claims, ...access }))).toEqual({ userId: 's', roles: ['customer'] });
  });
});

describe('assertPolicy', () => {
  const customer: Caller = { userId: 'c', roles: ['customer'] };
  const status = (fn: () => void) => {
    try {
      fn();
      return 'allowed';
    } catch (error) {
      return (error as DomainError).code;
    }
  };

  it('decides every policy for anonymous, customer and role-less callers', () => {
    const roleless: Caller = { userId: 'n', roles: [] };
    const decisions = Object.fromEntries(
      ACCESS_POLICIES.map((policy) => [
        policy,
        [status(() => assertPolicy(policy, null)), status(() => assertPolicy(policy, customer)), status(() => assertPolicy(policy, roleless))],
      ]),
    );
    expect(decisions).toEqual({
      public: ['allowed', 'allowed', 'allowed'],
      signedIn: ['unauthenticated', 'allowed', 'forbidden'],
      customer: ['unauthenticated', 'allowed', 'forbidden'],
      provider: ['unauthenticated', 'forbidden', 'forbidden'],
      operator: ['unauthenticated', 'forbidden', 'forbidden'],
      driver: ['unauthenticated', 'forbidden', 'forbidden'],
    });
  });
});
