import { describe, expect, it } from 'vitest';
import { calendarDateIn, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('finds the instant of a New York wall-clock time in winter and summer', () => {
    expect(zonedInstant('2026-01-15', 15, 0, 'America/New_York').toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(zonedInstant('2026-06-15', 15, 0, 'America/New_York').toISOString()).toBe('2026-06-15T19:00:00.000Z');
    // The Friday before the November 2026 change back to standard time (Nov 1).
    expect(zonedInstant('2026-10-30', 15, 0, 'America/New_York').toISOString()).toBe('2026-10-30T19:00:00.000Z');
    expect(zonedInstant('2026-11-02', 15, 0, 'America/New_York').toISOString()).toBe('2026-11-02T20:00:00.000Z');
  });

  it('reads the calendar date in a zone', () => {
    expect(calendarDateIn(new Date('2026-11-23T03:00:00Z'), 'America/New_York')).toBe('2026-11-22');
    expect(calendarDateIn(new Date('2026-11-23T03:00:00Z'), 'UTC')).toBe('2026-11-23');
  });
});
