import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../shared/abuse-limits';
import { cognitoErrorType, createFailedSignInCounter, passwordSignInUsername, settleAttempt } from './sign-in-limit';

const { limit, windowSeconds } = RATE_LIMITS.failedSignIns;
const WRONG_PASSWORD = JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });

describe('failed sign-in counter', () => {
  it('gives an account the limit of attempts in a sliding window, taken before the password is checked', () => {
    const first = Date.parse('2026-03-01T10:14:55Z');
    let now = new Date(first);
    const counter = createFailedSignInCounter({ clock: () => now });
    expect(counter.take('pool/Sam')).toBe(true);
    // The others a minute later, taken at once, as parallel guesses would be: no answer has come back yet.
    now = new Date(first + 60_000);
    for (let i = 1; i < limit; i += 1) expect(counter.take('pool/Sam')).toBe(true);
    expect(counter.take('pool/sam ')).toBe(false);
    // Another account is not affected.
    expect(counter.take('pool/kim')).toBe(true);
    // No fixed window to wait out: a clock boundary frees nothing...
    now = new Date('2026-03-01T10:16:00Z');
    expect(counter.take('pool/sam')).toBe(false);
    // ...the first attempt's age does, and frees one attempt.
    now = new Date(first + windowSeconds * 1000 + 1);
    expect(counter.take('pool/sam')).toBe(true);
    expect(counter.take('pool/sam')).toBe(false);
  });

  it("settles each attempt by the emulator's answer: a sign-in clears the count, a call that checked no password does not count", () => {
    const counter = createFailedSignInCounter();
    for (let i = 0; i < limit - 1; i += 1) {
      expect(counter.take('pool/sam')).toBe(true);
      settleAttempt(counter, 'pool/sam', 400, WRONG_PASSWORD);
    }
    expect(counter.take('pool/sam')).toBe(true);
    settleAttempt(counter, 'pool/sam', 400, JSON.stringify({ __type: 'InvalidParameterException', message: 'Missing required parameter' }));
    expect(counter.take('pool/sam')).toBe(true);
    settleAttempt(counter, 'pool/sam', 200, '{"AuthenticationResult":{}}');
    for (let i = 0; i < limit; i += 1) expect(counter.take('pool/sam')).toBe(true);
    expect(counter.take('pool/sam')).toBe(false);
  });

  it('reads the user name of password sign-ins (the admin one too) and the exception name of Cognito answers', () => {
    expect(passwordSignInUsername('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a@b.co', PASSWORD: 'x' } })).toBe('a@b.co');
    expect(passwordSignInUsername('AdminInitiateAuth', { AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'sub-1', PASSWORD: 'x' } })).toBe('sub-1');
    expect(passwordSignInUsername('InitiateAuth', { AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a@b.co' } })).toBeUndefined();
    expect(passwordSignInUsername('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'x' } })).toBeUndefined();
    expect(passwordSignInUsername('InitiateAuth', 'not an object')).toBeUndefined();
    expect(cognitoErrorType('{"__type":"aws.cognito#NotAuthorizedException","message":"x"}')).toBe('NotAuthorizedException');
    expect(cognitoErrorType('{}')).toBeUndefined();
  });
});
