import { describe, expect, it } from 'vitest';
import { compareBoardJobs, isDriversDay, nextStop } from './stops';

const day = [
  { jobId: 'a', driverId: 'd1', stop: 1 },
  { jobId: 'b', driverId: 'd1', stop: 4 },
  { jobId: 'c', driverId: 'd2', stop: 7 },
  { jobId: 'd' },
  { jobId: 'e', driverId: 'd1' },
];

describe('stops', () => {
  it('puts an assigned job after every stop the driver has that day', () => {
    expect(nextStop(day, 'd1')).toBe(5);
    expect(nextStop(day, 'd3')).toBe(1);
  });

  it("accepts a reorder only of exactly the driver's jobs of the day, each once", () => {
    expect(isDriversDay(day, 'd1', ['e', 'b', 'a'])).toBe(true);
    expect(isDriversDay(day, 'd1', ['a', 'b'])).toBe(false);
    expect(isDriversDay(day, 'd1', ['a', 'b', 'e', 'c'])).toBe(false);
    expect(isDriversDay(day, 'd1', ['a', 'b', 'b'])).toBe(false);
    expect(isDriversDay(day, 'd2', ['d'])).toBe(false);
  });

  it('lists by day, unassigned first, then by driver and stop, unnumbered stops last, then by window', () => {
    const jobs = [
      { jobId: 'x', date: '2026-12-02' },
      { jobId: 'y', date: '2026-12-01', driverId: 'd1', stop: 2 },
      { jobId: 'z', date: '2026-12-01', driverId: 'd1' },
      { jobId: 'w', date: '2026-12-01', driverId: 'd1', stop: 1 },
      { jobId: 'v', date: '2026-12-01', timeWindow: '1-3 PM' as const },
      { jobId: 'u', date: '2026-12-01', timeWindow: '8-10 AM' as const },
    ];
    expect([...jobs].sort(compareBoardJobs).map((job) => job.jobId)).toEqual(['u', 'v', 'w', 'y', 'z', 'x']);
  });
});
