// Text the API takes must be well-formed Unicode. JSON can carry a lone surrogate ("\ud800"), which
// is no character at all: encodeURIComponent throws on it (a payment session id became a URIError
// and a 500), and text stored with one is garbled wherever it is shown or sent. So every string of
// the path, the query and a JSON body (object keys included) is checked once, before validation and
// before any operation, and a malformed one is a 400 naming the field.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { MESSAGES } from '../../../shared/messages';
import { invalid } from '../errors';

/** In a `u` regex a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The dotted path of the first string (or key) in `value` that is not well-formed, or undefined. */
function malformedTextAt(value: unknown): string | undefined {
  // Iterative: a hostile body may nest thousands of levels deep.
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return path || '_';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: at(index) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return at(key);
        pending.push({ value: item, path: at(key) });
      }
    }
  }
  return undefined;
}

/** Refuses (400) a value holding text that is not well-formed; for a body an operation parses itself. */
export function assertWellFormedText(value: unknown): void {
  const field = malformedTextAt(value);
  if (field !== undefined) throw invalid(MESSAGES.textMalformed, { [field]: MESSAGES.textMalformed });
}

/** The chain's check of the path and query parameters and of a body it parsed from JSON. */
export const wellFormedText = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: async (request) => {
    const { pathParameters, queryStringParameters, body } = request.event as { pathParameters?: unknown; queryStringParameters?: unknown; body?: unknown };
    assertWellFormedText(pathParameters ?? {});
    assertWellFormedText(queryStringParameters ?? {});
    // A string body is one the chain did not parse (no body schema, or read raw by its operation).
    if (typeof body !== 'string') assertWellFormedText(body ?? {});
  },
});
