// A Cognito failure as the account screens read it: the service's exception name (or Amplify's
// name for a failure before any answer, e.g. 'NetworkError') and its message. Dependency-free, so
// the screens that word these failures do not load the Cognito client.
export class CognitoError extends Error {
  /** The exception name without its namespace, e.g. 'NotAuthorizedException'; 'NetworkError' offline. */
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'CognitoError';
    this.code = code;
  }
}

export function isCognitoError(error: unknown, code?: string): error is CognitoError {
  return error instanceof CognitoError && (code === undefined || error.code === code);
}
