// A small Cognito user-pool client over fetch: the handful of public (unsigned) operations the SPA
// needs, without the weight of an SDK in the first route. Requests are the service's JSON protocol;
// failures become CognitoError values carrying the service's exception name.
import { loadConfig, type RuntimeConfig } from './config';

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

export interface CognitoTokens {
  accessToken: string;
  idToken: string;
  /** Absent on a refresh: Cognito keeps the refresh token it already issued. */
  refreshToken?: string;
  expiresInSeconds: number;
}

/** Reads an error body: `__type` may carry a namespace ('aws.cognito#NotAuthorizedException'). */
export function parseCognitoError(status: number, body: unknown): CognitoError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rawType = typeof record.__type === 'string' ? record.__type : typeof record.code === 'string' ? record.code : '';
  const code = rawType.split('#').pop()?.split(':')[0]?.trim() || `Http${status}`;
  const message =
    typeof record.message === 'string' ? record.message : typeof record.Message === 'string' ? record.Message : code;
  return new CognitoError(code, message);
}

/** Where the stage's Cognito answers: the config names it (the emulator locally); a config without it, the region's. */
export function cognitoEndpointOf(config: Pick<RuntimeConfig, 'cognitoEndpoint' | 'region'>): string {
  return config.cognitoEndpoint || `https://cognito-idp.${config.region}.amazonaws.com/`;
}

async function call(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const config = await loadConfig();
  let response: Response;
  try {
    response = await fetch(cognitoEndpointOf(config), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CognitoError('NetworkError', 'The sign-in service could not be reached.');
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = {};
  }
  if (!response.ok) throw parseCognitoError(response.status, answer);
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
}

function tokensFrom(answer: Record<string, unknown>): CognitoTokens {
  const result = answer.AuthenticationResult as Record<string, unknown> | undefined;
  if (!result || typeof result.AccessToken !== 'string' || typeof result.IdToken !== 'string') {
    // A challenge (e.g. NEW_PASSWORD_REQUIRED) instead of tokens: this SPA offers no such step.
    const challenge = typeof answer.ChallengeName === 'string' ? answer.ChallengeName : 'NoTokens';
    throw new CognitoError(challenge, 'Sign-in needs a step this site does not support.');
  }
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: typeof result.RefreshToken === 'string' ? result.RefreshToken : undefined,
    expiresInSeconds: typeof result.ExpiresIn === 'number' ? result.ExpiresIn : 3600,
  };
}

async function clientId(): Promise<string> {
  return (await loadConfig()).userPoolClientId;
}

export async function signInWithPassword(email: string, password: string): Promise<CognitoTokens> {
  const answer = await call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: await clientId(),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return tokensFrom(answer);
}

export async function refreshSession(refreshToken: string): Promise<CognitoTokens> {
  const answer = await call('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: await clientId(),
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  return tokensFrom(answer);
}

export async function changePassword(accessToken: string, previous: string, proposed: string): Promise<void> {
  await call('ChangePassword', { PreviousPassword: previous, ProposedPassword: proposed, AccessToken: accessToken });
}

export async function forgotPassword(email: string): Promise<void> {
  await call('ForgotPassword', { ClientId: await clientId(), Username: email });
}

export async function confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
  await call('ConfirmForgotPassword', {
    ClientId: await clientId(),
    Username: email,
    ConfirmationCode: code,
    Password: password,
  });
}

/** Best effort: the local emulator may not know RevokeToken, and sign-out must not depend on it. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await call('RevokeToken', { Token: refreshToken, ClientId: await clientId() });
  } catch {
    // Ignored on purpose: the tokens are dropped locally either way.
  }
}
