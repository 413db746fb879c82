// The chain's rate limit: for a route that declares `rateLimit` in the route table, one atomic
// counter per client and window (functions/platform/rate-limit), taken after the route and its
// policy are known and before the body is parsed, so a refused request costs one conditional
// UpdateItem that writes nothing, and no operation runs. Over the limit: 429 with Retry-After.
//
// The client is the source IP ('ip'), or the signed-in user and else the IP ('caller'). Clients in
// RATE_LIMIT_EXEMPT_IPS are not counted at all. If the counter cannot be read (DynamoDB failing),
// the request goes through and the failure is logged: an abuse limit must not take the form down.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpRateLimit } from '../../../shared/abuse-limits';
import type { RouteContract } from '../../../shared/contract/contract';
import { logger } from '../logger';
import type { RateLimitDecision, RateLimiter } from '../rate-limit/rate-limiter';
import type { RateLimitSettings } from '../rate-limit/settings';
import { clientIpOf } from '../rate-limit/window';
import type { Caller } from './caller';
import { tooManyRequests } from './refusal';

const rateLimitOf = (route: RouteContract): HttpRateLimit | undefined => route.rateLimit;

/** Whose count a request adds to: null when the client is exempt. */
export function rateLimitIdentity(
  limit: HttpRateLimit,
  event: APIGatewayProxyEventV2,
  caller: Caller | null,
  settings: RateLimitSettings,
): string | null {
  return clientIdentity(event, limit.per === 'caller' ? caller : null, settings);
}

/**
 * The client as the per-client limits count it: the signed-in user (when given), else the source IP;
 * null when the client is exempt. Operations that keep a limit of their own (the unpaid checkouts of
 * functions/availability/hold-limits.ts) get it as their input's `client`.
 */
export function clientIdentity(event: APIGatewayProxyEventV2, caller: Caller | null, settings: RateLimitSettings): string | null {
  const ip = clientIpOf(event, settings.viewerAddressHeader);
  if (settings.exemptIps.has(ip)) return null;
  return caller ? `user:${caller.userId}` : `ip:${ip}`;
}

export interface RateLimitDeps {
  limiter: () => RateLimiter;
  settings: () => RateLimitSettings;
}

/** Throws the 429 refusal when the request is over its route's limit. */
export async function enforceRateLimit(
  route: RouteContract,
  event: APIGatewayProxyEventV2,
  caller: Caller | null,
  deps: RateLimitDeps,
): Promise<void> {
  const limit = rateLimitOf(route);
  if (!limit) return;
  const identity = rateLimitIdentity(limit, event, caller, deps.settings());
  if (identity === null) return;
  let decision: RateLimitDecision;
  try {
    decision = await deps.limiter().take(limit, identity);
  } catch (error) {
    logger.error('Rate limit not checked; request let through', { limit: limit.name, error: error as Error });
    return;
  }
  if (!decision.allowed) {
    logger.warn('Rate limit reached', { limit: limit.name, per: limit.per, retryAfterSeconds: decision.retryAfterSeconds });
    throw tooManyRequests(decision.retryAfterSeconds);
  }
}
