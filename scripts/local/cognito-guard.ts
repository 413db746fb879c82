// The front of the local Cognito emulator, making it as closed as Cognito itself:
// - no CORS at all, so no web page the developer visits can read from it or send it JSON;
// - operations that need IAM credentials in AWS need a SigV4 signature made with the stack's
//   credentials here (sigv4.ts); unsigned or wrongly signed calls get AWS's answers;
// - only Cognito's API (POST /) and the pools' public keys, none of the emulator's OAuth routes;
// - SignUp is refused, as in the stack's pool (self sign-up is off: customers register through the API);
// - sign-out everywhere (AdminUserGlobalSignOut, GlobalSignOut), which the emulator lacks: the
//   user's refresh and access tokens issued before it are refused from then on, as Cognito does.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_OPERATIONS, UNAUTHENTICATED_OPERATIONS, operationOf } from './cognito-operations';
import type { LocalCredentials } from './local-credentials';
import { readBodyUpTo } from './request-body';
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
  signOuts: SignOutRecord;
  /** The user name Cognito keys a user by (the sub here), from any alias; undefined if no such user. */
  resolveUsername(userPoolId: string, username: string): Promise<string | undefined>;
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

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
}

const cognitoError = (response: ServerResponse, type: string, message: string, status = 400) => answer(response, status, { __type: type, message });

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
      if (revoked(claims, 'username')) return cognitoError(response, 'NotAuthorizedException', 'Access Token has been revoked');
      if (operation === 'GlobalSignOut') {
        if (!claims || claims.token_use !== 'access' || typeof claims.username !== 'string') {
          return cognitoError(response, 'NotAuthorizedException', 'Invalid Access Token');
        }
        options.signOuts.record(claims.username, nowSeconds);
        return answer(response, 200, {});
      }
    }
    if (operation === 'InitiateAuth' && input.AuthFlow === 'REFRESH_TOKEN_AUTH') {
      const token = (input.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN;
      if (revoked(await verifiedClaims(token), 'cognito:username')) {
        return cognitoError(response, 'NotAuthorizedException', 'Refresh Token has been revoked');
      }
    }

    // The emulator's JSON body parser skips a request already parsed (body-parser's `_body`).
    Object.assign(request, { body: input, _body: true });
    next();
  };
}
