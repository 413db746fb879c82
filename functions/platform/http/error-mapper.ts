// The one place where failures become HTTP answers: { message, fieldErrors? } with 400/401/403/404/409/422,
// 429 for a limit an operation keeps (with Retry-After), the chain's own 413/429 refusals (with
// their headers), and a logged 500 without internals for anything unexpected.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ZodError } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { DomainError, ERROR_STATUS, LimitReached } from '../errors';
import { logger } from '../logger';
import { HttpRefusal } from './refusal';
import { jsonResponse } from './response';

/** First message per field, keyed by the dotted path ("deliveryAddress.zipCode"). */
function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

function errorResponse(error: unknown): APIGatewayProxyResultV2 {
  if (error instanceof HttpRefusal) return jsonResponse(error.status, { message: error.message }, error.headers);
  if (error instanceof DomainError) {
    return jsonResponse(
      ERROR_STATUS[error.code],
      { message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
      error instanceof LimitReached ? { 'retry-after': String(error.retryAfterSeconds) } : undefined,
    );
  }
  if (error instanceof ZodError) {
    const fieldErrors = fieldErrorsOf(error);
    const first = Object.values(fieldErrors)[0];
    return jsonResponse(400, { message: first ?? MESSAGES.invalidRequest, fieldErrors });
  }
  // Errors raised by middy's own middlewares (e.g. a body that is not JSON) carry a statusCode.
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return jsonResponse(400, { message: MESSAGES.bodyNotJson });
  }
  logger.error('Unhandled error', error as Error);
  return jsonResponse(500, { message: MESSAGES.internal });
}

export const errorMapper = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  onError: async (request) => {
    const error = request.error;
    if (error instanceof ZodError) logger.info('Request refused', { fieldErrors: fieldErrorsOf(error) });
    else if (error instanceof DomainError) logger.info('Request refused', { code: error.code, error: error.message });
    else if (error instanceof HttpRefusal) logger.warn('Request refused', { status: error.status, error: error.message });
    request.response = errorResponse(request.error);
  },
});
