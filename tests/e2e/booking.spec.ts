// Booking end to end in the browser: search, Book Now, the checkout form's messages, payment in
// the local payment sandbox (Stripe's test cards), 'Order Complete!', and the order in the
// customer's history and the provider's data. A declined card creates nothing.
import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_MESSAGES } from '../../shared/schemas/checkout';
import { rentalSchema } from '../../shared/schemas/rental';
import { searchResponseSchema } from '../../shared/schemas/search';
import { DEMO_PASSWORD } from '../../scripts/seed/seed';
import { NATIONAL_PROVIDERS, OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { payWithCard } from './support/payment-sandbox';

/** A Cognito access token, asked of the same endpoint the SPA uses (/config.json names it). */
async function accessToken(page: Page, email: string, password: string): Promise<string> {
  const config = (await (await page.request.get('/config.json')).json()) as { userPoolClientId: string; cognitoEndpoint: string };
  const response = await page.request.post(config.cognitoEndpoint, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
}

async function openCheckoutFromResults(page: Page) {
  await page.goto('/results?zipCode=43215');
  const search = searchResponseSchema.parse(await (await page.request.get('/api/search?zipCode=43215')).json());
  const cheapest = search.providers[0];
  await page.locator('article.provider-card').first().getByRole('link', { name: /Book Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${cheapest.providerId}\\?`));
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  return cheapest;
}

async function fillValidInformation(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Taylor Guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('6145550123');
  await page.getByLabel('Street address').fill('200 Main St');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State').selectOption('OH');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByLabel(/I accept the/).check();
}

test('a signed-in customer books and pays with 4242; the order shows in history and for the provider', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const provider = await openCheckoutFromResults(page);

  // Invalid values first: the spec's messages, each clearing when its field changes.
  await page.getByLabel('Full name').fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText(CHECKOUT_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByText(CHECKOUT_MESSAGES.emailInvalid)).toBeVisible();
  await expect(page.getByText(CHECKOUT_MESSAGES.phoneInvalid)).toBeVisible();
  await expect(page.getByText(CHECKOUT_MESSAGES.termsRequired)).toBeVisible();
  await page.getByLabel('Full name').fill('Jordan Miller');
  await expect(page.getByText(CHECKOUT_MESSAGES.nameRequired)).toBeHidden();

  await fillValidInformation(page, 'customer@example.com');
  await expect(page.getByLabel('Phone')).toHaveValue('(614) 555-0123');
  await page.getByLabel(/Preferred time window/).selectOption('morning');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await payWithCard(page, '4242 4242 4242 4242', 'Taylor Guest');
  await expect(page).toHaveURL(/\/checkout-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible();

  // As the success page asks: with the return token the payment page sent this browser back with.
  const returned = new URL(page.url()).searchParams;
  const sessionId = returned.get('session_id')!;
  const status = await (await page.request.get(`/api/checkout/sessions/${sessionId}?returnToken=${returned.get('return_token')}`)).json();
  const rental = rentalSchema.parse(status.rental);
  expect(rental).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', providerId: provider.providerId });

  await page.getByRole('link', { name: /history/i }).first().click();
  await expect(page).toHaveURL(/\/customer\/history$/);
  await expect(page.locator(`a[href="/rental/${rental.rentalId}"]`)).toBeVisible();

  await page.locator(`a[href="/rental/${rental.rentalId}"]`).click();
  await expect(page.getByText(provider.businessName).first()).toBeVisible();
  await expect(page.getByText(rental.rentalId.slice(0, 8).toUpperCase())).toBeVisible();

  // The provider's data holds the order: read with the provider's own sign-in.
  const providerEmail = [...OHIO_PROVIDERS, ...NATIONAL_PROVIDERS].find((sample) => sample.businessName === provider.businessName)!.email;
  const token = await accessToken(page, providerEmail, DEMO_PASSWORD);
  const asProvider = await page.request.get(`/api/rentals/${rental.rentalId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(asProvider.status()).toBe(200);
  expect(rentalSchema.parse(await asProvider.json())).toMatchObject({ rentalId: rental.rentalId, customerEmail: 'customer@example.com' });

  // The order's e-mails and texts reached the outbox for both parties, with the delivery estimate.
  await expect(async () => {
    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { channel: string; to: string; text?: string; body?: string }[];
    const sentTo = (to: string, channel: string) =>
      outbox.find((entry) => entry.to === to && entry.channel === channel && (entry.text ?? entry.body ?? '').includes('9:00 AM'));
    expect(sentTo('customer@example.com', 'email')).toBeDefined();
    expect(sentTo(providerEmail, 'email')).toBeDefined();
    expect(outbox.filter((entry) => entry.channel === 'sms' && (entry.body ?? '').includes('9:00 AM')).length).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 5000 });
});

test('a declined card (4000 0000 0000 0002) creates nothing and says so', async ({ page }) => {
  await openCheckoutFromResults(page);
  const email = `declined-${Date.now()}@test.example`;
  await fillValidInformation(page, email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002', 'Taylor Guest');
  await expect(page).toHaveURL(/\/checkout\/.*payment=declined/);
  await expect(page.getByText(CHECKOUT_MESSAGES.cardDeclined)).toBeVisible();
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { to: string }[];
  expect(outbox.some((entry) => entry.to === email)).toBe(false);
});

test('on the other host name (127.0.0.1 or localhost), a declined card returns to the same form, and paying then works', async ({ page, baseURL }) => {
  // The stack answers on both loopback names; payment return pages and the payment page itself
  // must follow the name the customer opened, or the site's form-action 'self' stops Pay.
  const other = new URL(baseURL!);
  other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  await page.goto(new URL('/results?zipCode=43215&addOns=%7B%22drivewayProtection%22%3Atrue%7D', other).toString());
  await page.locator('article.provider-card').first().getByRole('link', { name: /Book Now/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  await fillValidInformation(page, `host-${Date.now()}@test.example`);
  // Chosen in results, kept at checkout.
  await expect(page.getByRole('checkbox', { name: /Driveway protection/ })).toBeChecked();
  await page.getByLabel(/Preferred time window/).selectOption('afternoon');
  const total = page.locator('.checkout-summary__total dd');
  await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByText('Driveway protection')).toBeVisible();
  const totalBefore = await total.textContent();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await payWithCard(page, '4000 0000 0000 0002', 'Taylor Guest');
  await expect(page).toHaveURL(/payment=declined/);
  expect(new URL(page.url()).origin).toBe(other.origin);
  await expect(page.getByText(CHECKOUT_MESSAGES.cardDeclined)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Driveway protection/ })).toBeChecked();
  await expect(page.getByLabel(/Preferred time window/)).toHaveValue('afternoon');
  await expect(page.getByLabel(/I accept the/)).toBeChecked();
  await expect(total).toHaveText(totalBefore!);

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242', 'Taylor Guest');
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(other.origin);
});
