// Keys of links that are their own credential (shared/link-key.ts): made from 160 random bits and
// compared in constant time, so a wrong key takes as long to refuse as a nearly right one. A secret
// the table must not hold as such (a driver's join link, a checkout's return token, an e-mailed
// code) is stored as its SHA-256 and the hash of what is brought compared the same way.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newLinkKey = () => randomBytes(20).toString('hex');

/** The key given is the one stored; no key stored matches nothing. */
export function sameLinkKey(stored: string | undefined, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What is stored of a secret: its SHA-256, hex. */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The secret given is the one whose hash is stored; no hash stored matches nothing. */
export const matchesSecretHash = (storedHash: string | undefined, given: string) => sameLinkKey(storedHash, hashOfSecret(given));
