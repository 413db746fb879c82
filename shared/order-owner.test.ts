import { describe, expect, it } from 'vitest';
import { belongsToNoAccount, claimVerdict, emailOwner, orderLinkOwner, ownerEmail } from './order-owner';

const at = '2030-01-02T03:04:05.000Z';
const customer = (email: string, verified?: string) => ({ customerId: 'c-1', email, ...(verified ? { emailVerified: { email: verified, at } } : {}) });

describe('orderLinkOwner', () => {
  it("is a guest's e-mail as typed, in one spelling; a texter's phone; or the account", () => {
    expect(orderLinkOwner({ customerId: 'guest-1', customerEmail: ' Jo@Example.com ' })).toBe('email:jo@example.com');
    expect(orderLinkOwner({ customerId: 'sms-16145550100', customerEmail: '' })).toBe('phone:+16145550100');
    expect(orderLinkOwner({ customerId: 'c-1', customerEmail: 'jo@example.com' })).toBe('account:c-1');
    expect(ownerEmail(emailOwner('JO@example.com'))).toBe('jo@example.com');
    expect(ownerEmail('phone:+16145550100')).toBeUndefined();
  });

  it("knows a guest's and a texter's orders from an account's", () => {
    expect(belongsToNoAccount('guest-1')).toBe(true);
    expect(belongsToNoAccount('sms-16145550100')).toBe(true);
    expect(belongsToNoAccount('c-1')).toBe(false);
  });
});

describe('claimVerdict', () => {
  it("lets a guest's order join only the account whose verified e-mail is the order's", () => {
    expect(claimVerdict('email:jo@example.com', customer('Jo@example.com', 'jo@example.com'))).toBe('claimable');
    expect(claimVerdict('email:jo@example.com', customer('jo@example.com'))).toBe('verifyEmail');
    expect(claimVerdict('email:jo@example.com', customer('sam@example.com', 'sam@example.com'))).toBe('otherEmail');
    expect(claimVerdict('email:jo@example.com', customer('sam@example.com'))).toBe('otherEmail');
    // Verified once, then the address changed: unverified again.
    expect(claimVerdict('email:jo@example.com', customer('jo@example.com', 'old@example.com'))).toBe('verifyEmail');
  });

  it("lets a texter's order join the account that opens its link, whatever its e-mail", () => {
    expect(claimVerdict('phone:+16145550100', customer('sam@example.com'))).toBe('claimable');
  });

  it("keeps an account's order on it", () => {
    expect(claimVerdict('account:c-1', customer('jo@example.com', 'jo@example.com'))).toBe('mine');
    expect(claimVerdict('account:c-2', customer('jo@example.com', 'jo@example.com'))).toBe('otherAccount');
    expect(claimVerdict('unknown', customer('jo@example.com', 'jo@example.com'))).toBe('otherAccount');
  });
});
