// The chain's body size limit: a body over MAX_JSON_BODY_BYTES is refused with 413 before anything
// parses it (the API takes JSON only; files go straight to S3 through presigned POSTs).
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { MAX_JSON_BODY_BYTES } from '../../../shared/abuse-limits';
import { requestTooLarge } from './refusal';

/** The body's size in bytes as the client sent it (a base64 body is measured decoded, without decoding it). */
export function bodyByteLength(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): number {
  if (typeof event.body !== 'string') return 0;
  return Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

export const bodySizeLimit = (
  maxBytes = MAX_JSON_BODY_BYTES,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: async (request) => {
    if (bodyByteLength(request.event) > maxBytes) throw requestTooLarge();
  },
});
