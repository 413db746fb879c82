import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import { siteOrigin } from '../platform/http/site-origin';
import { readCheckoutAddOns, readRentalDays } from '../../shared/checkout-link';
import { matchesSecretHash } from '../platform/link-keys';
import { newReturnToken, returnUrls } from './return-urls';

describe('siteOrigin', () => {
  it('prefers the configured site URL', () => {
    expect(siteOrigin('https://dumpsters.example/some/path', { origin: 'https://evil.example' })).toBe('https://dumpsters.example');
  });

  it("takes the calling page's Origin, else the Host", () => {
    expect(siteOrigin(undefined, { origin: 'http://localhost:5173' })).toBe('http://localhost:5173');
    expect(siteOrigin(undefined, { host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(siteOrigin(undefined, { host: 'shop.example', 'x-forwarded-proto': 'https' })).toBe('https://shop.example');
  });

  it('refuses a missing or malformed origin', () => {
    for (const headers of [{}, { origin: 'javascript:alert(1)' }, { origin: 'https://a.example/path' }, { host: 'bad host' }]) {
      expect(() => siteOrigin(undefined, headers as Record<string, string>)).toThrow(DomainError);
    }
  });
});

describe('returnUrls', () => {
  const order = { providerId: 'p 1', size: 20, startDate: '2030-01-02', endDate: '2030-01-09', zipCode: '43215', rentalDays: 7, addOns: { drivewayProtection: true, cleanupService: false } };

  const token = 'a'.repeat(40);

  it('keeps the session placeholder unescaped in the success URL, beside the return token', () => {
    expect(returnUrls('https://site.example', order, token).successUrl).toBe(
      `https://site.example/checkout-success?session_id={CHECKOUT_SESSION_ID}&return_token=${token}`,
    );
  });

  it('returns to the checkout page with the order query and payment=cancelled', () => {
    const cancel = new URL(returnUrls('https://site.example', order, token).cancelUrl);
    expect(cancel.pathname).toBe('/checkout/p%201');
    expect(Object.fromEntries(cancel.searchParams)).toEqual({
      size: '20',
      start: '2030-01-02',
      end: '2030-01-09',
      zip: '43215',
      days: '7',
      addons: 'drivewayProtection',
      payment: 'cancelled',
    });
  });

  it('is read back by the checkout page as the same add-ons and length', () => {
    const cancel = new URL(
      returnUrls('https://site.example', { ...order, rentalDays: 14, addOns: { permitPulling: true, sameDayDelivery: true } }, token).cancelUrl,
    );
    expect(readCheckoutAddOns(cancel.searchParams.get('addons'))).toEqual({ sameDayDelivery: true, permitPulling: true });
    expect(readRentalDays(cancel.searchParams.get('days'))).toBe(14);
  });
});

describe('newReturnToken', () => {
  it('is 160 random bits, a new one each time, kept only as its SHA-256', () => {
    const first = newReturnToken();
    const second = newReturnToken();
    expect(first.token).toMatch(/^[0-9a-f]{40}$/);
    expect(second.token).not.toBe(first.token);
    expect(first.hash).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(first.hash).not.toContain(first.token);
    expect(matchesSecretHash(first.hash, first.token)).toBe(true);
    expect(matchesSecretHash(first.hash, second.token)).toBe(false);
    expect(matchesSecretHash(undefined, first.token)).toBe(false);
  });
});
