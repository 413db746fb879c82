// A password reset as the SPA's forgot-password page does it, over the gateway's /cognito:
// ForgotPassword, the code read from the e-mail in the outbox (where Cognito's own e-mail lands on
// the local stack), ConfirmForgotPassword.
import { expect, inject } from 'vitest';
import { stackUrl } from '../support/stack-client';
import { outboxUntil } from './rentals-support';

export function siteCognitoCall(operation: string, body: unknown): Promise<Response> {
  return fetch(`${stackUrl()}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
}

/** Asks for a reset code for `email` and returns it from the newest reset e-mail to that address. */
export async function requestResetCode(email: string): Promise<string> {
  const asked = new Date().toISOString();
  const answer = await siteCognitoCall('ForgotPassword', { ClientId: inject('userPoolClientId'), Username: email });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const isResetMail = (entry: { channel: string; to?: string; sentAt: string }) => entry.channel === 'email' && entry.to === email && entry.sentAt >= asked;
  const entries = await outboxUntil((all) => all.some(isResetMail));
  // The outbox lists the newest first.
  const mail = entries.find(isResetMail);
  expect(mail, `no reset e-mail to ${email}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(mail!.channel === 'email' ? mail!.text : '')?.[1];
  expect(code, 'the reset e-mail carries a six-digit code').toBeDefined();
  return code!;
}

export function confirmReset(email: string, code: string, password: string): Promise<Response> {
  return siteCognitoCall('ConfirmForgotPassword', { ClientId: inject('userPoolClientId'), Username: email, ConfirmationCode: code, Password: password });
}
