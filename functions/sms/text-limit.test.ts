import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateLimit } from '../../shared/abuse-limits';
import type { RateLimiter, TakeOptions } from '../platform/rate-limit/rate-limiter';
import { checkTextLimit, TEXT_LIMIT_REPLY } from './text-limit';

/** Counts like the DynamoDB limiter: with reportFirstRefusal the count stops at limit + 1. */
function memoryLimiter() {
  const counts = new Map<string, number>();
  const taken: string[] = [];
  const limiter: RateLimiter = {
    async take(limit: RateLimit, identity: string, options: TakeOptions = {}) {
      taken.push(identity);
      const ceiling = options.reportFirstRefusal ? limit.limit + 1 : limit.limit;
      const count = counts.get(identity) ?? 0;
      if (count >= ceiling) return { allowed: false, retryAfterSeconds: 60, firstRefusal: false };
      counts.set(identity, count + 1);
      return { allowed: count + 1 <= limit.limit, retryAfterSeconds: 60, firstRefusal: count + 1 === limit.limit + 1 };
    },
  };
  return { limiter, taken };
}

describe('inbound text limit', () => {
  it('answers the cap, then refuses once with the notice, then silently', async () => {
    const { limiter } = memoryLimiter();
    const outcomes = [];
    for (let i = 0; i < RATE_LIMITS.inboundTexts.limit + 3; i += 1) outcomes.push(await checkTextLimit(limiter, '+16145550100', 'hello'));
    expect(outcomes.slice(0, RATE_LIMITS.inboundTexts.limit).every((outcome) => outcome === 'allowed')).toBe(true);
    expect(outcomes.slice(RATE_LIMITS.inboundTexts.limit)).toEqual(['firstRefusal', 'refused', 'refused']);
    // Another number is not affected.
    expect(await checkTextLimit(limiter, '+16145550101', 'hello')).toBe('allowed');
  });

  it('never counts or refuses STOP', async () => {
    const { limiter, taken } = memoryLimiter();
    for (let i = 0; i < RATE_LIMITS.inboundTexts.limit + 2; i += 1) await checkTextLimit(limiter, '+16145550100', 'hi');
    expect(await checkTextLimit(limiter, '+16145550100', ' stop ')).toBe('allowed');
    expect(await checkTextLimit(limiter, '+16145550100', 'UNSUBSCRIBE')).toBe('allowed');
    expect(taken).toHaveLength(RATE_LIMITS.inboundTexts.limit + 2);
  });

  it('keeps the notice to one short text with a way forward', () => {
    expect(TEXT_LIMIT_REPLY.length).toBeLessThanOrEqual(160);
    expect(TEXT_LIMIT_REPLY).toContain('(614) 555-0142');
    expect(TEXT_LIMIT_REPLY).toContain('STOP');
  });
});
