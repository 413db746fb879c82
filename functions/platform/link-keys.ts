// Keys of links that are their own credential (shared/link-key.ts): made from 160 random bits and
// compared in constant time, so a wrong key takes as long to refuse as a nearly right one.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const newLinkKey = () => randomBytes(20).toString('hex');

/** The key given is the one stored; no key stored matches nothing. */
export function sameLinkKey(stored: string | undefined, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
