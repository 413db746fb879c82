// A provider of its own for a browser test, registered through the real onboarding API (request,
// operator-issued code, uploads, registration), so tests that change prices, areas or inventory
// never disturb the sample data other tests read.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { addDays, isoDate } from '../../../shared/rental-dates';
import { accessToken } from '../../../scripts/local/sign-in';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../../scripts/seed/seed';
import { sampleFile } from '../../support/sample-files';

export { accessToken };

export interface FreshProvider {
  providerId: string;
  businessName: string;
  email: string;
  password: string;
}

async function call(baseUrl: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBeLessThan(300);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function upload(baseUrl: string, code: string, kind: string, contentType: string): Promise<string> {
  const presigned = (await call(baseUrl, '/api/provider-registration/uploads', { code, kind, contentType, size: 64 })) as {
    key: string;
    url: string;
    fields: Record<string, string>;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([sampleFile(contentType, 64)], { type: contentType }), 'upload');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  expect(response.status).toBeLessThan(300);
  return presigned.key;
}

/** Where a fresh provider keeps its yard unless told otherwise. */
const MISSOULA_YARD = { street: '300 N Higgins Ave', city: 'Missoula', state: 'MT', zipCode: '59802' };

/** Registers a provider serving the given ZIPs (no sample provider serves Missoula, MT). */
export async function registerFreshProvider(baseUrl: string, serviceZipCodes = ['59801'], address = MISSOULA_YARD): Promise<FreshProvider> {
  const suffix = randomUUID().slice(0, 6);
  const businessName = `Garnet Range Hauling ${suffix}`;
  const email = `garnet-${suffix}@test.example`;
  const password = 'Portal-pass-1';
  const operator = DEMO_SIGN_INS.find((signIn) => signIn.role === 'operator')!;
  const operatorToken = await accessToken(baseUrl, operator.email, DEMO_PASSWORD);
  const { requestId } = await call(baseUrl, '/api/provider-requests', {
    businessName,
    name: 'Jordan Pike',
    email,
    phone: '4065550177',
  });
  const { code } = (await call(baseUrl, `/api/operator/provider-requests/${requestId as string}/access-code`, undefined, operatorToken)) as {
    code: string;
  };
  const [insuranceKey, licenseKey] = await Promise.all([
    upload(baseUrl, code, 'insurance', 'application/pdf'),
    upload(baseUrl, code, 'license', 'image/png'),
  ]);
  const { providerId } = await call(baseUrl, '/api/providers', {
    code,
    businessName,
    name: 'Jordan Pike',
    email,
    phone: '4065550177',
    insuranceKey,
    licenseKey,
    address,
    serviceZipCodes,
    dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 1, yard30: 0, yard40: 0 },
    dumpsterTypes: ['construction', 'residential'],
    pricing: {
      baseRatePerYard: 8,
      deliveryFee: 50,
      addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, cleanupService: 45, permitPulling: 35 },
    },
    addOns: { sameDayDelivery: false, drivewayProtection: false, cleanupService: false, permitPulling: false },
    password,
    confirmPassword: password,
  });
  // The rest of its area reaches search from the table's stream: start from search in step.
  await searchIndexSettled(baseUrl);
  return { providerId: providerId as string, businessName, email, password };
}

/**
 * Waits until search shows every save so far: the local stack's reader of the table's stream has
 * delivered every change to the search index consumer. Saves answer before search has them.
 */
export async function searchIndexSettled(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/dev/table-stream/drained`);
  if (!response.ok) throw new Error(`The table stream did not drain: ${response.status}`);
}

export async function signInThroughPage(page: Page, email: string, password: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${redirect}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The login page's own URL names the redirect: only leaving it says the sign-in worked.
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page).toHaveURL(new RegExp(redirect.replace(/[?]/g, '\\?')));
}

/** A 20-yard listing of the provider serving its first ZIP, created through the portal's API. */
export async function createListingFor(baseUrl: string, provider: FreshProvider, zipCode = '59801'): Promise<string> {
  const token = await accessToken(baseUrl, provider.email, provider.password);
  const listing = await call(
    baseUrl,
    '/api/provider/listings',
    {
      type: 'roll-off',
      size: 20,
      category: 'both',
      description: 'Twenty yards for remodels and roofing.',
      pricing: { dailyCents: 8_500, weeklyCents: 39_500, monthlyCents: 125_000 },
      serviceAreas: [zipCode],
      imageUrls: [],
    },
    token,
  );
  await searchIndexSettled(baseUrl);
  return listing.listingId as string;
}

/** The demo customer asks to rent the listing for a week, delivery in ten days. */
export async function requestRentalOf(baseUrl: string, listingId: string): Promise<string> {
  const customer = DEMO_SIGN_INS.find((signIn) => signIn.role === 'customer')!;
  const token = await accessToken(baseUrl, customer.email, DEMO_PASSWORD);
  const rental = await call(
    baseUrl,
    '/api/rentals',
    {
      listingId,
      rentalPeriod: 'weekly',
      startDate: addDays(isoDate(new Date()), 10),
      deliveryAddress: { street: '410 Woody St', city: 'Missoula', state: 'MT', zipCode: '59801' },
    },
    token,
  );
  return rental.rentalId as string;
}
