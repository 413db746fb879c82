// Provider onboarding in the browser, end to end: a business asks to join, an operator issues an
// access code, the code arrives by e-mail (the local outbox), the business registers with a logo,
// an insurance PDF and a license photo, lands on its dashboard and is found in search. The used
// code then refuses a second registration, and the operator verifies the new provider.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { searchIndexSettled } from './support/fresh-provider';

const operator = DEMO_SIGN_INS.find((signIn) => signIn.role === 'operator')!;

// A 1x1 PNG, and the smallest PDF a reader accepts: what the bucket stores is what was chosen.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

async function signedInAsOperator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?redirect=/operator');
  await page.getByLabel('Email', { exact: true }).fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/operator/);
  return page;
}

async function openCodeTab(page: Page, code: string) {
  await page.goto('/register/provider');
  await page.getByRole('tab', { name: 'I Have an Access Code' }).click();
  await page.getByRole('textbox', { name: 'Access code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

test('a business asks to join, gets a code, registers with documents and is found in search', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 6);
  const businessName = `Big Sky Bins ${suffix}`;
  const email = `bigsky-${suffix}@test.example`;
  const password = 'Hauling-42';

  // 1. The Contact Us request.
  await page.goto('/register/provider');
  await expectAccessible(page);
  const contact = page.getByRole('tabpanel', { name: 'Contact Us' });
  await contact.getByLabel('Business name').fill(businessName);
  await contact.getByLabel('Contact name').fill('Morgan Reyes');
  await contact.getByLabel('Email', { exact: true }).fill(email);
  await contact.getByLabel('Phone').fill('4065550142');
  await contact.getByLabel(/Message/).fill('We run eight roll-off dumpsters around Missoula.');
  await contact.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(MESSAGES.providerRequestSubmitted)).toBeVisible();

  // 2. An operator issues the code from the console.
  const console = await signedInAsOperator(browser);
  await console.getByRole('button', { name: `Issue access code for ${businessName}` }).click();
  await console.getByRole('button', { name: 'Issue and e-mail code' }).click();
  const issued = console.getByRole('dialog', { name: 'Access code issued' });
  await expect(issued).toContainText(email);
  await issued.getByRole('button', { name: 'Done' }).click();

  // 3. The code arrives by e-mail.
  let code = '';
  await expect(async () => {
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; subject: string; text: string }[];
    const mail = outbox.find((entry) => entry.to === email && /access code/i.test(entry.subject));
    code = /\b[A-Z0-9]{4}(?:-[A-Z0-9]{4})+\b/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 5000 });

  // 4. Registration with the code: every section, three files.
  await openCodeTab(page, code);
  const form = page.getByRole('tabpanel', { name: 'I Have an Access Code' });
  await expect(form.getByLabel('Business name')).toHaveValue(businessName);
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await form.getByLabel('Contact name').fill('Morgan Reyes');
  await form.getByLabel('Phone').fill('4065550142');
  await form.getByLabel('Business logo (optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Employer Identification Number (optional)').fill('81-1234567');
  await form.getByLabel('Business insurance (PDF)').setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel("Driver's license (image)").setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Street address').fill('200 W Broadway St');
  await form.getByLabel('City').fill('Missoula');
  await form.getByLabel('State').selectOption('MT');
  await form.getByLabel('ZIP code', { exact: true }).fill('59802');
  const zipInput = form.getByRole('textbox', { name: 'Service area ZIP code' });
  await zipInput.fill('59801');
  await zipInput.press('Enter');
  await zipInput.fill('59801');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText(MESSAGES.zipAlreadyAdded)).toBeVisible();
  await zipInput.fill('59802');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('list', { name: 'Service area ZIP codes added' }).getByRole('listitem')).toHaveCount(2);
  await form.getByLabel('20 yard').fill('3');
  await form.getByLabel('Construction').check();
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Provider Account' }).click();

  // 5. The new provider's dashboard, then search in its ZIPs, with its logo.
  await expect(page).toHaveURL(/\/provider\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByText('Documents under review')).toBeVisible();
  for (const zipCode of ['59801', '59802']) {
    await page.goto(`/results?zipCode=${zipCode}&size=20`);
    const card = page.getByRole('article', { name: businessName });
    await expect(card).toBeVisible();
    const logo = card.getByRole('img', { name: `${businessName} logo` });
    await expect(logo).toBeVisible();
    // Decoded from the bucket, not just laid out: a broken image has no natural width.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : -1))).toBe(1);
  }

  // 6. The code worked once: a second registration with it is refused.
  const second = await (await browser.newContext()).newPage();
  await openCodeTab(second, code);
  await expect(second.getByText(MESSAGES.accessCodeUsed)).toBeVisible();

  // 7. The operator sees the documents and verifies the provider: search shows the badge.
  await console.getByRole('tab', { name: 'Providers' }).click();
  await console.getByRole('button', { name: `View documents for ${businessName}` }).click();
  const documents = console.getByRole('dialog');
  await expect(documents.getByRole('link', { name: /insurance certificate/i })).toHaveAttribute('target', '_blank');
  const insuranceUrl = await documents.getByRole('link', { name: /insurance certificate/i }).getAttribute('href');
  const insurance = await request.get(insuranceUrl!);
  expect(insurance.status()).toBe(200);
  expect((await insurance.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await documents.getByRole('button', { name: /Close/ }).first().click();
  await console.getByRole('button', { name: `Verify ${businessName}` }).click();
  await console.getByLabel('Notes (optional)').fill('Insurance valid through 2027; license matches the owner.');
  await console.getByRole('button', { name: 'Verify provider' }).click();
  // Exact: the row said "Not verified" before, which a substring match would take for the badge
  // and so read search before the decision was saved.
  await expect(console.getByRole('dialog')).toBeHidden();
  await expect(console.getByRole('row', { name: new RegExp(businessName) }).getByText('Verified', { exact: true })).toBeVisible();
  // Search takes the badge from the table's stream, seconds after the decision (a busy machine's
  // seconds can outlast the navigation): read it once the stream has caught up.
  await searchIndexSettled(baseURL!);
  await page.goto('/results?zipCode=59801&size=20');
  await expect(page.getByRole('article', { name: businessName }).getByText('Verified', { exact: true })).toBeVisible();
});

test('the access code tab explains an empty and an unknown code', async ({ page }) => {
  await page.goto('/register/provider');
  await page.getByRole('tab', { name: 'I Have an Access Code' }).click();
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText(MESSAGES.accessCodeRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Access code' }).fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText(MESSAGES.accessCodeInvalid)).toBeVisible();
});
