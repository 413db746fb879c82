// Checkouts of a browser test done over HTTP, as a guest, against the local payment sandbox: opening
// a payment session (which holds a dumpster for its days), paying it and expiring it as Stripe
// would, for tests that need a booking or a hold without walking the checkout form each time.
import { expect, type Page } from '@playwright/test';
import { checkoutSessionResponseSchema, checkoutSessionStatusSchema } from '../../../shared/schemas/checkout';

/** Where the fresh providers deliver (fresh-provider.ts serves Missoula, MT). */
export const MISSOULA_ADDRESS = { street: '100 Broadway St', city: 'Missoula', state: 'MT', zipCode: '59801' };

/** The sandbox's secret key, which its API wants as Stripe's does (set by global-setup.ts). */
function sandboxKey(): Record<string, string> {
  const key = process.env.E2E_PAYMENT_SANDBOX_KEY;
  if (!key) throw new Error('E2E_PAYMENT_SANDBOX_KEY is not set: the payment sandbox is not running');
  return { authorization: `Bearer ${key}` };
}

/** A guest's payment session for a week's rental of the size from `startDate`: it holds one dumpster. */
export async function openGuestCheckout(baseUrl: string, providerId: string, startDate: string, size = 20) {
  const response = await fetch(`${baseUrl}/api/checkout/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      providerId,
      size,
      startDate,
      addOns: {},
      acceptTerms: true,
      customer: { name: 'Sam Sandbox', email: `sandbox-${Date.now()}@test.example`, phone: '4065550123', address: MISSOULA_ADDRESS },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return checkoutSessionResponseSchema.parse(await response.json());
}

/** Pays the session in the sandbox, then asks for its outcome, which records the rental. */
export async function payInSandbox(baseUrl: string, sessionId: string): Promise<void> {
  const paid = await fetch(`${baseUrl}/sandbox/api/sessions/${sessionId}/complete`, { method: 'POST', headers: sandboxKey() });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const status = checkoutSessionStatusSchema.parse(await (await fetch(`${baseUrl}/api/checkout/sessions/${sessionId}`)).json());
  expect(status.status).toBe('complete');
}

/** A guest books the provider's dumpster of the size for a week from `startDate`, paid. */
export async function bookAsGuest(baseUrl: string, providerId: string, startDate: string, size = 20): Promise<void> {
  const { sessionId } = await openGuestCheckout(baseUrl, providerId, startDate, size);
  await payInSandbox(baseUrl, sessionId);
}

/** Expires the session as Stripe does when its time runs out: the sandbox sends the signed checkout.session.expired. */
export async function expireInSandbox(baseUrl: string, sessionId: string): Promise<void> {
  const expired = await fetch(`${baseUrl}/sandbox/api/sessions/${sessionId}/expire`, { method: 'POST', headers: sandboxKey() });
  expect(expired.status, await expired.clone().text()).toBe(200);
}

/** The session id of the sandbox's payment page the browser is on. */
export function sandboxSessionOf(page: Page): string {
  const match = /\/sandbox\/checkout\/([^/?#]+)/.exec(page.url());
  if (!match) throw new Error(`Not on the sandbox's payment page: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/** Pays on the sandbox's payment page with a Stripe test card. */
export async function payWithCard(page: Page, cardNumber: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay / }).click();
}
