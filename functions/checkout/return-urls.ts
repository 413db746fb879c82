// Where the payment page sends the browser back to: the success page with the session id, or the
// checkout page with the order's query and payment=cancelled. The origin is the configured site
// URL, else the calling page's own origin, accepted only if it is a plain http(s) origin.
import { invalid } from '../platform/errors';

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export function siteOrigin(siteUrl: string | undefined, headers: Record<string, string>): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const candidate = headers.origin || (headers.host ? `${headers['x-forwarded-proto'] ?? 'http'}://${headers.host}` : '');
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === candidate.replace(/\/$/, '')) return url.origin;
  } catch {
    // Falls through to the refusal below.
  }
  throw invalid('The request has no valid Origin or Host to return the browser to');
}

export interface ReturnUrlOrder {
  providerId: string;
  size: number;
  startDate: string;
  endDate: string;
  zipCode: string;
  addOns: Record<string, boolean | undefined>;
}

export function returnUrls(origin: string, order: ReturnUrlOrder): { successUrl: string; cancelUrl: string } {
  const chosen = Object.entries(order.addOns)
    .filter(([, selected]) => selected)
    .map(([name]) => name);
  const query = new URLSearchParams({
    size: String(order.size),
    start: order.startDate,
    end: order.endDate,
    zip: order.zipCode,
    ...(chosen.length ? { addons: chosen.join(',') } : {}),
    payment: 'cancelled',
  });
  return {
    // The placeholder's braces must reach the payment provider unescaped.
    successUrl: `${origin}/checkout-success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${origin}/checkout/${encodeURIComponent(order.providerId)}?${query.toString()}`,
  };
}
