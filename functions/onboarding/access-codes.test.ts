import { describe, expect, it } from 'vitest';
import { canonicalAccessCode } from '../../shared/schemas/onboarding';
import { accessCodeExpiry, newAccessCode } from './access-codes';

describe('newAccessCode', () => {
  it('makes 16 base32 characters in groups of four from 80 random bits', () => {
    expect(newAccessCode(() => Buffer.alloc(10, 0))).toBe('AAAA-AAAA-AAAA-AAAA');
    expect(newAccessCode(() => Buffer.alloc(10, 0xff))).toBe('7777-7777-7777-7777');
    const codes = new Set(Array.from({ length: 1000 }, () => newAccessCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  });

  it('reads a typed code in its canonical form', () => {
    expect(canonicalAccessCode(' k7qf 3mzb-xw2d9pla ')).toBe('K7QF-3MZB-XW2D-9PLA');
  });

  it('expires 14 days after issue', () => {
    expect(accessCodeExpiry(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });
});
