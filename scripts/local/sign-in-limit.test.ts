import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../shared/abuse-limits';
import { cognitoErrorType, createFailedSignInCounter, passwordSignInUsername } from './sign-in-limit';

describe('failed sign-in counter', () => {
  it('allows the limit of failures per IP and username in a window, then refuses until the next one', () => {
    let now = new Date('2026-03-01T10:00:05Z');
    const counter = createFailedSignInCounter({ clock: () => now });
    for (let i = 0; i < RATE_LIMITS.failedSignIns.limit; i += 1) {
      expect(counter.allows('10.0.0.1', 'Sam@Example.com')).toBe(true);
      counter.recordFailure('10.0.0.1', 'Sam@Example.com');
    }
    expect(counter.allows('10.0.0.1', 'sam@example.com ')).toBe(false);
    // Another username or another client is not affected.
    expect(counter.allows('10.0.0.1', 'kim@example.com')).toBe(true);
    expect(counter.allows('10.0.0.2', 'sam@example.com')).toBe(true);
    now = new Date(now.getTime() + RATE_LIMITS.failedSignIns.windowSeconds * 1000);
    expect(counter.allows('10.0.0.1', 'sam@example.com')).toBe(true);
  });

  it('clears the count on a successful sign-in and never counts exempt clients', () => {
    const counter = createFailedSignInCounter({ exemptIps: new Set(['127.0.0.1']) });
    for (let i = 0; i < RATE_LIMITS.failedSignIns.limit; i += 1) counter.recordFailure('10.0.0.1', 'sam@example.com');
    counter.recordSuccess('10.0.0.1', 'sam@example.com');
    expect(counter.allows('10.0.0.1', 'sam@example.com')).toBe(true);
    for (let i = 0; i < 50; i += 1) counter.recordFailure('127.0.0.1', 'sam@example.com');
    expect(counter.allows('127.0.0.1', 'sam@example.com')).toBe(true);
  });

  it('reads the user name of password sign-ins and the exception name of Cognito answers', () => {
    expect(passwordSignInUsername({ AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a@b.co', PASSWORD: 'x' } })).toBe('a@b.co');
    expect(passwordSignInUsername({ AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'x' } })).toBeUndefined();
    expect(passwordSignInUsername('not an object')).toBeUndefined();
    expect(cognitoErrorType(Buffer.from('{"__type":"aws.cognito#NotAuthorizedException","message":"x"}'))).toBe('NotAuthorizedException');
    expect(cognitoErrorType(Buffer.from('{}'))).toBeUndefined();
  });
});
