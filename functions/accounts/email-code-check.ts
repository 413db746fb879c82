// What typing a verification code does, decided from the code last e-mailed and nothing else: the
// code proves the mailbox only while it is the latest one sent, to the address still on the
// profile, within its minutes, and with tries left. A wrong code spends a try.
import { EMAIL_VERIFICATION_MESSAGES, sameEmail } from '../../shared/email-verification';
import { matchesSecretHash } from '../platform/link-keys';

export interface SentCode {
  email: string;
  codeHash: string;
  expiresAt: string;
  attemptsLeft: number;
}

export type CodeCheck = { kind: 'verified' } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'refused'; message: string };

export function checkEmailCode(sent: SentCode, profileEmail: string, code: string, now: Date): CodeCheck {
  if (!sameEmail(sent.email, profileEmail)) return { kind: 'refused', message: EMAIL_VERIFICATION_MESSAGES.emailChanged };
  if (Date.parse(sent.expiresAt) <= now.getTime()) return { kind: 'refused', message: EMAIL_VERIFICATION_MESSAGES.codeExpired };
  if (sent.attemptsLeft <= 0) return { kind: 'refused', message: EMAIL_VERIFICATION_MESSAGES.codeSpent };
  if (!matchesSecretHash(sent.codeHash, code)) return { kind: 'wrong', attemptsLeft: sent.attemptsLeft - 1 };
  return { kind: 'verified' };
}
