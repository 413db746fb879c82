// The key the local Cognito emulator signs tokens with. cognito-local ships one RSA key pair in its
// npm package, so anyone could forge a token it would accept ("cognito:groups": ["operator"]).
// Each install gets its own pair instead, made on first start and kept beside the emulator's data
// with owner-only permissions; the emulator serves the matching public key at its JWKS address.
import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** cognito-local signs with this key id; the JWKS entry must carry the same. */
const SIGNING_KEY_ID = 'CognitoLocal';

export interface SigningKey {
  /** PKCS#8 PEM of the private key. */
  privatePem: string;
  /** The public key as a JWK with the key id, algorithm and use the JWKS serves. */
  publicJwk: Record<string, string>;
}

const FILE_NAME = 'signing-key.json';

function publicJwkOf(privatePem: string): Record<string, string> {
  const jwk = createPublicKey(privatePem).export({ format: 'jwk' }) as Record<string, string>;
  return { kty: jwk.kty, e: jwk.e, n: jwk.n, use: 'sig', kid: SIGNING_KEY_ID, alg: 'RS256' };
}

/** The install's key pair in `dataDir`, made (RSA 2048) and written (mode 0600) on first use. */
export function loadSigningKey(dataDir: string): SigningKey {
  const file = path.join(dataDir, FILE_NAME);
  if (existsSync(file)) {
    try {
      const { privatePem } = JSON.parse(readFileSync(file, 'utf8')) as { privatePem?: unknown };
      if (typeof privatePem === 'string') return { privatePem, publicJwk: publicJwkOf(privatePem) };
    } catch {
      // Unreadable: replaced below (tokens signed with the old key stop working; users sign in again).
    }
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  writeFileSync(file, JSON.stringify({ privatePem }), { mode: 0o600 });
  return { privatePem, publicJwk: publicJwkOf(privatePem) };
}
