// Refusals the handler chain itself makes before any operation runs, with the status and headers
// HTTP gives them: 413 for a body over the size limit, 415 for a body that is not JSON, 429 (with
// Retry-After) over a rate limit.
// The error mapper answers them in the usual { message } shape.
import { MESSAGES, tooManyRequestsMessage } from '../../../shared/messages';

export class HttpRefusal extends Error {
  constructor(
    readonly status: 413 | 415 | 429,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpRefusal';
  }
}

export const requestTooLarge = () => new HttpRefusal(413, MESSAGES.requestTooLarge);

export const unsupportedMediaType = () => new HttpRefusal(415, MESSAGES.jsonBodyRequired);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpRefusal(429, tooManyRequestsMessage(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
