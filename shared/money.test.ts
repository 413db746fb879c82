import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatUsd } from './money';

// The platform's own currency format is the reference the hand-written one must match exactly.
const reference = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

describe('formatUsd', () => {
  it('writes cents as US dollars', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(100000000)).toBe('$1,000,000.00');
    expect(formatUsd(-1500)).toBe('-$15.00');
  });

  it('matches the platform currency format for any amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatUsd(cents)).toBe(reference.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dollarsToCents', () => {
  it('rounds to the nearest cent', () => {
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(dollarsToCents(395)).toBe(39500);
  });
});
