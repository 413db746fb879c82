// The front of the local Cognito emulator, making it as closed as Cognito itself:
// - no CORS at all, so no web page the developer visits can read from it or send it JSON;
// - operations that need IAM credentials in AWS need a SigV4 signature made with the stack's
//   credentials here (sigv4.ts); unsigned or wrongly signed calls get AWS's answers;
// - only Cognito's API (POST /) and the pools' public keys, none of the emulator's OAuth routes;
// - SignUp is refused, as in the stack's pool (self sign-up is off: customers register through the API);
// - sign-out everywhere (AdminUserGlobalSignOut, GlobalSignOut), which the emulator lacks: the
//   user's refresh and access tokens issued before it are refused from then on, as Cognito does.
// - GetTokensFromRefreshToken, which the emulator lacks and Amplify Auth renews tokens with: answered
//   as Cognito does, from the emulator's own refresh (InitiateAuth REFRESH_TOKEN_AUTH).
// - token revocation as an app client with it enabled (Cognito's default, and the stack's): access
//   and id tokens carry `origin_jti`, the sign-in they come from (cognito-local leaves it out, and
//   without it Amplify never revokes on sign-out); once RevokeToken revoked that sign-in's refresh
//   token, its access tokens are refused too.
// - the pool's password policy, which cognito-local stores and never checks (cognito-password-policy.ts);
// - Cognito's lockout after failed passwords, per account, on this port and behind the gateway's
//   /cognito alike (sign-in-limit.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PasswordPolicyType } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, importJWK, jwtVerify, type JWTPayload } from 'jose';
import { onAnswer, originStamp } from './cognito-answers';
import { ACCESS_TOKEN_OPERATIONS, UNAUTHENTICATED_OPERATIONS, operationOf } from './cognito-operations';
import { passwordPolicyRefusal, passwordSetBy } from './cognito-password-policy';
import type { LocalCredentials } from './local-credentials';
import { readBodyUpTo } from './request-body';
import { PASSWORD_ATTEMPTS_EXCEEDED, passwordSignInUsername, settleAttempt, type FailedSignInCounter } from './sign-in-limit';
import { verifySignedRequest, type SignatureCheck } from './sigv4';

/** Cognito's requests are small JSON documents; anything far larger is refused unread. */
const MAX_BODY_BYTES = 256 * 1024;

/** When each user (by user name) last signed out everywhere, in epoch seconds; kept in a file. */
export interface SignOutRecord {
  signedOutAt(username: string): number | undefined;
  record(username: string, atSeconds: number): void;
}

export function fileSignOutRecord(file: string): SignOutRecord {
  const entries: Record<string, number> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  return {
    signedOutAt: (username) => entries[username],
    record(username, atSeconds) {
      entries[username] = atSeconds;
      writeFileSync(file, JSON.stringify(entries), { mode: 0o600 });
    },
  };
}

export interface CognitoGuardOptions {
  credentials: LocalCredentials;
  publicJwk: Record<string, string>;
  /** The emulator's signing key (PKCS#8 PEM), to add the claims Cognito puts in tokens and cognito-local does not. */
  privatePem: string;
  signOuts: SignOutRecord;
  /** The user name Cognito keys a user by (the sub here), from any alias; undefined if no such user. */
  resolveUsername(userPoolId: string, username: string): Promise<string | undefined>;
  /**
   * New access and id tokens for a refresh token, from the emulator's REFRESH_TOKEN_AUTH; rejects
   * with the emulator's error (its exception name as `name`) when it refuses the token.
   */
  refreshTokens(request: { clientId: string; refreshToken: string; clientMetadata?: Record<string, string> }): Promise<{ AccessToken?: string; IdToken?: string }>;
  /** Whether the user (any alias) is disabled (AdminDisableUser), which Cognito refuses to sign in and cognito-local does not. */
  userDisabled?(username: string): Promise<boolean>;
  /** The password policy of the pool named by id or by one of its app clients; undefined when there is no such pool. */
  passwordPolicy?(pool: { userPoolId?: string; clientId?: string }): Promise<PasswordPolicyType | undefined>;
  /** Failed password sign-ins, counted per account: the user a sign-in name resolves to (undefined when none does). */
  signInLimit?: { counter: FailedSignInCounter; accountOf(username: string): Promise<string | undefined> };
  clock?: () => Date;
}

type Next = () => void;

/**
 * What Cognito's API endpoint serves besides POST /: a pool's public keys and OpenID configuration
 * (and the emulator's health check). Not cognito-local's OAuth routes: the stack's pool has no hosted
 * UI, and they would renew revoked refresh tokens and check passwords past the sign-in limit.
 */
const READABLE_PATH = /^\/(health|[\w-]+\/\.well-known\/(jwks\.json|openid-configuration))$/;

const AWS_ERRORS: Record<Exclude<SignatureCheck, { ok: true }>['code'], { status: number; type: string }> = {
  MissingAuthenticationToken: { status: 403, type: 'MissingAuthenticationTokenException' },
  UnrecognizedClient: { status: 400, type: 'UnrecognizedClientException' },
  SignatureDoesNotMatch: { status: 400, type: 'InvalidSignatureException' },
  RequestExpired: { status: 400, type: 'InvalidSignatureException' },
};

/** A service error from the emulator (an SDK exception: its name and HTTP status); others are not. */
function serviceError(error: unknown): { type: string; message: string; status: number } | undefined {
  const candidate = error as { name?: unknown; message?: unknown; $fault?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  if (typeof candidate?.name !== 'string' || candidate.$fault === undefined) return undefined;
  const status = typeof candidate.$metadata?.httpStatusCode === 'number' ? candidate.$metadata.httpStatusCode : 400;
  return { type: candidate.name, message: typeof candidate.message === 'string' ? candidate.message : candidate.name, status };
}

/** Seconds an access token is valid for (Cognito's ExpiresIn), from its own claims. */
function lifetimeOf(accessToken: string | undefined): number | undefined {
  try {
    const claims = accessToken ? decodeJwt(accessToken) : undefined;
    return typeof claims?.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : undefined;
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
}

const cognitoError = (response: ServerResponse, type: string, message: string, status = 400) => answer(response, status, { __type: type, message });

/** The pool a token of this emulator was issued by: its issuer is `<endpoint>/<pool id>`. */
const poolOfToken = (claims: JWTPayload | undefined) => (typeof claims?.iss === 'string' ? claims.iss.split('/').pop() : undefined);

/** Never let a CORS header out, whoever sets it later (the emulator answers `*`). */
function withoutCors(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (name.toLowerCase().startsWith('access-control-') ? response : setHeader(name, value));
}

export function createCognitoGuard(options: CognitoGuardOptions) {
  const clock = options.clock ?? (() => new Date());
  let key: ReturnType<typeof importJWK> | undefined;
  /** The claims of a token this emulator signed, or undefined if it is not one. */
  async function verifiedClaims(token: unknown): Promise<JWTPayload | undefined> {
    if (typeof token !== 'string') return undefined;
    try {
      key ??= importJWK(options.publicJwk, 'RS256');
      return (await jwtVerify(token, await key)).payload;
    } catch {
      return undefined;
    }
  }

  /** True when the token was issued before its user last signed out everywhere. */
  function revoked(claims: JWTPayload | undefined, usernameClaim: string): boolean {
    const username = claims?.[usernameClaim];
    if (typeof username !== 'string' || typeof claims?.iat !== 'number') return false;
    const signedOutAt = options.signOuts.signedOutAt(username);
    return signedOutAt !== undefined && claims.iat <= signedOutAt;
  }

  /**
   * Cognito's GetTokensFromRefreshToken for an app client without a secret or rotation: new access
   * and id tokens, the refresh token kept (none in the answer); a revoked or unknown refresh token
   * is a NotAuthorizedException.
   */
  async function getTokensFromRefreshToken(input: Record<string, unknown>, response: ServerResponse): Promise<void> {
    for (const field of ['RefreshToken', 'ClientId'] as const) {
      if (typeof input[field] !== 'string' || !input[field]) {
        const member = field.charAt(0).toLowerCase() + field.slice(1);
        return cognitoError(response, 'InvalidParameterException', `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`);
      }
    }
    const refreshToken = input.RefreshToken as string;
    if (revoked(await verifiedClaims(refreshToken), 'cognito:username')) {
      return cognitoError(response, 'NotAuthorizedException', 'Refresh Token has been revoked');
    }
    const clientMetadata = typeof input.ClientMetadata === 'object' && input.ClientMetadata !== null ? (input.ClientMetadata as Record<string, string>) : undefined;
    let tokens: { AccessToken?: string; IdToken?: string };
    try {
      tokens = await options.refreshTokens({ clientId: input.ClientId as string, refreshToken, clientMetadata });
    } catch (error) {
      const refused = serviceError(error);
      if (!refused) throw error;
      return cognitoError(response, refused.type, refused.message, refused.status);
    }
    const expiresIn = lifetimeOf(tokens.AccessToken);
    return answer(response, 200, {
      AuthenticationResult: { AccessToken: tokens.AccessToken, IdToken: tokens.IdToken, TokenType: 'Bearer', ...(expiresIn === undefined ? {} : { ExpiresIn: expiresIn }) },
    });
  }

  const addOriginToAnswer = originStamp(options.privatePem);

  /** Sign-ins (by their refresh token's jti) whose refresh token RevokeToken revoked; kept while the emulator runs. */
  const revokedOrigins = new Set<string>();

  return async function guard(request: IncomingMessage, response: ServerResponse, next: Next): Promise<void> {
    withoutCors(response);
    if (request.method === 'OPTIONS') {
      response.writeHead(403).end();
      return;
    }
    const pathname = (request.url ?? '/').split('?')[0];
    const served = request.method === 'POST' ? pathname === '/' : (request.method === 'GET' || request.method === 'HEAD') && READABLE_PATH.test(pathname);
    if (!served) return cognitoError(response, 'ResourceNotFoundException', 'Not found', 404);
    if (request.method !== 'POST') return next();

    const body = await readBodyUpTo(request, MAX_BODY_BYTES);
    if (body === null) {
      request.resume();
      return cognitoError(response, 'RequestEntityTooLarge', 'Request Entity Too Large', 413);
    }
    const operation = operationOf(request.headers['x-amz-target']);
    if (!operation) return cognitoError(response, 'UnknownOperationException', 'Unknown operation');
    let input: Record<string, unknown>;
    try {
      input = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return cognitoError(response, 'SerializationException', 'Request body is not valid JSON');
    }

    if (!UNAUTHENTICATED_OPERATIONS.has(operation)) {
      const check = verifySignedRequest({ method: 'POST', url: request.url ?? '/', headers: request.headers, body }, options.credentials, clock());
      if (!check.ok) {
        const { status, type } = AWS_ERRORS[check.code];
        return cognitoError(response, type, check.message, status);
      }
    }

    const nowSeconds = Math.floor(clock().getTime() / 1000);
    if (operation === 'SignUp') {
      return cognitoError(response, 'NotAuthorizedException', 'SignUp is not permitted for this user pool');
    }
    if (operation === 'AdminUserGlobalSignOut') {
      const username = await options.resolveUsername(String(input.UserPoolId ?? ''), String(input.Username ?? ''));
      if (!username) return cognitoError(response, 'UserNotFoundException', 'User does not exist.');
      options.signOuts.record(username, nowSeconds);
      return answer(response, 200, {});
    }
    if (ACCESS_TOKEN_OPERATIONS.has(operation)) {
      const claims = await verifiedClaims(input.AccessToken);
      const originRevoked = typeof claims?.origin_jti === 'string' && revokedOrigins.has(claims.origin_jti);
      if (originRevoked || revoked(claims, 'username')) return cognitoError(response, 'NotAuthorizedException', 'Access Token has been revoked');
      if (operation === 'GlobalSignOut') {
        if (!claims || claims.token_use !== 'access' || typeof claims.username !== 'string') {
          return cognitoError(response, 'NotAuthorizedException', 'Invalid Access Token');
        }
        options.signOuts.record(claims.username, nowSeconds);
        return answer(response, 200, {});
      }
    }
    if (operation === 'GetTokensFromRefreshToken') return getTokensFromRefreshToken(input, response);
    if (operation === 'InitiateAuth' && input.AuthFlow === 'REFRESH_TOKEN_AUTH') {
      const token = (input.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN;
      if (revoked(await verifiedClaims(token), 'cognito:username')) {
        return cognitoError(response, 'NotAuthorizedException', 'Refresh Token has been revoked');
      }
    }

    if ((operation === 'InitiateAuth' || operation === 'AdminInitiateAuth') && options.userDisabled) {
      const parameters = input.AuthParameters as Record<string, unknown> | undefined;
      const refreshUser = input.AuthFlow === 'REFRESH_TOKEN_AUTH' ? (await verifiedClaims(parameters?.REFRESH_TOKEN))?.['cognito:username'] : undefined;
      const username = typeof parameters?.USERNAME === 'string' ? parameters.USERNAME : refreshUser;
      if (typeof username === 'string' && (await options.userDisabled(username))) return cognitoError(response, 'NotAuthorizedException', 'User is disabled.');
    }
    const signInName = options.signInLimit && passwordSignInUsername(operation, input);
    if (options.signInLimit && signInName) {
      const { counter, accountOf } = options.signInLimit;
      const account = (await accountOf(signInName)) ?? signInName;
      if (!counter.take(account)) return answer(response, 400, PASSWORD_ATTEMPTS_EXCEEDED);
      onAnswer(response, (status, body) => settleAttempt(counter, account, status, body));
    }
    const setting = options.passwordPolicy && passwordSetBy(operation, input);
    if (options.passwordPolicy && setting) {
      const userPoolId = setting.userPoolId ?? (setting.accessToken ? poolOfToken(await verifiedClaims(setting.accessToken)) : undefined);
      const policy = userPoolId || setting.clientId ? await options.passwordPolicy({ userPoolId, clientId: setting.clientId }) : undefined;
      const refusal = policy && passwordPolicyRefusal(setting.password, policy);
      if (refusal) return cognitoError(response, 'InvalidPasswordException', refusal);
    }
    if (operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge' || operation === 'AdminInitiateAuth' || operation === 'AdminRespondToAuthChallenge') {
      addOriginToAnswer(response, (input.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN);
    }
    if (operation === 'RevokeToken') {
      const origin = (await verifiedClaims(input.Token))?.jti;
      response.on('finish', () => {
        if (response.statusCode === 200 && typeof origin === 'string') revokedOrigins.add(origin);
      });
    }
    // The emulator's JSON body parser skips a request already parsed (body-parser's `_body`).
    Object.assign(request, { body: input, _body: true });
    next();
  };
}
