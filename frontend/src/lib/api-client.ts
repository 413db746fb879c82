// The one way the SPA talks to the API: fetch, then parse the answer with the same zod schema the
// handler answers with, so a contract drift fails loudly here instead of rendering garbage. When
// signed in, calls carry the Cognito access token as a bearer token.
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { apiErrorSchema } from '../../../shared/schemas/api-error';
import { ApiError } from './api-error';
import { currentAccessToken } from './auth-tokens';
import { loadConfig } from './config';

type QueryValue = string | number | boolean | undefined | null;

/** Builds "/api/x?a=1" leaving out empty values, so cache keys and URLs stay canonical. */
export function apiPath(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(parsed.data.message, response.status, parsed.data.fieldErrors);
  return new ApiError(response.status === 404 ? MESSAGES.notFound : MESSAGES.internal, response.status);
}

interface RequestOptions {
  signal?: AbortSignal;
  /** Public calls (registration) go without the token. */
  anonymous?: boolean;
}

async function request(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const { apiBaseUrl } = await loadConfig();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = options.anonymous ? undefined : await currentAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Status 0 marks a network failure (offline, DNS, CORS) as opposed to an answer from the API.
    throw new ApiError(MESSAGES.internal, 0);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

async function parseWith<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(MESSAGES.internal, 502);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(MESSAGES.internal, 502);
  return parsed.data;
}

export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return parseWith(await request('GET', path, undefined, options), schema);
}

/** POST/PUT with a JSON body, answer parsed with the schema. */
export async function apiSend<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return parseWith(await request(method, path, body, options), schema);
}

/** DELETE (or any call) whose answer has no body worth reading (204). */
export async function apiDelete(path: string, options: RequestOptions = {}): Promise<void> {
  await request('DELETE', path, undefined, options);
}
