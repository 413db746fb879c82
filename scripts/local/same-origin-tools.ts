// The gateway's own tools that change state (POST /dev/sms, /dev/functions/*, /dev/clock, DELETE
// /dev/dynamodb-requests, the payment sandbox's card form) exist only on this machine, and any web
// page the developer visits can make the browser post to them: a form or a text/plain fetch is
// sent without asking first, so a foreign page texted STOP from the developer's test number.
// A browser says who is asking: it sends Origin with every POST (Sec-Fetch-Site where it does
// not). Such a request is taken only from the gateway's own pages; a request that names no page at
// all (a terminal, npm run sms, a test) is no browser's and is taken as well.
import type { IncomingHttpHeaders } from 'node:http';

/** Methods that only read, which the tools' pages are loaded and refreshed with. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths of the tools (the API has its own defences: JSON bodies only, tokens). */
const TOOL_PREFIXES = ['/dev/', '/sandbox/'];

/** Sec-Fetch-Site values of requests a page of the site itself made, or the user typed. */
const OWN_SITE = new Set(['same-origin', 'none']);

/** Whether this request would change a tool's state on behalf of another site's page. */
export function isCrossSiteToolRequest(method: string, pathname: string, headers: IncomingHttpHeaders, ownOrigin: string): boolean {
  if (SAFE_METHODS.has(method) || !TOOL_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const origin = headers.origin;
  if (origin !== undefined) return origin !== ownOrigin;
  const site = headers['sec-fetch-site'];
  return typeof site === 'string' && !OWN_SITE.has(site.toLowerCase());
}
