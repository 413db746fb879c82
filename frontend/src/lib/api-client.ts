// The one way the SPA talks to the API: fetch, then parse the answer with the same zod schema the
// handler answers with, so a contract drift fails loudly here instead of rendering garbage.
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { apiErrorSchema } from '../../../shared/schemas/api-error';
import { ApiError } from './api-error';
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

export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: { signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  const { apiBaseUrl } = await loadConfig();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Status 0 marks a network failure (offline, DNS, CORS) as opposed to an answer from the API.
    throw new ApiError(MESSAGES.internal, 0);
  }
  if (!response.ok) throw await errorFrom(response);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(MESSAGES.internal, 502);
  return parsed.data;
}
