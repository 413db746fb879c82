import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../shared/email-verification';
import { hashOfSecret } from '../platform/link-keys';
import { checkEmailCode } from './email-code-check';

const now = new Date('2030-01-02T03:00:00.000Z');
const sent = { email: 'jo@example.com', codeHash: hashOfSecret('123456'), expiresAt: '2030-01-02T03:10:00.000Z', attemptsLeft: 5 };

describe('checkEmailCode', () => {
  it('verifies the latest code sent to the e-mail still on the profile, in time', () => {
    expect(checkEmailCode(sent, 'Jo@Example.com', '123456', now)).toEqual({ kind: 'verified' });
  });

  it('spends a try on a wrong code', () => {
    expect(checkEmailCode(sent, 'jo@example.com', '654321', now)).toEqual({ kind: 'wrong', attemptsLeft: 4 });
    expect(checkEmailCode({ ...sent, attemptsLeft: 1 }, 'jo@example.com', '654321', now)).toEqual({ kind: 'wrong', attemptsLeft: 0 });
  });

  it('refuses even the right code once it expired, was tried too often, or the e-mail changed', () => {
    expect(checkEmailCode({ ...sent, expiresAt: now.toISOString() }, 'jo@example.com', '123456', now)).toEqual({
      kind: 'refused',
      message: EMAIL_VERIFICATION_MESSAGES.codeExpired,
    });
    expect(checkEmailCode({ ...sent, attemptsLeft: 0 }, 'jo@example.com', '123456', now)).toEqual({ kind: 'refused', message: EMAIL_VERIFICATION_MESSAGES.codeSpent });
    expect(checkEmailCode(sent, 'sam@example.com', '123456', now)).toEqual({ kind: 'refused', message: EMAIL_VERIFICATION_MESSAGES.emailChanged });
  });
});
