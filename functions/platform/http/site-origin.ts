// The site's origin for links the marketplace sends out (payment return pages, registration links
// in e-mails): the configured site URL, else the calling page's own origin, accepted only if it
// is a plain http(s) origin.
import { invalid } from '../errors';

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
