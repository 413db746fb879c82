// The per-number cap on inbound texts (RATE_LIMITS.inboundTexts). Over it, the number gets one
// short reply saying we are pausing, then silence until the window ends, as SMS products do: a
// reply to every text of a flood costs a fee per message, feeds auto-responder loops (two bots
// answering each other) and can be used to pump texts at a number (toll fraud), while total
// silence would leave a real person guessing. STOP is never limited: carriers require every
// opt-out to be honoured and confirmed, and an opted-out number is not answered anyway.
import { RATE_LIMITS } from '../../shared/abuse-limits';
import { SITE_CONTACT } from '../../shared/constants';
import type { RateLimitDecision, RateLimiter } from '../platform/rate-limit/rate-limiter';
import { keywordOf } from './text-readers';

export const TEXT_LIMIT_REPLY = `${SITE_CONTACT.name}: you have sent us a lot of texts, so we are pausing our replies for up to an hour. Need help now? Call ${SITE_CONTACT.phone}. Reply STOP to opt out.`;

export type TextLimitOutcome = 'allowed' | 'firstRefusal' | 'refused';

/** Counts an inbound text against its number's cap; STOP is never counted or refused. */
export async function checkTextLimit(limiter: RateLimiter, phoneNumber: string, text: string): Promise<TextLimitOutcome> {
  if (keywordOf(text) === 'stop') return 'allowed';
  const decision: RateLimitDecision = await limiter.take(RATE_LIMITS.inboundTexts, phoneNumber, { reportFirstRefusal: true });
  if (decision.allowed) return 'allowed';
  return decision.firstRefusal ? 'firstRefusal' : 'refused';
}
