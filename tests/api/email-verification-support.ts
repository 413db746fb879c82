// What the API tests of verified e-mails share: asking for a customer's verification code, reading
// it from the outbox as the customer reads it from their mailbox, confirming it, and a customer
// registered with a given e-mail and verified through those same steps.
import { expect } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../shared/email-verification';
import { api } from '../support/stack-client';
import { newCustomer, outboxUntil } from './rentals-support';

export const requestEmailCode = (token: string) => api('/api/customer/email-verification', { method: 'POST', token });

export const confirmEmailCode = (token: string, code: string) =>
  api('/api/customer/email-verification/confirm', { method: 'POST', token, body: JSON.stringify({ code }) });

/** The verification e-mails sent to the address so far, oldest first. */
async function codeMails(email: string, atLeast: number) {
  const entries = await outboxUntil(
    (all) => all.filter((entry) => entry.channel === 'email' && entry.to === email && entry.subject === EMAIL_VERIFICATION_MESSAGES.subject).length >= atLeast,
    30_000,
  );
  return entries
    .filter((entry) => entry.channel === 'email' && entry.to === email && entry.subject === EMAIL_VERIFICATION_MESSAGES.subject)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The code of the `nth` verification e-mail to the address (1: the first), as its reader sees it. */
export async function emailedCode(email: string, nth = 1): Promise<string> {
  const mails = await codeMails(email, nth);
  expect(mails.length, `verification e-mail ${nth} to ${email}`).toBeGreaterThanOrEqual(nth);
  const mail = mails[nth - 1]!;
  const code = /\b(\d{6})\b/.exec(mail.channel === 'email' ? mail.text : '')?.[1];
  expect(code, 'the e-mail carries a six-digit code').toBeDefined();
  return code!;
}

/** How many verification e-mails the address got so far. */
export async function codeMailCount(email: string): Promise<number> {
  return (await codeMails(email, 0)).length;
}

/** Asks for a code, reads it from the customer's mailbox and confirms it. */
export async function verifyEmail(customer: { email: string; token: string }): Promise<void> {
  const before = await codeMailCount(customer.email);
  const asked = await requestEmailCode(customer.token);
  expect(asked.status, await asked.clone().text()).toBe(200);
  const confirmed = await confirmEmailCode(customer.token, await emailedCode(customer.email, before + 1));
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
}

/** A customer registered with `email` (a fresh one unless given) who verified it. */
export async function verifiedCustomer(email?: string) {
  const customer = await newCustomer(undefined, email);
  await verifyEmail(customer);
  return customer;
}
