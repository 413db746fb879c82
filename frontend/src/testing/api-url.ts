// Tests name API operations, not paths: apiUrl('lookupZipCode', { zipCode: '43215' }) is the
// address the client asks for that call (/api/zip-codes/43215), built the way the client builds it
// (requestPath over the generated route table). mockFetch and mockBackend match their keys as URL
// prefixes, so a route without its parameters or query is a prefix for every call of it.
import type { OperationKey } from '../../../shared/contract/contract';
import { requestPath, type ApiInput } from '../lib/api/client';
import { API_ROUTES } from '../lib/api/routes.generated';

/** Path parameters and query fields, any of them left out (an absent parameter leaves its segment empty). */
export type UrlInput<K extends OperationKey> = Partial<Omit<ApiInput<K>, 'body'>>;

/** The request path of a call, e.g. /api/orders/r-1/k-2/extension-quote?endDate=2026-12-01. */
export function apiUrl<K extends OperationKey>(operation: K, input: UrlInput<K> = {}): string {
  return requestPath(API_ROUTES[operation].path, input as Record<string, unknown>);
}

/** A mockBackend key that answers only the route's method, e.g. POST /api/provider/listings. */
export function apiRoute<K extends OperationKey>(operation: K, input: UrlInput<K> = {}): string {
  return `${API_ROUTES[operation].method} ${apiUrl(operation, input)}`;
}

const templates = Object.values(API_ROUTES).map(
  (route) => new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]*')}(\\?|$)`),
);

/** Whether a requested URL (path, or full URL) is a call of the API, whichever route. */
export function isApiUrl(url: string): boolean {
  const { pathname, search } = new URL(url, 'http://localhost');
  return templates.some((template) => template.test(`${pathname}${search}`));
}
