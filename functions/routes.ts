// THE route table. The CDK stack builds API Gateway routes and authorizers from it, the local
// gateway dispatches from it, and the authorization tests walk it. Every route names its access
// policy; the type makes a route without one impossible.
export const ACCESS_POLICIES = ['public', 'signedIn', 'customer', 'provider', 'operator'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

/** One Lambda function per domain; each domain's index.ts maps operation names to handlers. */
export const DOMAINS = ['catalog', 'accounts'] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path template, always under /api. */
  path: `/api/${string}`;
  domain: Domain;
  operation: string;
  policy: AccessPolicy;
  summary: string;
}

export const routes = [
  {
    method: 'GET',
    path: '/api/zip-codes/{zipCode}',
    domain: 'catalog',
    operation: 'lookupZipCode',
    policy: 'public',
    summary: 'City, state and number of providers serving a ZIP code',
  },
  {
    method: 'GET',
    path: '/api/search',
    domain: 'catalog',
    operation: 'searchProviders',
    policy: 'public',
    summary: 'Providers serving a ZIP code with their prices, cheapest weekly total first',
  },
  {
    method: 'GET',
    path: '/api/listings/{listingId}',
    domain: 'catalog',
    operation: 'getListing',
    policy: 'public',
    summary: 'One dumpster listing with its provider',
  },
  {
    method: 'GET',
    path: '/api/me',
    domain: 'accounts',
    operation: 'getMe',
    policy: 'signedIn',
    summary: "The signed-in user's identity and role",
  },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type OperationsOf<D extends Domain> = Extract<Route, { domain: D }>['operation'];

/** API Gateway's route key, e.g. "GET /api/search". */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;

export function findRouteByKey(key: string): Route | undefined {
  return routes.find((route) => routeKey(route) === key);
}
