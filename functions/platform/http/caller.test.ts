import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ACCESS_POLICIES } from '../../routes';
import { assertPolicy, callerFromEvent, type Caller } from './caller';
import { DomainError } from '../errors';

const withClaims = (claims: Record<string, unknown> | undefined) =>
  ({ requestContext: claims ? { authorizer: { jwt: { claims } } } : {} }) as unknown as APIGatewayProxyEventV2;

describe('callerFromEvent', () => {
  it('reads groups as an array (local gateway) or as API Gateway\'s flattened "[a b]" string', () => {
    expect(callerFromEvent(withClaims({ sub: 's', 'cognito:groups': ['provider'] }))?.roles).toEqual(['provider']);
    expect(callerFromEvent(withClaims({ sub: 's', 'cognito:groups': '[customer operator]' }))?.roles).toEqual(['customer', 'operator']);
  });

  it('ignores groups that are not roles and treats a missing sub as anonymous', () => {
    expect(callerFromEvent(withClaims({ sub: 's', 'cognito:groups': ['admins'] }))?.roles).toEqual([]);
    expect(callerFromEvent(withClaims({ email: 'x@y.z' }))).toBeNull();
    expect(callerFromEvent(withClaims(undefined))).toBeNull();
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

  it('decides every policy for anonymous and customer callers', () => {
    const decisions = Object.fromEntries(
      ACCESS_POLICIES.map((policy) => [policy, [status(() => assertPolicy(policy, null)), status(() => assertPolicy(policy, customer))]]),
    );
    expect(decisions).toEqual({
      public: ['allowed', 'allowed'],
      signedIn: ['unauthenticated', 'allowed'],
      customer: ['unauthenticated', 'allowed'],
      provider: ['unauthenticated', 'forbidden'],
      operator: ['unauthenticated', 'forbidden'],
    });
  });
});
