import { describe, expect, it } from 'vitest';
import { addMonths, financialDate, periodRange, previousRange, rangeBuckets } from './financial-periods';

describe('periods', () => {
  it('reads today on the Pacific clock', () => {
    expect(financialDate(new Date('2026-03-16T06:59:00Z'))).toBe('2026-03-15');
    expect(financialDate(new Date('2026-03-16T07:00:00Z'))).toBe('2026-03-16');
  });

  it.each([
    ['week', { from: '2026-05-14', to: '2026-05-20' }, { from: '2026-05-07', to: '2026-05-13' }],
    ['month', { from: '2026-05-01', to: '2026-05-20' }, { from: '2026-04-01', to: '2026-04-20' }],
    ['quarter', { from: '2026-04-01', to: '2026-05-20' }, { from: '2026-01-01', to: '2026-02-20' }],
    ['year', { from: '2025-05-21', to: '2026-05-20' }, { from: '2024-05-21', to: '2025-05-20' }],
    ['ytd', { from: '2026-01-01', to: '2026-05-20' }, { from: '2025-01-01', to: '2025-05-20' }],
    ['last_year', { from: '2025-01-01', to: '2025-12-31' }, { from: '2024-01-01', to: '2024-12-31' }],
  ] as const)('%s: its range and the previous equivalent one', (period, range, previous) => {
    expect(periodRange(period, '2026-05-20')).toEqual(range);
    expect(previousRange(period, range)).toEqual(previous);
  });

  it('takes a custom range as given, the previous one being the same number of days before', () => {
    const range = periodRange('custom', '2026-05-20', { from: '2026-01-10', to: '2026-01-19' });
    expect(previousRange('custom', range)).toEqual({ from: '2025-12-31', to: '2026-01-09' });
  });

  it('clips the previous month to its last day (March 31 → February 28)', () => {
    expect(previousRange('month', { from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('buckets by day, by Monday week or by month, covering the range exactly', () => {
    expect(rangeBuckets({ from: '2026-05-14', to: '2026-05-20' }).map((bucket) => bucket.start)).toEqual([
      '2026-05-14', '2026-05-15', '2026-05-16', '2026-05-17', '2026-05-18', '2026-05-19', '2026-05-20',
    ]);
    const weeks = rangeBuckets({ from: '2026-04-01', to: '2026-05-20' });
    expect(weeks[0]).toEqual({ start: '2026-04-01', end: '2026-04-05', label: 'Week of Mar 30' });
    expect(weeks.at(-1)).toEqual({ start: '2026-05-18', end: '2026-05-20', label: 'Week of May 18' });
    const months = rangeBuckets({ from: '2025-05-21', to: '2026-05-20' });
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ start: '2025-05-21', end: '2025-05-31', label: 'May 2025' });
    expect(months.at(-1)).toEqual({ start: '2026-05-01', end: '2026-05-20', label: 'May 2026' });
  });
});
