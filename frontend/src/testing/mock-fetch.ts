// Component tests answer fetch from a small route map. The API itself is covered by the HTTP tests
// in tests/api; here we only check what the screens do with its answers. Keys are URL prefixes,
// written with apiUrl (./api-url.ts) so tests name operations instead of paths.
import { vi } from 'vitest';

/**
 * A JSON answer, or with a non-JSON content type a file (the body sent as it is), as the API's
 * downloads answer.
 */
export interface MockResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A fixed answer, or one made per request (from its URL: a paged list answers the page asked for). */
export type MockAnswer = MockResponse | ((url: URL) => MockResponse);

export function mockResponse(answer: MockResponse): Response {
  const headers = { 'content-type': 'application/json', ...answer.headers };
  const json = headers['content-type'].includes('json');
  const body = answer.status === 204 ? null : json ? JSON.stringify(answer.body) : String(answer.body);
  return new Response(body, { status: answer.status, headers });
}

export function mockFetch(routes: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => `${url.pathname}${url.search}`.startsWith(prefix));
    const route = key === undefined ? { status: 404, body: { message: 'Not found.' } } : routes[key]!;
    return mockResponse(typeof route === 'function' ? route(url) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request URLs fetch was called with, for asserting on queries. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
}
