// Access codes: how an operator's code is made, and the one place that decides whether a code
// still opens provider registration (found, unused, not expired).
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '../../shared/messages';
import { ACCESS_CODE_TTL_DAYS, canonicalAccessCode, type AccessCodeCheck } from '../../shared/schemas/onboarding';
import type { Store } from '../platform/data/store';
import { conflict, gone, notFound } from '../platform/errors';

const ACCESS_CODE_BYTES = 10; // 80 random bits: 16 base32 characters.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A fresh unguessable code, e.g. K7QF-3MZB-XW2D-9PLA (16 base32 characters in groups of four). */
export function newAccessCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(ACCESS_CODE_BYTES);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return canonicalAccessCode(out);
}

export const accessCodeExpiry = (issuedAt: Date) => new Date(issuedAt.getTime() + ACCESS_CODE_TTL_DAYS * 86_400_000);

export interface UsableAccessCode {
  code: string;
  requestId: string;
  email: string;
  businessName?: string;
  expiresAt: string;
}

/** The stored code if it can still be used now; otherwise the error the caller should see. */
export async function usableAccessCode(store: Store, code: string, now: Date): Promise<UsableAccessCode> {
  const { data } = await store.entities.accessCode.get({ code }).go();
  if (!data) throw notFound(MESSAGES.accessCodeInvalid);
  if (data.status === 'used') throw conflict(MESSAGES.accessCodeUsed);
  if (data.expiresAt <= now.toISOString()) throw gone(MESSAGES.accessCodeExpired);
  return {
    code: data.code,
    requestId: data.requestId,
    email: data.email,
    ...(data.businessName ? { businessName: data.businessName } : {}),
    expiresAt: data.expiresAt,
  };
}

/** GET /api/access-codes/{code}: whom a valid code was issued to, so the form can prefill them. */
export async function checkAccessCode(store: Store, code: string, now: Date): Promise<AccessCodeCheck> {
  const usable = await usableAccessCode(store, code, now);
  return { email: usable.email, ...(usable.businessName ? { businessName: usable.businessName } : {}) };
}
