// The sandbox's webhook retry schedule against Stripe's documented behaviour in live mode: the
// first attempt at once, then exponential backoff for up to three days.
import { describe, expect, it } from 'vitest';
import { retryPauseMs, WEBHOOK_RETRY_DELAYS_SECONDS } from './payment-sandbox-webhooks';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("the sandbox's webhook retry schedule", () => {
  it('waits a minute before the first retry, then doubles the pause up to twelve hours', () => {
    expect(WEBHOOK_RETRY_DELAYS_SECONDS.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32].map((minutes) => minutes * MINUTE));
    for (let i = 1; i < WEBHOOK_RETRY_DELAYS_SECONDS.length; i += 1) {
      const [before, pause] = [WEBHOOK_RETRY_DELAYS_SECONDS[i - 1]!, WEBHOOK_RETRY_DELAYS_SECONDS[i]!];
      expect(pause).toBe(Math.min(before * 2, 12 * HOUR));
    }
  });

  it('retries for up to three days, and no longer', () => {
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, pause) => sum + pause, 0);
    expect(total).toBeLessThanOrEqual(3 * DAY);
    // One more pause would pass the three days.
    expect(total + WEBHOOK_RETRY_DELAYS_SECONDS.at(-1)!).toBeGreaterThan(3 * DAY);
    expect(total).toBeGreaterThan(2 * DAY);
  });

  it('compresses every pause by the speed-up, and has none after the last retry', () => {
    expect(retryPauseMs(1, 1)).toBe(60_000);
    expect(retryPauseMs(1, 60)).toBe(1_000);
    expect(retryPauseMs(3, 60)).toBe(4_000);
    expect(retryPauseMs(WEBHOOK_RETRY_DELAYS_SECONDS.length, 1)).toBe(WEBHOOK_RETRY_DELAYS_SECONDS.at(-1)! * 1000);
    expect(retryPauseMs(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1, 1)).toBeUndefined();
  });
});
