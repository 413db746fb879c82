// Accounts in the browser: the whole life of a customer account, guards, and password reset
// with the code read from the local outbox (where Cognito's e-mail lands on the local stack).
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { SCREEN_MESSAGES } from '../../frontend/src/lib/screen-messages';

const provider = DEMO_SIGN_INS.find((signIn) => signIn.role === 'provider')!;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function logOutFromMenu(page: Page, firstName: string) {
  await page.getByRole('button', { name: new RegExp(firstName) }).first().click();
  await page.getByRole('menuitem', { name: 'Log Out' }).or(page.getByRole('button', { name: 'Log Out' })).first().click();
  await expect(page).toHaveURL(/\/$/);
}

test('a customer registers, signs out and in, edits the profile, changes the password and deletes the account', async ({ page }) => {
  const email = `casey-${randomUUID().slice(0, 8)}@test.example`;
  const password = 'First-pass-1';
  const newPassword = 'Second-pass-2';

  await page.goto('/register/customer');
  await expectAccessible(page);
  await page.getByLabel('Full name').fill('Casey Rivera');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('6145550177');
  await page.getByLabel('Street address').fill('12 High St');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State').selectOption('OH');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('not-the-same');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Casey');
  await expectAccessible(page);

  await logOutFromMenu(page, 'Casey');
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Remember my email').check();
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(SCREEN_MESSAGES.loginInvalid)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  // The e-mail is remembered for the next sign-in.
  await logOutFromMenu(page, 'Casey');
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.goto('/customer/profile');
  await page.getByLabel('Phone').fill('6145550188');
  await page.getByLabel('City').fill('Dublin');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.profileSaved)).toBeVisible();
  await expect(page.getByText(MESSAGES.profileSaved)).toBeHidden({ timeout: 6000 });
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Dublin');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog');
  await passwordDialog.getByLabel('Current password').fill(password);
  await passwordDialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordDialog.getByLabel('Confirm new password').fill(newPassword);
  await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(SCREEN_MESSAGES.passwordUpdated)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page.getByText(SCREEN_MESSAGES.loginInvalid)).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.goto('/customer/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deleteDialog = page.getByRole('dialog');
  await deleteDialog.getByLabel(/Type DELETE/).fill('DELETE');
  await deleteDialog.getByLabel('Current password').fill(newPassword);
  await deleteDialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await signIn(page, email, newPassword);
  await expect(page.getByText(SCREEN_MESSAGES.loginInvalid)).toBeVisible();
});

test('signed out, a customer page sends you to sign in and back; a provider is refused customer pages', async ({ page }) => {
  await page.goto('/customer/history');
  await expect(page).toHaveURL(/\/login\?redirect=\/customer\/history$/);
  await signIn(page, 'customer@example.com', 'Demo1234!');
  await expect(page).toHaveURL(/\/customer\/history$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await logOutFromMenu(page, 'Jordan');
  await page.goto('/login');
  await signIn(page, provider.email, provider.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customer/profile');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' }).or(page.getByRole('link', { name: 'Go Back' }))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

/** Amplify's keys in this page's localStorage that hold a session (the user, and each token). */
function storedSessionKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.') && /\.(LastAuthUser|accessToken|idToken|refreshToken)$/.test(key)),
  );
}

test('a lapsed access token is renewed through Cognito before the API sees it; signing out forgets the session', async ({ page }) => {
  await page.goto('/login?redirect=/customer/history');
  await signIn(page, 'customer@example.com', 'Demo1234!');
  await expect(page.getByRole('heading', { level: 1, name: 'Rental History' })).toBeVisible();

  // The stored access token made to look lapsed: its claims with a past expiry, so its signature no
  // longer matches and the API would refuse it. Only a refresh lets the next page load.
  const lapsed = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'))!;
    const [header, payload] = localStorage.getItem(key)!.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const token = `${header}.${expired}.bGFwc2Vk`;
    localStorage.setItem(key, token);
    return token;
  });
  const refresh = page.waitForRequest((request) => request.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken');
  const apiAuthorizations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiAuthorizations.push(request.headers().authorization ?? '');
  });
  await page.reload();
  await refresh;
  await expect(page.getByRole('heading', { level: 1, name: 'Rental History' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Jordan/ })).toBeVisible();
  expect(apiAuthorizations.filter((authorization) => authorization.startsWith('Bearer '))).not.toHaveLength(0);
  expect(apiAuthorizations).not.toContain(`Bearer ${lapsed}`);

  expect(await storedSessionKeys(page)).toHaveLength(4);
  const refreshToken = await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((name) => name.endsWith('.refreshToken'))!));
  const revocation = page.waitForResponse((response) => response.request().headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.RevokeToken');
  await logOutFromMenu(page, 'Jordan');
  expect(await storedSessionKeys(page)).toEqual([]);
  expect((await revocation).status()).toBe(200);
  // Revoked at Cognito too: the refresh token renews nothing any more.
  const config = (await (await page.request.get('/config.json')).json()) as { userPoolClientId: string; cognitoEndpoint: string };
  const renewal = await page.request.post(config.cognitoEndpoint, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
    data: JSON.stringify({ ClientId: config.userPoolClientId, RefreshToken: refreshToken }),
  });
  expect(renewal.status()).toBe(400);
  expect(((await renewal.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
  // Signed out for good: a reload does not bring the session back.
  await page.goto('/customer/history');
  await expect(page).toHaveURL(/\/login\?redirect=\/customer\/history$/);
});

test('forgot password: the code arrives in the outbox and the new password signs in', async ({ page, request }) => {
  // A fresh account, so other tests keep their passwords.
  const email = `reset-${randomUUID().slice(0, 8)}@test.example`;
  const created = await request.post('/api/customers', {
    data: {
      name: 'Robin Reset',
      email,
      phone: '6145550166',
      address: { street: '1 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      password: 'Before-reset-1',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByLabel('Reset code')).toBeVisible();

  let code = '';
  await expect(async () => {
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
    const mail = outbox.find((entry) => entry.to === email);
    code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });

  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('After-reset-2');
  await page.getByLabel('Confirm new password').fill('After-reset-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, 'After-reset-2');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});
