// The one way the SPA talks to the API: `api.searchProviders({ zipCode })`. Each call is typed by
// its route in the contract (shared/contract): path parameters and query fields by name, the body as
// `body`, the answer as the route's response schema says. The route table comes from
// routes.generated.ts (made by `npm run openapi`), so no path is typed by hand and the schemas stay
// out of the production bundle; in development and tests every answer is checked against its
// route's response schema, so a drift between server and SPA fails loudly where it is made.
import type * as z from 'zod';
import type { Contract, OperationKey } from '../../../../shared/contract/contract';
import { MESSAGES } from '../../../../shared/messages';
import { ApiError } from '../api-error';
import { loadConfig } from '../config';
import { hasStoredSession } from '../stored-session';
import { API_ROUTES } from './routes.generated';

type Schema<K extends OperationKey, P extends string> = Contract[K] extends { [key in P]: infer S extends z.ZodType } ? S : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;

/** What a call takes: path parameters and query fields side by side, and the JSON body as `body`. */
export type ApiInput<K extends OperationKey> = InputOf<Schema<K, 'params'>> &
  InputOf<Schema<K, 'query'>> &
  (Schema<K, 'body'> extends z.ZodType ? { body: z.input<Schema<K, 'body'>> } : unknown);

/** A download: the bytes and the name the server gave the file. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

/** What a call answers: the route's response, a file, or nothing (204). */
type ApiOutput<K extends OperationKey> = Contract[K] extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : Contract[K] extends { file: string }
    ? DownloadedFile
    : void;

export interface CallOptions {
  signal?: AbortSignal;
}

type NeedsInput<K extends OperationKey> = Schema<K, 'params'> | Schema<K, 'query'> | Schema<K, 'body'> extends undefined ? false : true;

export type ApiCall<K extends OperationKey> =
  NeedsInput<K> extends true
    ? (input: ApiInput<K>, options?: CallOptions) => Promise<ApiOutput<K>>
    : (input?: Record<string, never>, options?: CallOptions) => Promise<ApiOutput<K>>;

type QueryValue = string | number | boolean | undefined | null;

/** The address of a call: path parameters filled in, the other fields as a canonical query string. */
export function requestPath(template: string, input: Record<string, unknown>): string {
  const used = new Set<string>();
  const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    used.add(name);
    return encodeURIComponent(String(input[name] ?? ''));
  });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'body' || used.has(key)) continue;
    // Empty values stay out, so cache keys and URLs are the same however the input was built.
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value as QueryValue));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: { message?: unknown; fieldErrors?: unknown } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (body && typeof body.message === 'string') {
    const fieldErrors =
      body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as Record<string, string>) : undefined;
    return new ApiError(body.message, response.status, fieldErrors);
  }
  return new ApiError(response.status === 404 ? MESSAGES.notFound : MESSAGES.internal, response.status);
}

/** In development and tests only: the answer must be what its route's schema says (loaded on demand). */
async function checkAnswer(operation: OperationKey, body: unknown): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { contract } = await import('../../../../shared/contract/contract');
  const schema = (contract[operation] as { response?: z.ZodType }).response;
  const checked = schema?.safeParse(body);
  if (checked && !checked.success) {
    console.error(`The answer of ${operation} breaks its contract`, checked.error.issues);
    throw new ApiError(MESSAGES.internal, 502);
  }
}

/** The session's access token, from Amplify (loaded only when a session is stored: a visitor's calls never load it). */
async function accessToken(clientId: string): Promise<string | undefined> {
  if (!hasStoredSession(clientId)) return undefined;
  return (await import('../cognito-auth')).currentAccessToken();
}

const filenameOf = (disposition: string | null) => /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1];

async function call(operation: OperationKey, input: Record<string, unknown> = {}, options: CallOptions = {}): Promise<unknown> {
  const route = API_ROUTES[operation];
  const { apiBaseUrl, userPoolClientId } = await loadConfig();
  const headers: Record<string, string> = { accept: 'application/json' };
  const body = 'body' in input ? JSON.stringify(input.body) : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = route.token ? await accessToken(userPoolClientId) : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${requestPath(route.path, input)}`, { method: route.method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Status 0 marks a network failure (offline, DNS, CORS) as opposed to an answer from the API.
    throw new ApiError(MESSAGES.internal, 0);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined;
  if ('file' in route) {
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) } satisfies DownloadedFile;
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiError(MESSAGES.internal, 502);
  }
  await checkAnswer(operation, answer);
  return answer;
}

export const api = Object.fromEntries(
  (Object.keys(API_ROUTES) as OperationKey[]).map((operation) => [
    operation,
    (input?: Record<string, unknown>, options?: CallOptions) => call(operation, input, options),
  ]),
) as unknown as { [K in OperationKey]: ApiCall<K> };
