// The functions' clock. Deployed, it is the system clock. On one machine the local stack's test
// clock can move it forward (POST /dev/clock, only on a stack started with testClock: a browser
// test living through the days of a rental); the offset is kept on globalThis so every copy of
// this module in the process reads the same one. Durations, rate limits and token expiry keep the
// system clock: only what the marketplace decides by date reads this one.
const OFFSET_KEY = Symbol.for('marketplace.clockOffsetMs');
const offsets = globalThis as unknown as Record<symbol, number | undefined>;

export const now = (): Date => new Date(Date.now() + (offsets[OFFSET_KEY] ?? 0));

/** Moves the clock forward by `ms` (the local stack's test clock); answers the new time. */
export function advanceClock(ms: number): Date {
  offsets[OFFSET_KEY] = (offsets[OFFSET_KEY] ?? 0) + ms;
  return now();
}
