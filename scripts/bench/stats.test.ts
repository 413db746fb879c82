import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats';

describe('benchmark statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
  });

  it('summarizes unsorted samples', () => {
    expect(summarize([30, 10, 20])).toMatchObject({ samples: 3, p50: 20, p95: 30, mean: 20 });
  });
});
