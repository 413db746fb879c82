// How a deployment tunes who the rate limits see, read once from the environment. Neither is set
// in AWS today; the limits themselves live in shared/abuse-limits.ts, never here.
import * as z from 'zod';

const settingsSchema = z.object({
  /**
   * Client IPs the limits never count (comma-separated). The throwaway local stacks the test suites
   * start set it to their own test client, 127.0.0.1 (scripts/local/local-stack.ts), so the suites
   * that post many contact requests, tickets and registrations keep working, while
   * tests/api/rate-limits.test.ts proves the real numbers from other loopback addresses.
   */
  RATE_LIMIT_EXEMPT_IPS: z.string().optional(),
  /**
   * A header carrying the viewer's address as "ip:port" (`cloudfront-viewer-address`), for a
   * deployment where every request reaches API Gateway through CloudFront and the source IP is
   * therefore CloudFront's. Unset: the source IP is the client.
   */
  RATE_LIMIT_VIEWER_ADDRESS_HEADER: z.string().trim().toLowerCase().optional(),
});

export interface RateLimitSettings {
  exemptIps: ReadonlySet<string>;
  viewerAddressHeader?: string;
}

export function rateLimitSettingsFrom(env: Record<string, string | undefined>): RateLimitSettings {
  const parsed = settingsSchema.parse(env);
  const exemptIps = new Set(
    (parsed.RATE_LIMIT_EXEMPT_IPS ?? '')
      .split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
  );
  return { exemptIps, ...(parsed.RATE_LIMIT_VIEWER_ADDRESS_HEADER ? { viewerAddressHeader: parsed.RATE_LIMIT_VIEWER_ADDRESS_HEADER } : {}) };
}
