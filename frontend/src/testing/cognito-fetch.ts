// fetch is mocked: a stand-in for the Cognito endpoint next to the API routes of mock-fetch, so
// sign-in flows run end to end in jsdom (through Amplify Auth) without a network. It speaks
// Cognito's JSON protocol: POST to the endpoint, the operation in X-Amz-Target, JSON both ways,
// errors as 400 with `__type` (and X-Amzn-ErrorType). Tokens are JWT-shaped, as Amplify decodes
// them (unsigned here: Amplify reads claims, only the API verifies signatures).
import { vi } from 'vitest';
import { setConfigForTests } from '../lib/config';
import { mockResponse, type MockAnswer } from './mock-fetch';

const COGNITO_TEST_ENDPOINT = 'http://localhost/cognito/';
const CLIENT_ID = 'client-1';

export type CognitoAnswer = { status: number; body: unknown; headers?: Record<string, string> };
export type CognitoHandler = (body: Record<string, unknown>) => CognitoAnswer;

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token carrying `claims` (the signature is a placeholder). */
function jwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', kid: 'test' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/**
 * Cognito's answer to a sign-in or refresh: access and id tokens for user `sub` that expire
 * `expiresIn` seconds from now (negative: already expired). `origin_jti` is there because the
 * stack's app client revokes tokens (Amplify then revokes the refresh token on sign-out).
 */
export function signedInTokens(options: { sub?: string; expiresIn?: number; refreshToken?: string | null; label?: string } = {}) {
  const { sub = 'c-1', expiresIn = 3600, refreshToken = 'refresh-1', label = '1' } = options;
  const iat = Math.floor(Date.now() / 1000);
  const common = { sub, iat, exp: iat + expiresIn, auth_time: iat, origin_jti: `origin-${label}`, jti: `jti-${label}` };
  const result: Record<string, unknown> = {
    AccessToken: jwt({ ...common, token_use: 'access', client_id: CLIENT_ID, username: sub, scope: 'aws.cognito.signin.user.admin' }),
    IdToken: jwt({ ...common, token_use: 'id', aud: CLIENT_ID, 'cognito:username': sub }),
    ExpiresIn: expiresIn,
    TokenType: 'Bearer',
  };
  if (refreshToken) result.RefreshToken = refreshToken;
  return { AuthenticationResult: result };
}

export const TOKENS = signedInTokens();

/** The access token of an answer made by signedInTokens (what the API receives as the bearer). */
export function accessTokenOf(answer: ReturnType<typeof signedInTokens>): string {
  return answer.AuthenticationResult.AccessToken as string;
}

export function cognitoFailure(type: string, message = type): CognitoAnswer {
  return { status: 400, body: { __type: type, message }, headers: { 'x-amzn-errortype': type } };
}

/** Amplify's keys in localStorage for the app client (a session is stored when LastAuthUser is). */
export const amplifyKey = (name: string, username?: string) =>
  username === undefined ? `CognitoIdentityServiceProvider.${CLIENT_ID}.${name}` : `CognitoIdentityServiceProvider.${CLIENT_ID}.${username}.${name}`;

/** A session as Amplify stores it after a sign-in, e.g. one left by an earlier visit. */
export function storeSession(answer: ReturnType<typeof signedInTokens> = TOKENS, username = 'dana@example.com'): void {
  const result = answer.AuthenticationResult;
  localStorage.setItem(amplifyKey('LastAuthUser'), username);
  localStorage.setItem(amplifyKey('accessToken', username), result.AccessToken as string);
  localStorage.setItem(amplifyKey('idToken', username), result.IdToken as string);
  localStorage.setItem(amplifyKey('refreshToken', username), (result.RefreshToken as string | undefined) ?? 'refresh-1');
  localStorage.setItem(amplifyKey('clockDrift', username), '0');
}

export interface RecordedCall {
  url: string;
  operation?: string;
  body?: unknown;
  authorization?: string;
  method: string;
}

function cognitoAnswer(headers: Headers, method: string, handler: CognitoHandler | undefined, operation: string, body: Record<string, unknown> | undefined) {
  // What Cognito answers a request that is not its protocol.
  if (method !== 'POST' || headers.get('content-type') !== 'application/x-amz-json-1.1') {
    return cognitoFailure('SerializationException', 'Expected a JSON POST');
  }
  if (!operation) return cognitoFailure('UnknownOperationException');
  if (body === undefined) return cognitoFailure('SerializationException', 'Request body is not valid JSON');
  return handler ? handler(body) : cognitoFailure('InvalidAction', `No mock for ${operation}`);
}

export function mockBackend(api: Record<string, MockAnswer>, cognito: Record<string, CognitoHandler> = {}, options: { authFlow?: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' } = {}) {
  setConfigForTests({
    apiBaseUrl: '',
    cognitoEndpoint: COGNITO_TEST_ENDPOINT,
    userPoolId: 'us-east-1_TestPool',
    userPoolClientId: CLIENT_ID,
    // As the local stack's config; the SRP flow is Amplify's own.
    authFlow: options.authFlow ?? 'USER_PASSWORD_AUTH',
  });
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const headers = new Headers(init.headers);
    let body: Record<string, unknown> | undefined;
    try {
      body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    } catch {
      body = undefined;
    }
    const method = init.method ?? 'GET';
    if (url.href === COGNITO_TEST_ENDPOINT) {
      const [service, operation = ''] = (headers.get('x-amz-target') ?? '').split('.');
      const known = service === 'AWSCognitoIdentityProviderService' ? operation : '';
      calls.push({ url: url.href, operation: known, body, method });
      const answer = cognitoAnswer(headers, method, cognito[known], known, body);
      return mockResponse({ status: answer.status, body: answer.body, headers: { 'content-type': 'application/x-amz-json-1.1', ...answer.headers } });
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
    return mockResponse(typeof route === 'function' ? route(url) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
