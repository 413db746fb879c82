// The error every API call throws: the server's message (already in the spec's wording), the HTTP
// status (0 for a network failure) and per-field messages. Kept free of zod so the first route can
// branch on errors without loading the schema library.
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(message: string, status: number, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
