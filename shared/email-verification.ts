// A customer's e-mail as the marketplace itself verified it: a short random code e-mailed to the
// account's address (functions/accounts/email-verification.ts), typed back within its minutes and
// its few tries. The profile keeps the address verified and when; it counts as verified only while
// it is still the profile's e-mail, so a changed address is unverified again without anyone having
// to remember to clear a flag. Signing in proves the password, not the mailbox: nothing that hands
// a customer what was sent to an address (a guest's orders) trusts an unverified one.
import * as z from 'zod';
import { SITE_CONTACT } from './constants';
import type { emailVerifiedSchema } from './schemas/account';

export const EMAIL_CODE_DIGITS = 6;
export const EMAIL_CODE_VALID_MINUTES = 15;
/** Wrong codes a code takes before it is spent: a new one must be asked for. */
export const EMAIL_CODE_ATTEMPTS = 5;

export const EMAIL_VERIFICATION_MESSAGES = {
  subject: `Your ${SITE_CONTACT.name} verification code`,
  codeFormat: `Enter the ${EMAIL_CODE_DIGITS}-digit code from the e-mail`,
  sent: (email: string) => `We sent a ${EMAIL_CODE_DIGITS}-digit code to ${email}. It expires in ${EMAIL_CODE_VALID_MINUTES} minutes.`,
  resent: (email: string) => `A new code is on its way to ${email}. Only the newest code works.`,
  codeWrong: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and this code cannot be tried again. Ask for a new code.',
  codeSpent: 'This code was tried too many times. Ask for a new code.',
  codeExpired: 'This code has expired. Ask for a new code.',
  noCode: 'There is no code waiting for this account. Ask for a new code.',
  alreadyVerified: 'Your e-mail is already verified.',
  emailChanged: 'Your e-mail changed after the code was sent. Ask for a new code.',
  verified: 'Your e-mail is verified.',
} as const;

/** POST /api/customer/email-verification/confirm: the code as typed (spaces around it aside). */
export const emailCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`), EMAIL_VERIFICATION_MESSAGES.codeFormat),
});
export type EmailCode = z.infer<typeof emailCodeSchema>;

/** POST /api/customer/email-verification: where the code went and until when it is good. */
export const emailCodeSentSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type EmailCodeSent = z.infer<typeof emailCodeSentSchema>;

/** Addresses compare as mailboxes are found: case and surrounding spaces aside. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

export const sameEmail = (a: string, b: string) => normalizedEmail(a) === normalizedEmail(b);

/** The profile's e-mail if that is the address it verified; undefined otherwise. */
export function verifiedEmailOf(profile: { email: string; emailVerified?: Pick<z.infer<typeof emailVerifiedSchema>, 'email'> }): string | undefined {
  return profile.emailVerified && sameEmail(profile.emailVerified.email, profile.email) ? normalizedEmail(profile.email) : undefined;
}

/**
 * An address shown to someone it may not belong to: its first character and its domain
 * ("j***@example.com"), enough for its owner to recognise it, not for anyone to write to it.
 */
export function maskedEmail(email: string): string {
  const address = normalizedEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
