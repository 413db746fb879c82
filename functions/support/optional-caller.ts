// Public routes get no claims from API Gateway (the JWT authorizer sits only on non-public routes),
// so a public route that wants to know a signed-in sender checks the bearer token itself, the way
// the authorizer would: signature against the pool's JWKS, issuer, expiry, and the app client as
// audience (ID tokens carry `aud`, access tokens `client_id`). A missing or bad token is simply
// an anonymous caller: the route stays public.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../platform/config';
import { logger } from '../platform/logger';

export interface OptionalCaller {
  userId: string;
  /** Present in ID tokens only; access tokens carry no e-mail. */
  email?: string;
}

export type OptionalCallerVerifier = (authorization: string | undefined) => Promise<OptionalCaller | null>;

/** Cognito's issuer: the regional endpoint in AWS, the emulator (the SDK's endpoint variable) locally. */
export function tokenIssuer(config: Config): string | undefined {
  if (!config.USER_POOL_ID) return undefined;
  const base = config.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? (config.AWS_REGION ? `https://cognito-idp.${config.AWS_REGION}.amazonaws.com` : undefined);
  return base ? `${base.replace(/\/$/, '')}/${config.USER_POOL_ID}` : undefined;
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
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(clientId) || typeof payload.sub !== 'string' || payload.sub === '') return null;
      return { userId: payload.sub, ...(typeof payload.email === 'string' ? { email: payload.email } : {}) };
    } catch (error) {
      logger.info('Ignored a bearer token that does not verify', { reason: String(error) });
      return null;
    }
  };
}
