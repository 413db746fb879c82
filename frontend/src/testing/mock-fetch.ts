// Component tests answer fetch from a small route map. The API itself is covered by the HTTP tests
// in tests/api; here we only check what the screens do with its answers.
import { vi } from 'vitest';

export type MockAnswer = { status: number; body: unknown } | (() => { status: number; body: unknown });

export function mockFetch(routes: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => `${url.pathname}${url.search}`.startsWith(prefix));
    const route = key === undefined ? { status: 404, body: { message: 'Not found.' } } : routes[key]!;
    const answer = typeof route === 'function' ? route() : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request URLs fetch was called with, for asserting on queries. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
}
