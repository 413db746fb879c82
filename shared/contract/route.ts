// What a route of the API is: one declaration per route says how it is called (method, path, the
// zod schemas of its path parameters, query and body), what it answers (status and response schema,
// or a file), who may call it and how often. The server binds a handler to each by its operation
// key; the CDK API, the local gateway, IAM, the SPA's client and the OpenAPI document all read it.
import type * as z from 'zod';
import type { HttpRateLimit } from '../abuse-limits';

export const ACCESS_POLICIES = ['public', 'signedIn', 'customer', 'provider', 'operator', 'driver'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

/** One Lambda function per domain. */
export const DOMAINS = ['catalog', 'accounts', 'rentals', 'checkout', 'providers', 'operators', 'onboarding', 'financials', 'support', 'reviews', 'dispatch', 'drivers'] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  /** API Gateway path template, always under /api. */
  path: `/api/${string}`;
  policy: AccessPolicy;
  summary: string;
  /** Per-client abuse limit, enforced by the handler chain before the body is parsed (429 beyond it). */
  rateLimit?: HttpRateLimit;
  /** A public route that records who sent it when the sender is signed in (the SPA sends its token). */
  optionalCaller?: true;
  /**
   * 'form': a public form or code check that API Gateway throttles below the stage default across
   * all callers (infra/constructs/api.ts); a burst beyond a few a second is a script, not people.
   */
  gatewayThrottle?: 'form';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The operation reads the body as sent (a signature over its bytes, or a size check before
   * parsing); the chain neither parses nor validates it. `body`, if given, is what it parses it with.
   */
  rawBody?: true;
  /** The success status; 200 unless given. 204 answers no body. */
  status?: 200 | 201 | 204;
  /** The success body's schema (every JSON route has one). */
  response?: z.ZodType;
  /** A download instead of JSON: its content type. */
  file?: string;
}

export type DomainRoute<D extends Domain = Domain, K extends string = string> = RouteContract & { domain: D; operation: K };

/** Stamps each route of a domain's table with its domain and operation key. */
export function domainRoutes<D extends Domain, const R extends Record<string, RouteContract>>(
  domain: D,
  table: R,
): { [K in keyof R & string]: R[K] & { domain: D; operation: K } } {
  return Object.fromEntries(Object.entries(table).map(([operation, route]) => [operation, { ...route, domain, operation }])) as never;
}

/** API Gateway's route key, e.g. "GET /api/search". */
export const routeKey = (route: Pick<RouteContract, 'method' | 'path'>) => `${route.method} ${route.path}`;
