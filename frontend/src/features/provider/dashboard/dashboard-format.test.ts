import { describe, expect, it } from 'vitest';
import { activityTime, axisDollars, sizeRows, statusRows } from './dashboard-format';

describe('dashboard format', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('says how long ago recent activity happened and dates older activity', () => {
    expect(activityTime('2026-11-23T11:59:30.000Z', now)).toBe('just now');
    expect(activityTime('2026-11-23T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(activityTime('2026-11-23T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(activityTime('2026-11-22T10:00:00.000Z', now)).toBe('yesterday');
    expect(activityTime('2026-11-19T10:00:00.000Z', now)).toBe('4 days ago');
    expect(activityTime('2026-11-01T10:00:00.000Z', now)).toBe('Nov 1, 2026');
    expect(activityTime('2026-11-23T12:00:05.000Z', now)).toBe('just now');
  });

  it('lists every status in order and sizes smallest first', () => {
    expect(statusRows({ active: 2, pending: 1 }).map((row) => `${row.label}:${row.count}`)).toEqual([
      'Pending:1',
      'Confirmed:0',
      'Approved:0',
      'Active:2',
      'Scheduled:0',
      'Delivered:0',
      'Pickup requested:0',
      'Picked up:0',
      'Completed:0',
      // Rejections are cancellations by the provider: counted under Cancelled.
      'Cancelled:0',
    ]);
    expect(sizeRows({ '40': 1, '10': 3, '8 ft': 1, '20': 2 })).toEqual([
      { label: '10 yd', count: 3 },
      { label: '20 yd', count: 2 },
      { label: '40 yd', count: 1 },
      { label: '8 ft', count: 1 },
    ]);
  });

  it('rounds axis amounts to whole dollars', () => {
    expect(axisDollars(125049)).toBe('$1,250');
    expect(axisDollars(0)).toBe('$0');
  });
});
