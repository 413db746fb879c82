import { describe, expect, it } from 'vitest';
import { parseArguments } from './provider-selection';
import { ratingAggregatesOf } from './rebuild-ratings';

describe('rating aggregates', () => {
  it('counts and sums the visible reviews, leaving hidden ones out as hiding does', () => {
    expect(ratingAggregatesOf([])).toEqual({ reviewCount: 0, ratingSum: 0 });
    expect(
      ratingAggregatesOf([{ rating: 5 }, { rating: 3 }, { rating: 1, hiddenAt: '2026-11-02T10:00:00.000Z' }, { rating: 4 }]),
    ).toEqual({ reviewCount: 3, ratingSum: 12 });
  });

  it('takes providers by id or all of them, and a check that writes nothing', () => {
    expect(parseArguments(['--provider', 'p-1', '--provider', 'p-2'])).toEqual({ providers: ['p-1', 'p-2'], check: false });
    expect(parseArguments(['--all', '--check'])).toEqual({ providers: 'all', check: true });
    expect(() => parseArguments([])).toThrow(/--provider/);
  });
});
