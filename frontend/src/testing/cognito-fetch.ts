// fetch is mocked: a stand-in for the Cognito endpoint (answers by X-Amz-Target operation) next
// to the API routes of mock-fetch, so sign-in flows run end to end in jsdom without a network.
import { vi } from 'vitest';
import { setConfigForTests } from '../lib/config';
import { mockResponse, type MockAnswer } from './mock-fetch';

const COGNITO_TEST_ENDPOINT = 'http://localhost/cognito/';

export type CognitoAnswer = { status: number; body: unknown };
export type CognitoHandler = (body: Record<string, unknown>) => CognitoAnswer;

export const TOKENS = {
  AuthenticationResult: { AccessToken: 'access-1', IdToken: 'id-1', RefreshToken: 'refresh-1', ExpiresIn: 3600 },
};

export function cognitoFailure(type: string, message = type): CognitoAnswer {
  return { status: 400, body: { __type: type, message } };
}

export interface RecordedCall {
  url: string;
  operation?: string;
  body?: unknown;
  authorization?: string;
  method: string;
}

export function mockBackend(api: Record<string, MockAnswer>, cognito: Record<string, CognitoHandler> = {}) {
  setConfigForTests({ apiBaseUrl: '', cognitoEndpoint: COGNITO_TEST_ENDPOINT, userPoolClientId: 'client-1' });
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const method = init.method ?? 'GET';
    if (url.href === COGNITO_TEST_ENDPOINT) {
      const operation = headers.get('x-amz-target')?.split('.').pop() ?? '';
      calls.push({ url: url.href, operation, body, method });
      const handler = cognito[operation];
      return mockResponse(handler ? handler(body ?? {}) : cognitoFailure('InvalidAction', `No mock for ${operation}`));
    }
    const path = `${url.pathname}${url.search}`;
    calls.push({ url: path, body, method, authorization: headers.get('authorization') ?? undefined });
    const key = Object.keys(api)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => {
        const [verb, route] = prefix.includes(' ') ? prefix.split(' ') : [undefined, prefix];
        return (!verb || verb === method) && path.startsWith(route!);
      });
    const route = key === undefined ? { status: 404, body: { message: 'Not found.' } } : api[key]!;
    return mockResponse(typeof route === 'function' ? route() : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
