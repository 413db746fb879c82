// The local gateway's stand-in for API Gateway's Cognito JWT authorizer: the signature against the
// pool's JWKS, the issuer, expiry, and the app client as audience (ID tokens carry `aud`, access
// tokens `client_id`, and API Gateway accepts either). jose rather than aws-jwt-verify, which
// refuses the emulator's pool ids and its http JWKS address.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export type JwtVerifier = (authorization: string | undefined) => Promise<JWTPayload | null>;

export function createJwtVerifier(options: { issuer: string; clientId: string }): JwtVerifier {
  const keys = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return async (authorization) => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: options.issuer });
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      return audiences.includes(options.clientId) ? payload : null;
    } catch {
      return null;
    }
  };
}
