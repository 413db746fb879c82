// Errors are values with codes. Services throw them; the HTTP error mapper is the one place that
// turns a code into a status.
export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  gone: 410,
  tooManyRequests: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError('invalid', message, fieldErrors);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('notFound', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) => new DomainError('conflict', message, fieldErrors);
export const unprocessable = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError('unprocessable', message, fieldErrors);
export const gone = (message: string) => new DomainError('gone', message);

/** Over a per-client limit an operation keeps itself (unpaid checkouts): 429, with when to try again. */
export class LimitReached extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('tooManyRequests', message);
    this.name = 'LimitReached';
  }
}
