// E-mail verification over HTTP: the signed-in customer asks for a code, reads it in the outbox as
// they would in their mailbox, and types it back; the profile then says when its e-mail was
// verified. The code is stored only hashed, expires, takes a few wrong tries, and a new one replaces
// the last. The sample customers start verified.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { EMAIL_CODE_ATTEMPTS, EMAIL_VERIFICATION_MESSAGES, emailCodeSentSchema } from '../../shared/email-verification';
import { customerProfileSchema } from '../../shared/schemas/account';
import { api, signIn, TEST_PASSWORD } from '../support/stack-client';
import { codeMailCount, confirmEmailCode, emailedCode, requestEmailCode } from './email-verification-support';
import { newCustomer, tableStore } from './rentals-support';

type Customer = Awaited<ReturnType<typeof newCustomer>>;

const profileOf = async (token: string) => customerProfileSchema.parse(await (await api('/api/customer/profile', { token })).json());

/** Asks for a code and answers it as read from the mailbox. */
async function askForCode(customer: Customer): Promise<string> {
  const before = await codeMailCount(customer.email);
  const asked = await requestEmailCode(customer.token);
  expect(asked.status, await asked.clone().text()).toBe(200);
  return emailedCode(customer.email, before + 1);
}

/** A six-digit code other than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function expectRefused(answer: Response, message: string): Promise<void> {
  expect(answer.status, await answer.clone().text()).toBe(400);
  expect(await answer.json()).toEqual({ message, fieldErrors: { code: message } });
}

describe('e-mail verification', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await newCustomer();
  });

  it('e-mails a code to the account, keeps only its hash, and verifies the e-mail with it', async () => {
    expect((await profileOf(customer.token)).emailVerified).toBeUndefined();
    const before = await codeMailCount(customer.email);
    const asked = await requestEmailCode(customer.token);
    expect(asked.status, await asked.clone().text()).toBe(200);
    const sent = emailCodeSentSchema.parse(await asked.json());
    expect(sent.sentTo).toBe(customer.email);
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(10 * 60_000);
    const code = await emailedCode(customer.email, before + 1);

    const { data: stored } = await tableStore().entities.emailVerification.get({ customerId: customer.customerId }).go({ consistent: true });
    expect(stored).toMatchObject({ email: customer.email, attemptsLeft: EMAIL_CODE_ATTEMPTS });
    expect(JSON.stringify(stored)).not.toContain(code);

    const confirmed = await confirmEmailCode(customer.token, ` ${code} `);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const profile = customerProfileSchema.parse(await confirmed.json());
    expect(profile.emailVerified).toEqual({ email: customer.email, at: expect.any(String) });
    expect(await profileOf(customer.token)).toEqual(profile);
    // Used once: the code is gone, and there is nothing left to verify.
    expect((await tableStore().entities.emailVerification.get({ customerId: customer.customerId }).go({ consistent: true })).data).toBeNull();
    const again = await requestEmailCode(customer.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified });
    expect((await confirmEmailCode(customer.token, code)).status, 'confirming a verified e-mail is harmless').toBe(200);
  });

  it('counts down the tries of a wrong code, then refuses even the right one', async () => {
    const other = await newCustomer();
    const code = await askForCode(other);
    for (let tried = 1; tried <= EMAIL_CODE_ATTEMPTS; tried += 1) {
      await expectRefused(await confirmEmailCode(other.token, otherThan(code)), EMAIL_VERIFICATION_MESSAGES.codeWrong(EMAIL_CODE_ATTEMPTS - tried));
    }
    await expectRefused(await confirmEmailCode(other.token, code), EMAIL_VERIFICATION_MESSAGES.codeSpent);
    expect((await profileOf(other.token)).emailVerified).toBeUndefined();
    // A new code starts afresh.
    const next = await askForCode(other);
    expect((await confirmEmailCode(other.token, next)).status).toBe(200);
  });

  it('takes only the latest code, and no expired one', async () => {
    const other = await newCustomer();
    const first = await askForCode(other);
    const second = await askForCode(other);
    if (first !== second) await expectRefused(await confirmEmailCode(other.token, first), EMAIL_VERIFICATION_MESSAGES.codeWrong(EMAIL_CODE_ATTEMPTS - 1));
    await tableStore().entities.emailVerification.patch({ customerId: other.customerId }).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).go();
    await expectRefused(await confirmEmailCode(other.token, second), EMAIL_VERIFICATION_MESSAGES.codeExpired);
    expect((await profileOf(other.token)).emailVerified).toBeUndefined();
  });

  it('refuses a code before one was asked for, and a code that is not six digits', async () => {
    const other = await newCustomer();
    await expectRefused(await confirmEmailCode(other.token, '123456'), EMAIL_VERIFICATION_MESSAGES.noCode);
    const malformed = await confirmEmailCode(other.token, '12345');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ fieldErrors: { code: EMAIL_VERIFICATION_MESSAGES.codeFormat } });
  });

  it('starts verified for the sample customers', async () => {
    const demo = DEMO_SIGN_INS.find((entry) => entry.role === 'customer')!;
    const { accessToken } = await signIn(demo.email, DEMO_PASSWORD);
    expect((await profileOf(accessToken)).emailVerified).toMatchObject({ email: demo.email });
  });

  it('is refused to anyone but a customer', async () => {
    expect((await requestEmailCode('')).status).toBe(401);
    const provider = await signIn(DEMO_SIGN_INS.find((entry) => entry.role === 'provider')!.email, DEMO_PASSWORD);
    expect((await requestEmailCode(provider.accessToken)).status).toBe(403);
  });

  it('goes with the account when it is deleted', async () => {
    const other = await newCustomer();
    await askForCode(other);
    expect((await api('/api/customer/profile', { method: 'DELETE', token: other.token, body: JSON.stringify({ password: TEST_PASSWORD }) })).status).toBe(204);
    expect((await tableStore().entities.emailVerification.get({ customerId: other.customerId }).go({ consistent: true })).data).toBeNull();
  });
});
