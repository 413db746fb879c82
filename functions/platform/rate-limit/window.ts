// The pure parts of rate limiting: the fixed window a moment falls in, the Retry-After a refusal
// announces, the counter's table key, and who the client is.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RateLimit } from '../../../shared/abuse-limits';

export interface FixedWindow {
  /** Epoch seconds, inclusive. */
  startSeconds: number;
  /** Epoch seconds, exclusive: the next window starts here. */
  endSeconds: number;
}

/** The window `now` falls in: windows are aligned to the epoch, `windowSeconds` long. */
export function fixedWindow(now: Date, windowSeconds: number): FixedWindow {
  if (!Number.isInteger(windowSeconds) || windowSeconds <= 0) throw new Error(`Invalid rate-limit window: ${windowSeconds}`);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const startSeconds = nowSeconds - (nowSeconds % windowSeconds);
  return { startSeconds, endSeconds: startSeconds + windowSeconds };
}

/** Whole seconds until the window ends (at least 1): the refusal's Retry-After. */
export function retryAfterSeconds(window: FixedWindow, now: Date): number {
  return Math.max(1, Math.ceil(window.endSeconds - now.getTime() / 1000));
}

/**
 * Partition key prefix of every counter. Entity keys start with `$marketplace` (functions/platform/data/keys.ts), so a counter can
 * never collide with an entity's item, and `begins_with(pk, '$ratelimit#')` finds them all.
 */
export const RATE_LIMIT_KEY_PREFIX = '$ratelimit#';

/** The counter item of one limit, one client and one window. */
export function counterKey(limit: Pick<RateLimit, 'name'>, identity: string, window: FixedWindow): { pk: string; sk: string } {
  return { pk: `${RATE_LIMIT_KEY_PREFIX}${limit.name}#${encodeURIComponent(identity)}`, sk: `window#${window.startSeconds}` };
}

/**
 * The client's IP address: API Gateway's source IP, or, when the deployment names a header that
 * carries the viewer's address (behind CloudFront, whose own address is then the source IP), the
 * address in that header: "ip:port" as CloudFront-Viewer-Address writes it, or the IP alone (IPv6
 * in brackets) as the marketplace's CloudFront function writes x-viewer-address.
 */
export function clientIpOf(event: APIGatewayProxyEventV2, viewerAddressHeader?: string): string {
  if (viewerAddressHeader) {
    const value = event.headers?.[viewerAddressHeader.toLowerCase()]?.split(',')[0]?.trim();
    if (value) return ipOfViewerAddress(value);
  }
  return event.requestContext?.http?.sourceIp || 'unknown';
}

/**
 * The IP of a viewer address as CloudFront-Viewer-Address writes it, always with a port:
 * "203.0.113.7:46532" -> "203.0.113.7", "2001:db8::1:46532" -> "2001:db8::1" ("[2001:db8::1]:443" too).
 */
export function ipOfViewerAddress(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const colons = address.split(':').length - 1;
  if (colons === 0) return address;
  const cut = address.lastIndexOf(':');
  // One colon: IPv4 and its port; more: IPv6 and its port as the last group.
  return /^\d+$/.test(address.slice(cut + 1)) ? address.slice(0, cut) : address;
}
