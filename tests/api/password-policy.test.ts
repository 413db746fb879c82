// Every way to set a password keeps to one rule (shared/password-policy.ts): at least 8 characters
// with an upper and a lower case letter, a digit and a symbol, Cognito's own default. Customer and
// provider registration and the driver's join link answer the rule's message (the API checks it,
// then the user pool does); a reset and a change go to Cognito itself, whose pool (here the
// emulator's, created from the same rule and enforced by its guard) refuses the password.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { passwordSchema } from '../../shared/schemas/account';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { api, signIn, TEST_PASSWORD } from '../support/stack-client';
import { invitationTokenFor, invite } from './driver-fixtures';
import { issueCode, operatorToken, registrationBody, submitProviderRequest, uploadDocuments } from './onboarding-support';
import { confirmReset, requestResetCode, siteCognitoCall } from './password-reset-support';
import { demoProvider } from './rentals-support';

/** Six letters (the old rule's minimum), and eight letters without any other kind of character. */
const WEAK_PASSWORDS = ['abcdef', 'abcdefgh'];

const customerBody = (password: string) => ({
  name: 'Pat Policy',
  email: `${randomUUID()}@test.example`,
  phone: '6145550177',
  address: { street: '1 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  password,
});

async function expectRuleRefusal(response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(400);
  expect(JSON.parse(text)).toEqual({ message: MESSAGES.passwordRule, fieldErrors: { password: MESSAGES.passwordRule } });
}

async function registeredCustomer(): Promise<{ email: string }> {
  const body = customerBody(TEST_PASSWORD);
  const response = await api('/api/customers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return { email: body.email };
}

describe('the password rule', () => {
  it('names what it asks for, and the demo password meets it', () => {
    expect(MESSAGES.passwordRule).toBe('Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a symbol');
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    expect(passwordSchema.safeParse(TEST_PASSWORD).success).toBe(true);
  });

  it('holds for customer registration: weak passwords refused with its message, a strong one registers', async () => {
    for (const password of WEAK_PASSWORDS) {
      const body = customerBody(password);
      await expectRuleRefusal(await api('/api/customers', { method: 'POST', body: JSON.stringify(body) }));
      await expect(signIn(body.email, password), password).rejects.toThrow();
    }
    const { email } = await registeredCustomer();
    expect((await signIn(email, TEST_PASSWORD)).accessToken).toEqual(expect.any(String));
  });

  it('holds for provider registration, and the access code stays usable after a refusal', async () => {
    const code = (await issueCode(await operatorToken(), await submitProviderRequest())).code;
    const documents = await uploadDocuments(code);
    for (const password of WEAK_PASSWORDS) {
      const body = registrationBody(code, documents, { password, confirmPassword: password });
      await expectRuleRefusal(await api('/api/providers', { method: 'POST', body: JSON.stringify(body) }));
    }
    const body = registrationBody(code, documents, { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
    const registered = await api('/api/providers', { method: 'POST', body: JSON.stringify(body) });
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect((await signIn(body.email, TEST_PASSWORD)).accessToken).toEqual(expect.any(String));
  });

  it("holds for a driver's join link, which stays open after a refusal", async () => {
    const provider = await demoProvider();
    const email = `driver-${randomUUID()}@test.example`;
    expect((await invite(provider.token, { name: 'Pol Icy', email })).status).toBe(201);
    const token = encodeURIComponent(await invitationTokenFor(email));
    for (const password of WEAK_PASSWORDS) {
      await expectRuleRefusal(await api(`/api/driver-invitations/${token}/accept`, { method: 'POST', body: JSON.stringify({ password }) }));
    }
    const accepted = await api(`/api/driver-invitations/${token}/accept`, { method: 'POST', body: JSON.stringify({ password: TEST_PASSWORD }) });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await signIn(email, TEST_PASSWORD)).accessToken).toEqual(expect.any(String));
  });

  it("holds for a password reset: the pool refuses a weak new password as Cognito does, and the code still resets to a strong one", async () => {
    const { email } = await registeredCustomer();
    const code = await requestResetCode(email);
    for (const password of WEAK_PASSWORDS) {
      const refused = await confirmReset(email, code, password);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { __type: string }).__type, password).toBe('InvalidPasswordException');
      await expect(signIn(email, password), password).rejects.toThrow();
    }
    const reset = await confirmReset(email, code, 'After-reset-2');
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await signIn(email, 'After-reset-2')).accessToken).toEqual(expect.any(String));
  });

  it('holds for a password change', async () => {
    const { email } = await registeredCustomer();
    const { accessToken } = await signIn(email, TEST_PASSWORD);
    for (const password of WEAK_PASSWORDS) {
      const refused = await siteCognitoCall('ChangePassword', { AccessToken: accessToken, PreviousPassword: TEST_PASSWORD, ProposedPassword: password });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { __type: string }).__type, password).toBe('InvalidPasswordException');
    }
    const changed = await siteCognitoCall('ChangePassword', { AccessToken: accessToken, PreviousPassword: TEST_PASSWORD, ProposedPassword: 'Changed-pass-3' });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await signIn(email, 'Changed-pass-3')).accessToken).toEqual(expect.any(String));
  });

  it('signs the demo users in with the demo password', async () => {
    for (const { email } of DEMO_SIGN_INS) expect((await signIn(email, DEMO_PASSWORD)).accessToken, email).toEqual(expect.any(String));
  });
});
