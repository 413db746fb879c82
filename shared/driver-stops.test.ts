import { describe, expect, it } from 'vitest';
import { canDoAtStop, inStopOrder, stopActions } from './driver-stops';

const job = (jobId: string, extra: { stop?: number; timeWindow?: '7-9 AM' | '10 AM-12 PM' | '2-4 PM'; createdAt?: string } = {}) => ({
  jobId,
  createdAt: extra.createdAt ?? '2026-11-20T10:00:00.000Z',
  ...(extra.stop ? { stop: extra.stop } : {}),
  ...(extra.timeWindow ? { timeWindow: extra.timeWindow } : {}),
});

describe('what a driver may do at a stop', () => {
  it('sets off from scheduled, then finishes the stop the way its kind is finished', () => {
    expect(stopActions({ kind: 'delivery', status: 'scheduled' })).toEqual(['on_the_way', 'delivered']);
    expect(stopActions({ kind: 'pickup', status: 'scheduled' })).toEqual(['on_the_way', 'picked_up']);
    expect(stopActions({ kind: 'swap', status: 'on_the_way' })).toEqual(['swapped']);
    expect(stopActions({ kind: 'delivery', status: 'done' })).toEqual([]);
    expect(stopActions({ kind: 'pickup', status: 'cancelled' })).toEqual([]);
  });

  it("refuses another kind's finish and a second start", () => {
    expect(canDoAtStop({ kind: 'delivery', status: 'scheduled' }, 'picked_up')).toBe(false);
    expect(canDoAtStop({ kind: 'swap', status: 'scheduled' }, 'delivered')).toBe(false);
    expect(canDoAtStop({ kind: 'delivery', status: 'on_the_way' }, 'on_the_way')).toBe(false);
  });
});

describe('the order of a driver’s stops', () => {
  it('numbers first, then unnumbered by time window (in the day’s order, not alphabetical), then as made', () => {
    const stops = [
      job('late-window', { timeWindow: '2-4 PM' }),
      job('no-window-b', { createdAt: '2026-11-20T12:00:00.000Z' }),
      job('second', { stop: 2 }),
      job('ten', { timeWindow: '10 AM-12 PM' }),
      job('first', { stop: 1 }),
      job('seven', { timeWindow: '7-9 AM' }),
      job('no-window-a', { createdAt: '2026-11-20T11:00:00.000Z' }),
    ];
    expect(inStopOrder(stops).map((stop) => stop.jobId)).toEqual(['first', 'second', 'seven', 'ten', 'late-window', 'no-window-a', 'no-window-b']);
  });
});
