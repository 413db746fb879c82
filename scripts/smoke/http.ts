// The smoke test's requests: plain GETs as a browser would make them, each judged against what the
// contract or the SPA expects, turning a wrong answer into a SmokeFailure that says what came back.
import type * as z from 'zod';
import type { RouteContract } from '../../shared/contract/contract';
import { SmokeFailure } from './failure';

/**
 * WAF's common rule group (infra/constructs/waf.ts) blocks requests without a User-Agent; the
 * name also lets an operator find the smoke test's requests in the access logs.
 */
const USER_AGENT = 'marketplace-smoke (npm run smoke)';

export function get(url: string, signal: AbortSignal, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': USER_AGENT, ...headers }, signal });
}

/** The start of a body, enough to tell CloudFront's or API Gateway's error page from ours. */
async function bodyHint(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
  if (!text) return '';
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') return `: ${message}`;
  } catch {
    // Not JSON: the text itself, shortened.
  }
  return `: ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`;
}

export async function expectStatus(response: Response, expected: number, what: string): Promise<void> {
  if (response.status === expected) return;
  throw new SmokeFailure(`${what} answered ${response.status}, not ${expected}${await bodyHint(response)}`);
}

/** The route's success status as the contract declares it (200 unless it says otherwise). */
export const successStatus = (route: RouteContract) => route.status ?? 200;

/** The body read as JSON and checked against the route's response schema from the contract. */
export async function contractAnswer<S extends z.ZodType>(response: Response, schema: S, what: string): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SmokeFailure(`${what} answered ${response.headers.get('content-type') ?? 'no content type'}, not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [first, ...rest] = parsed.error.issues;
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw new SmokeFailure(`${what}'s answer breaks its contract: ${where}${first?.message ?? 'invalid'}${rest.length ? ` (and ${rest.length} more)` : ''}`);
}
