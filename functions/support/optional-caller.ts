// Public routes get no claims from API Gateway (the JWT authorizer sits only on non-public routes),
// so a public route that wants to know a signed-in sender checks the bearer token itself, the way
// the authorizer would: signature against the pool's JWKS, issuer, expiry, and the app client
// (`client_id`). Like every other route (functions/platform/http/caller.ts) it accepts ACCESS
// tokens only: an ID token is for the SPA to read, not a credential for the API. A missing, bad or
// ID token is simply an anonymous caller: the route stays public.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../platform/config';
import { logger } from '../platform/logger';

export interface OptionalCaller {
  userId: string;
}

export type OptionalCallerVerifier = (authorization: string | undefined) => Promise<OptionalCaller | null>;

/** Cognito's issuer: the regional endpoint in AWS, the emulator (the SDK's endpoint variable) locally. */
export function tokenIssuer(config: Config): string | undefined {
  if (!config.USER_POOL_ID) return undefined;
  const base = config.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? (config.AWS_REGION ? `https://cognito-idp.${config.AWS_REGION}.amazonaws.com` : undefined);
  return base ? `${base.replace(/\/$/, '')}/${config.USER_POOL_ID}` : undefined;
}

/** The caller of a verified token: an access token of this app client with a subject, else nobody. */
export function optionalCallerFromClaims(claims: JWTPayload, clientId: string): OptionalCaller | null {
  if (claims.token_use !== 'access' || claims.client_id !== clientId) return null;
  return typeof claims.sub === 'string' && claims.sub !== '' ? { userId: claims.sub } : null;
}

export function createOptionalCallerVerifier(config: Config): OptionalCallerVerifier {
  const issuer = tokenIssuer(config);
  const clientId = config.USER_POOL_CLIENT_ID;
  if (!issuer || !clientId) {
    logger.warn('No user pool configured: every support ticket is recorded as anonymous');
    return async () => null;
  }
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (authorization) => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer });
      const caller = optionalCallerFromClaims(payload, clientId);
      if (!caller) logger.info('Ignored a bearer token that is not an access token of this app client');
      return caller;
    } catch (error) {
      logger.info('Ignored a bearer token that does not verify', { reason: String(error) });
      return null;
    }
  };
}
