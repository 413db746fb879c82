// The API takes JSON bodies only. A browser sends a form post, or a fetch with a text/plain,
// urlencoded or multipart body, to any site without asking it first (a "simple" request needs no
// CORS preflight), so any web page could make its visitors' browsers file support tickets or
// provider requests. application/json needs a preflight, which the API never grants another site:
// refusing every other type closes that door. Checked before anything reads or parses the body,
// on every route (the payment webhook's raw body included: Stripe sends application/json).
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { unsupportedMediaType } from './refusal';

/** application/json, with at most a UTF-8 charset (JSON is UTF-8: RFC 8259), in any letter case. */
const JSON_CONTENT_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*(?:utf-8|"utf-8")\s*)?$/i;

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_CONTENT_TYPE.test(contentType.trim());
}

function contentTypeOf(event: APIGatewayProxyEventV2): string | undefined {
  const headers = event.headers ?? {};
  const name = Object.keys(headers).find((header) => header.toLowerCase() === 'content-type');
  return name ? headers[name] : undefined;
}

/** 415 for a request that carries a body of any type but JSON; a request without a body passes. */
export const jsonBodiesOnly = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: async (request) => {
    const { body } = request.event;
    if (typeof body === 'string' && body.length > 0 && !isJsonContentType(contentTypeOf(request.event))) throw unsupportedMediaType();
  },
});
