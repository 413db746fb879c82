import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES, emailCodeSchema, maskedEmail, sameEmail, verifiedEmailOf } from './email-verification';

describe('verifiedEmailOf', () => {
  const at = '2030-01-02T03:04:05.000Z';

  it("is the profile's e-mail while that is the address verified, case and spaces aside", () => {
    expect(verifiedEmailOf({ email: 'Jo@Example.com', emailVerified: { email: 'jo@example.com ', at } } as never)).toBe('jo@example.com');
  });

  it('is nothing for a profile never verified, or whose e-mail changed since', () => {
    expect(verifiedEmailOf({ email: 'jo@example.com' })).toBeUndefined();
    expect(verifiedEmailOf({ email: 'new@example.com', emailVerified: { email: 'jo@example.com' } })).toBeUndefined();
  });
});

describe('maskedEmail', () => {
  it('keeps the first character and the domain, never the whole address', () => {
    expect(maskedEmail('Jordan.Miller@Example.com')).toBe('j***@example.com');
    expect(maskedEmail('a@b.co')).toBe('a***@b.co');
    expect(maskedEmail('not an address')).toBe('***');
    expect(maskedEmail('@example.com')).toBe('***');
  });
});

describe('sameEmail', () => {
  it('compares mailboxes, not spellings', () => {
    expect(sameEmail(' Jo@Example.COM', 'jo@example.com')).toBe(true);
    expect(sameEmail('jo@example.com', 'jo@example.org')).toBe(false);
  });
});

describe('emailCodeSchema', () => {
  it('takes six digits as typed, spaces around them aside', () => {
    expect(emailCodeSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', '12a456', '']) {
      const parsed = emailCodeSchema.safeParse({ code });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(EMAIL_VERIFICATION_MESSAGES.codeFormat);
    }
  });

  it('says how many tries are left, and when none are', () => {
    expect(EMAIL_VERIFICATION_MESSAGES.codeWrong(2)).toBe('That code is not right. 2 tries left.');
    expect(EMAIL_VERIFICATION_MESSAGES.codeWrong(1)).toBe('That code is not right. 1 try left.');
    expect(EMAIL_VERIFICATION_MESSAGES.codeWrong(0)).toMatch(/Ask for a new code/);
  });
});
