// E-mail verification for customer accounts, the marketplace's own step, the same locally and in
// AWS (shared/email-verification.ts). Registration takes any e-mail typed, so a customer proves
// the address is theirs by asking for a code, sent to the account's address through the messaging
// port (the outbox locally), and typing it back: a six-digit random code, stored only as its
// SHA-256 beside the profile with its expiry and a few tries (email-code-check.ts decides), one
// code at a time (a new one replaces the last). The routes are rate-limited per caller
// (shared/abuse-limits.ts). Confirming records the address and the time on the profile in the same
// transaction that deletes the code, only while the profile's e-mail is still the one the code went
// to, so a code is used once.
import { randomInt } from 'node:crypto';
import { SITE_CONTACT } from '../../shared/constants';
import {
  EMAIL_CODE_ATTEMPTS,
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_VALID_MINUTES,
  EMAIL_VERIFICATION_MESSAGES,
  verifiedEmailOf,
  type EmailCodeSent,
} from '../../shared/email-verification';
import type { CustomerProfile } from '../../shared/schemas/account';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { conflict, invalid } from '../platform/errors';
import { hashOfSecret } from '../platform/link-keys';
import { escapeHtml } from '../platform/messaging/escape-html';
import type { EmailMessage, EmailSender } from '../platform/messaging/message';
import { checkEmailCode } from './email-code-check';

export interface EmailVerificationDeps {
  store: Store;
  email: EmailSender;
  now: () => Date;
  /** The code to send; a random one unless given (tests). */
  newCode?: () => string;
}

const MINUTE_MS = 60_000;
/** An unused code item stays a day past its expiry before DynamoDB's TTL removes it. */
const KEEP_UNUSED_SECONDS = 24 * 60 * 60;

/** Shown on the code field of the form. */
const codeRefused = (message: string) => invalid(message, { code: message });

const randomCode = () => String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0');

function codeMessage(profile: CustomerProfile, code: string): EmailMessage {
  const lines = [
    `Your ${SITE_CONTACT.name} verification code is ${code}.`,
    `Type it on your profile page to verify this e-mail. It expires in ${EMAIL_CODE_VALID_MINUTES} minutes.`,
    'If you did not ask for it, ignore this e-mail: nothing changes on your account.',
  ];
  return {
    to: profile.email,
    subject: EMAIL_VERIFICATION_MESSAGES.subject,
    text: [`Hi ${profile.name},`, '', ...lines].join('\n'),
    html: `<!doctype html><html><body><p>Hi ${escapeHtml(profile.name)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}

/** Stores a new code for the customer's e-mail (replacing any earlier one) and e-mails it. */
export async function sendEmailCode(deps: EmailVerificationDeps, profile: CustomerProfile): Promise<EmailCodeSent> {
  if (verifiedEmailOf(profile)) throw conflict(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  const code = (deps.newCode ?? randomCode)();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + EMAIL_CODE_VALID_MINUTES * MINUTE_MS);
  await deps.store.entities.emailVerification
    .put({
      customerId: profile.customerId,
      email: profile.email,
      codeHash: hashOfSecret(code),
      expiresAt: expiresAt.toISOString(),
      attemptsLeft: EMAIL_CODE_ATTEMPTS,
      removeAfter: Math.ceil(expiresAt.getTime() / 1000) + KEEP_UNUSED_SECONDS,
      createdAt: now.toISOString(),
    })
    .go();
  // A failed send fails the request: the customer asks again, and the next code replaces this one.
  await deps.email.sendEmail(codeMessage(profile, code));
  return { sentTo: profile.email, expiresAt: expiresAt.toISOString() };
}

/** Checks the code typed; verified, the profile records its e-mail as verified now. */
export async function confirmEmailCode(deps: EmailVerificationDeps, profile: CustomerProfile, code: string): Promise<CustomerProfile> {
  if (verifiedEmailOf(profile)) return profile;
  const { store } = deps;
  const now = deps.now();
  const { data: sent } = await store.entities.emailVerification.get({ customerId: profile.customerId }).go({ consistent: true });
  if (!sent) throw codeRefused(EMAIL_VERIFICATION_MESSAGES.noCode);
  const check = checkEmailCode(sent, profile.email, code, now);
  if (check.kind === 'refused') throw codeRefused(check.message);
  if (check.kind === 'wrong') {
    try {
      await store.entities.emailVerification
        .patch({ customerId: profile.customerId })
        .data((attributes, { subtract }) => subtract(attributes.attemptsLeft, 1))
        .where((attributes, { eq, gt }) => `${eq(attributes.codeHash, sent.codeHash)} AND ${gt(attributes.attemptsLeft, 0)}`)
        .go();
    } catch (error) {
      // Replaced or spent meanwhile: the code this try was against is gone either way.
      if (!isConditionalCheckFailure(error)) throw error;
    }
    throw codeRefused(EMAIL_VERIFICATION_MESSAGES.codeWrong(check.attemptsLeft));
  }
  const emailVerified = { email: profile.email, at: now.toISOString() };
  const result = await store.transaction
    .write(({ customerProfile, emailVerification }) => [
      customerProfile
        .patch({ customerId: profile.customerId })
        .set({ emailVerified, updatedAt: emailVerified.at })
        .where((attributes, { eq }) => eq(attributes.email, profile.email))
        .commit(),
      emailVerification
        .deleteExisting({ customerId: profile.customerId }, (attributes, { eq, gt }) => `${eq(attributes.codeHash, sent.codeHash)} AND ${gt(attributes.attemptsLeft, 0)}`)
        .commit(),
    ])
    .go();
  // Used, replaced or spent by a simultaneous request, or the e-mail changed: this code proves nothing now.
  if (result.canceled) throw codeRefused(EMAIL_VERIFICATION_MESSAGES.noCode);
  return { ...profile, emailVerified, updatedAt: emailVerified.at };
}
