// Turns a local HTTP request into the API Gateway HTTP API (payload 2.0) event a Lambda receives
// in AWS: same route key, path parameters, query, headers and authorizer claims.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeKey, routes, type Route } from '../../shared/contract/contract';

const matchers = routes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
});

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

/** Finds the route for a method and path, as API Gateway's router would; null means 404. */
export function matchRoute(method: string, pathname: string): RouteMatch | null {
  for (const { route, names, regex } of matchers) {
    if (route.method !== method) continue;
    const found = regex.exec(pathname);
    if (!found) continue;
    const pathParameters: Record<string, string> = {};
    try {
      names.forEach((name, index) => {
        pathParameters[name] = decodeURIComponent(found[index + 1]);
      });
    } catch {
      // Malformed percent-encoding ("%E0%A4%A"): no route matches, as API Gateway refuses it.
      return null;
    }
    return { route, pathParameters };
  }
  return null;
}

/** API Gateway hands claims to the function as strings, arrays flattened to "[a b]". */
export function flattenClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

export interface LocalRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

export function toApiEvent(request: LocalRequest, match: RouteMatch, claims: Record<string, unknown> | null): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') cookies.push(...String(value).split(/;\s*/));
    else headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // API Gateway joins repeated query parameters with commas.
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const textual = /json|text|x-www-form-urlencoded|xml/.test(contentType) || request.body.length === 0;
  const now = new Date();
  const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: unknown } } = {
    version: '2.0',
    routeKey: routeKey(match.route),
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    headers,
    ...(cookies.length ? { cookies } : {}),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    ...(request.body.length ? { body: textual ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: !textual,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      requestId: randomUUID(),
      routeKey: routeKey(match.route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      ...(claims ? { authorizer: { jwt: { claims: flattenClaims(claims), scopes: null } } } : {}),
    },
  };
  return event;
}
