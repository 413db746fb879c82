// The provider portal's Pricing, Service Areas and Profile pages against the running stack. Every
// test acts as a provider registered here through an access code, in Montana ZIPs no seeded provider
// serves, so the seeded providers and the catalog tests' exact Ohio results never change.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { indexListingInSearch } from '../../functions/catalog/service-area-index';
import { createStore } from '../../functions/platform/data/store';
import { MESSAGES } from '../../shared/messages';
import { meResponseSchema } from '../../shared/schemas/account';
import type { Listing } from '../../shared/schemas/listing';
import { presignedUploadSchema } from '../../shared/schemas/onboarding';
import { providerProfileSchema, type ProviderProfile } from '../../shared/schemas/provider';
import {
  MAX_SERVICEABLE_ZIP_CODES,
  PROVIDER_SETTINGS_MESSAGES,
  serviceAreaPreviewSchema,
} from '../../shared/schemas/provider-settings';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api, dynamoDbRequestsDuring, searchIndexSettled, signIn, stackUrl } from '../support/stack-client';
import { putRental } from '../support/rental-fixtures';
import { issueCode, operatorToken, postToBucket, registrationBody, submitProviderRequest, uploadDocuments } from './onboarding-support';

interface TestProvider {
  providerId: string;
  token: string;
  email: string;
  password: string;
}

const tableStore = () =>
  createStore({
    tableName: inject('tableName'),
    client: new DynamoDBClient({
      endpoint: inject('dynamodbEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  });

let operator: string;

/** A provider registered through a fresh access code (serving 59801 and 59802 with 10- and 20-yard dumpsters), signed in. */
async function newProvider(): Promise<TestProvider> {
  const { code } = await issueCode(operator, await submitProviderRequest());
  const body = registrationBody(code, await uploadDocuments(code));
  const response = await api('/api/providers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  const { accessToken } = await signIn(body.email, body.password);
  const me = meResponseSchema.parse(await (await api('/api/me', { token: accessToken })).json());
  return { providerId: me.userId, token: accessToken, email: body.email, password: body.password };
}

async function profileOf(provider: TestProvider): Promise<ProviderProfile> {
  const response = await api('/api/provider/profile', { token: provider.token });
  expect(response.status).toBe(200);
  return providerProfileSchema.parse(await response.json());
}

async function send(provider: TestProvider, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await api(path, { method, token: provider.token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** The provider as search shows it in a ZIP, once search has caught up with the saves before (it indexes from the table's stream). */
async function searchResult(zipCode: string, providerId: string, size = 20) {
  await searchIndexSettled();
  const response = await api(`/api/search?zipCode=${zipCode}&size=${size}`);
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(await response.json()).providers.find((provider) => provider.providerId === providerId);
}

const pricingBody = (deliveryFeeCents: number) => ({
  pricing: {
    baseRatePerYardCents: 850,
    deliveryFeeCents,
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, cleanupService: 4500, permitPulling: 3500 },
  },
  addOns: { sameDayDelivery: true, drivewayProtection: true, cleanupService: false, permitPulling: false },
});

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Big Sky Bins',
  name: 'Riley Owner',
  phone: '4065550100',
  address: { street: '1 Higgins Ave', city: 'Missoula', state: 'MT', zipCode: '59801' },
  ein: '98-7654321',
  ...overrides,
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(1000).fill(3)]);

async function uploadLogo(provider: TestProvider, bytes: Uint8Array<ArrayBuffer> = PNG): Promise<string> {
  const response = await send(provider, 'POST', '/api/provider/logo/uploads', { contentType: 'image/png', size: bytes.length });
  expect(response.status).toBe(201);
  const presigned = presignedUploadSchema.parse(response.json);
  expect(presigned.key.startsWith(`media/provider-logos/${provider.providerId}/`)).toBe(true);
  expect(presigned.maxBytes).toBe(5 * 1024 * 1024);
  await postToBucket(presigned, 'image/png', bytes);
  return presigned.key;
}

beforeAll(async () => {
  operator = await operatorToken();
});

describe('PUT /api/provider/pricing', () => {
  it('changes what search charges for the provider at once', async () => {
    const provider = await newProvider();
    const before = await searchResult('59801', provider.providerId);
    expect(before?.quote.deliveryFeeCents).toBe(5500);

    const saved = await send(provider, 'PUT', '/api/provider/pricing', pricingBody(7500));
    expect(saved.status).toBe(200);
    const profile = providerProfileSchema.parse(saved.json);
    expect(profile.pricing.deliveryFeeCents).toBe(7500);
    expect(profile.addOns).toEqual(pricingBody(7500).addOns);

    const after = await searchResult('59801', provider.providerId);
    expect(after?.quote.deliveryFeeCents).toBe(7500);
    expect(after!.quote.totalCents - before!.quote.totalCents).toBe(2000);
    expect(after?.addOns).toEqual(pricingBody(7500).addOns);
    // The other served ZIP was re-indexed too.
    expect((await searchResult('59802', provider.providerId))?.quote.deliveryFeeCents).toBe(7500);
  });

  it('refuses prices off the form steps, and a stale page, writing nothing', async () => {
    const provider = await newProvider();
    const stored = await profileOf(provider);
    const offStep = await send(provider, 'PUT', '/api/provider/pricing', {
      ...pricingBody(5550),
      pricing: { ...pricingBody(5550).pricing, baseRatePerYardCents: 825 },
    });
    expect(offStep.status).toBe(400);
    expect(offStep.json.fieldErrors).toMatchObject({
      'pricing.baseRatePerYardCents': 'Base rate per yard must be in steps of $0.50',
      'pricing.deliveryFeeCents': 'Delivery fee must be in steps of $1.00',
    });
    const stale = await send(provider, 'PUT', '/api/provider/pricing', { ...pricingBody(6000), expectedUpdatedAt: '2000-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile);
    expect(await profileOf(provider)).toEqual(stored);

    const current = await send(provider, 'PUT', '/api/provider/pricing', { ...pricingBody(6000), expectedUpdatedAt: stored.updatedAt });
    expect(current.status).toBe(200);
  });
});

describe('service areas', () => {
  it('previews the covered ZIPs with coordinates, nearest first', async () => {
    const provider = await newProvider();
    const response = await send(provider, 'POST', '/api/provider/service-areas/preview', { primaryZipCodes: ['59801'], serviceRadius: 10 });
    expect(response.status).toBe(200);
    const preview = serviceAreaPreviewSchema.parse(response.json);
    // Coordinates are the Census Bureau's internal points of each ZIP's delivery area.
    expect(preview.primary).toEqual([{ zipCode: '59801', city: 'Missoula', state: 'MT', latitude: 46.854689, longitude: -114.010437 }]);
    expect(preview.covered.map((zip) => zip.zipCode)).toEqual(expect.arrayContaining(['59802', '59803', '59808', '59812', '59851']));
    expect(preview.covered.find((zip) => zip.zipCode === '59808')).toEqual({
      zipCode: '59808',
      city: 'Missoula',
      state: 'MT',
      latitude: 46.961731,
      longitude: -114.091961,
      distanceMiles: 8.3,
    });
    const distances = preview.covered.map((zip) => zip.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
    expect(preview.total).toBe(1 + preview.covered.length);
    expect(preview.maxTotal).toBe(MAX_SERVICEABLE_ZIP_CODES);
  });

  it('serves every ZIP within the radius once saved: search finds the provider in a covered ZIP, no longer in the old ones', async () => {
    const provider = await newProvider();
    const preview = serviceAreaPreviewSchema.parse(
      (await send(provider, 'POST', '/api/provider/service-areas/preview', { primaryZipCodes: ['59901'], serviceRadius: 15 })).json,
    );
    const covered = preview.covered.find((zip) => zip.zipCode !== '59901')!;
    expect(covered).toBeDefined();
    expect(await searchResult(covered.zipCode, provider.providerId)).toBeUndefined();

    let saved: { status: number; json: any } | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      saved = await send(provider, 'PUT', '/api/provider/service-areas', { primaryZipCodes: ['59901'], serviceRadius: 15 });
    });
    expect(saved!.status).toBe(200);
    expect(requests.map((request) => request.operation)).not.toContain('Scan');
    const profile = providerProfileSchema.parse(saved!.json);
    expect(profile).toMatchObject({ primaryZipCodes: ['59901'], serviceRadius: 15 });
    expect(profile.serviceableZipCodes).toEqual(['59901', ...preview.covered.map((zip) => zip.zipCode)]);

    expect(await searchResult(covered.zipCode, provider.providerId)).toMatchObject({ serviceZipCount: preview.total });
    expect(await searchResult('59901', provider.providerId)).toBeDefined();
    // Registration's Missoula area (59801 and 30 miles around) is about 100 miles from Kalispell: its items are gone.
    expect(await searchResult('59801', provider.providerId)).toBeUndefined();
  });

  it("refuses invalid, duplicate and unknown ZIPs, a radius off the slider and an area above the cap, writing nothing", async () => {
    const provider = await newProvider();
    const stored = await profileOf(provider);
    const save = (body: unknown) => send(provider, 'PUT', '/api/provider/service-areas', body);

    const invalidZip = await save({ primaryZipCodes: ['5980'], serviceRadius: 25 });
    expect([invalidZip.status, invalidZip.json.fieldErrors]).toEqual([400, { 'primaryZipCodes.0': 'Please enter a valid 5-digit ZIP code' }]);
    const duplicate = await save({ primaryZipCodes: ['59801', '59801'], serviceRadius: 25 });
    expect([duplicate.status, duplicate.json.fieldErrors]).toEqual([400, { 'primaryZipCodes.1': 'This ZIP code is already in your primary service areas' }]);
    const unknown = await save({ primaryZipCodes: ['59801', '00000'], serviceRadius: 25 });
    expect([unknown.status, unknown.json.message]).toEqual([400, 'Unable to validate this ZIP code. Please check and try again.']);
    expect(unknown.json.fieldErrors).toEqual({ 'primaryZipCodes.1': 'Unable to validate this ZIP code. Please check and try again.' });
    const poBoxes = await save({ primaryZipCodes: ['43215', '43086'], serviceRadius: 25 });
    expect([poBoxes.status, poBoxes.json.fieldErrors]).toEqual([400, { 'primaryZipCodes.1': PROVIDER_SETTINGS_MESSAGES.zipWithoutDeliveryArea }]);
    const offSlider = await save({ primaryZipCodes: ['59801'], serviceRadius: 7 });
    expect([offSlider.status, offSlider.json.fieldErrors]).toEqual([400, { serviceRadius: 'Service radius must be in steps of 5 miles' }]);
    const tooWide = await save({ primaryZipCodes: ['10001', '19103', '20001', '02108', '15222', '14202'], serviceRadius: 100 });
    expect(tooWide.status).toBe(400);
    expect(tooWide.json.message).toMatch(/^This service area covers [\d,]+ ZIP codes; the most one provider can serve is 3,000\./);
    const previewPreviewUnknown = await send(provider, 'POST', '/api/provider/service-areas/preview', { primaryZipCodes: ['00000'], serviceRadius: 25 });
    expect(previewPreviewUnknown.status).toBe(400);

    expect(await profileOf(provider)).toEqual(stored);
    expect(await searchResult('59801', provider.providerId)).toBeDefined();
  });

  it('saves an area near the cap in one bounded batch, and deleting the account removes it all again', async () => {
    const provider = await newProvider();
    // 10001 at 100 miles: about 1,800 delivery ZIPs, among the largest single-ZIP areas in the country.
    const startedAt = performance.now();
    const saved = await send(provider, 'PUT', '/api/provider/service-areas', { primaryZipCodes: ['10001'], serviceRadius: 100 });
    const savedMs = performance.now() - startedAt;
    expect(saved.status).toBe(200);
    const count = saved.json.serviceableZipCodes.length as number;
    expect(count).toBeGreaterThan(1700);
    expect(count).toBeLessThanOrEqual(MAX_SERVICEABLE_ZIP_CODES);
    expect(await searchResult('10001', provider.providerId)).toMatchObject({ serviceZipCount: count });
    expect((await tableStore().entities.providerZip.query.byProvider({ providerId: provider.providerId }).go({ pages: 'all' })).data).toHaveLength(count);

    const deletingAt = performance.now();
    expect((await send(provider, 'DELETE', '/api/provider/profile', { password: provider.password })).status).toBe(204);
    const deletedMs = performance.now() - deletingAt;
    await searchIndexSettled();
    expect((await tableStore().entities.providerZip.query.byProvider({ providerId: provider.providerId }).go()).data).toEqual([]);
    console.log(`service area of ${count} ZIPs: saved in ${Math.round(savedMs)} ms, deleted with the account in ${Math.round(deletedMs)} ms`);
  });

  it('answers 409 when the profile changed since the page was loaded', async () => {
    const provider = await newProvider();
    const loaded = await profileOf(provider);
    expect((await send(provider, 'PUT', '/api/provider/pricing', pricingBody(6000))).status).toBe(200);
    const stale = await send(provider, 'PUT', '/api/provider/service-areas', {
      primaryZipCodes: ['59801'],
      serviceRadius: 5,
      expectedUpdatedAt: loaded.updatedAt,
    });
    expect([stale.status, stale.json.message]).toEqual([409, PROVIDER_SETTINGS_MESSAGES.changedMeanwhile]);
  });
});

describe('PUT /api/provider/profile', () => {
  it('saves the details and a checked logo served at its /media URL, shows them in search, and deletes a replaced logo', async () => {
    const provider = await newProvider();
    const firstKey = await uploadLogo(provider);
    const saved = await send(provider, 'PUT', '/api/provider/profile', profileBody({ logoKey: firstKey }));
    expect(saved.status).toBe(200);
    const profile = providerProfileSchema.parse(saved.json);
    expect(profile).toMatchObject({
      businessName: 'Big Sky Bins',
      name: 'Riley Owner',
      phone: '4065550100',
      ein: '98-7654321',
      address: { street: '1 Higgins Ave', city: 'Missoula', state: 'MT', zipCode: '59801' },
      logoUrl: `/${firstKey}`,
    });
    const logo = await fetch(`${stackUrl()}${profile.logoUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
    expect(await searchResult('59801', provider.providerId)).toMatchObject({ businessName: 'Big Sky Bins', logoUrl: profile.logoUrl, city: 'Missoula' });

    const secondKey = await uploadLogo(provider);
    const replaced = await send(provider, 'PUT', '/api/provider/profile', profileBody({ logoKey: secondKey, ein: '' }));
    expect(replaced.status).toBe(200);
    expect(replaced.json.logoUrl).toBe(`/${secondKey}`);
    expect(replaced.json.ein).toBeUndefined();
    expect((await fetch(`${stackUrl()}/${firstKey}`)).status).toBe(404);
    expect((await fetch(`${stackUrl()}/${secondKey}`)).status).toBe(200);

    const removed = await send(provider, 'PUT', '/api/provider/profile', profileBody({ removeLogo: true }));
    expect(removed.status).toBe(200);
    expect(removed.json.logoUrl).toBeUndefined();
    expect((await fetch(`${stackUrl()}/${secondKey}`)).status).toBe(404);
    expect((await searchResult('59801', provider.providerId))?.logoUrl).toBeUndefined();
  });

  it("refuses a logo that was never uploaded, another provider's logo, a non-image upload and bad details", async () => {
    const [provider, other] = await Promise.all([newProvider(), newProvider()]);
    const othersKey = await uploadLogo(other);
    const stored = await profileOf(provider);

    const missing = await send(provider, 'PUT', '/api/provider/profile', profileBody({ logoKey: `media/provider-logos/${provider.providerId}/never-uploaded` }));
    expect([missing.status, missing.json.fieldErrors]).toEqual([400, { logoKey: 'Failed to upload your logo. Please try again.' }]);
    const foreign = await send(provider, 'PUT', '/api/provider/profile', profileBody({ logoKey: othersKey }));
    expect(foreign.status).toBe(400);
    const pdf = await send(provider, 'POST', '/api/provider/logo/uploads', { contentType: 'application/pdf', size: 2048 });
    expect([pdf.status, pdf.json.message]).toEqual([400, 'Please upload an image file']);
    const huge = await send(provider, 'POST', '/api/provider/logo/uploads', { contentType: 'image/png', size: 5 * 1024 * 1024 + 1 });
    expect([huge.status, huge.json.message]).toEqual([400, 'File size should not exceed 5MB']);
    const badEin = await send(provider, 'PUT', '/api/provider/profile', profileBody({ ein: '123' }));
    expect([badEin.status, badEin.json.fieldErrors]).toEqual([400, { ein: 'EIN must look like XX-XXXXXXX' }]);

    expect(await profileOf(provider)).toEqual(stored);
    expect((await fetch(`${stackUrl()}/${othersKey}`)).status).toBe(200);
  });
});

describe('DELETE /api/provider/profile', () => {
  it('needs the current password, checked by the user pool: without it or with a wrong one nothing is deleted', async () => {
    const provider = await newProvider();
    const missing = await send(provider, 'DELETE', '/api/provider/profile');
    expect([missing.status, missing.json.fieldErrors]).toEqual([400, { password: MESSAGES.currentPasswordRequired }]);
    const wrong = await send(provider, 'DELETE', '/api/provider/profile', { password: 'Wrong-pass-1' });
    expect([wrong.status, wrong.json]).toEqual([400, { message: MESSAGES.currentPasswordWrong, fieldErrors: { password: MESSAGES.currentPasswordWrong } }]);
    expect((await profileOf(provider)).providerId).toBe(provider.providerId);
    expect((await signIn(provider.email, provider.password)).accessToken).toEqual(expect.any(String));
    expect((await send(provider, 'DELETE', '/api/provider/profile', { password: provider.password })).status).toBe(204);
    await expect(signIn(provider.email, provider.password)).rejects.toThrow();
  });

  it('is refused while a rental is active, then removes the account, its listings, search items and files', async () => {
    const provider = await newProvider();
    const store = tableStore();
    const logoKey = await uploadLogo(provider);
    expect((await send(provider, 'PUT', '/api/provider/profile', profileBody({ logoKey }))).status).toBe(200);

    // A listing of the provider, searchable in one of its ZIPs.
    const now = new Date().toISOString();
    const listing: Listing = {
      listingId: `settings-test-${provider.providerId}`,
      providerId: provider.providerId,
      providerName: 'Big Sky Bins',
      type: 'construction',
      size: '20',
      category: 'both',
      description: 'A 20-yard roll-off',
      deliveryFeeCents: 5500,
      serviceAreas: ['59801'],
      imageUrls: [],
      availability: true,
      sameDayDelivery: false,
      drivewaySafe: false,
      moneyBackGuarantee: false,
      cleanDisposal: false,
      verified: false,
      createdAt: now,
      updatedAt: now,
    };
    await store.entities.listing.put(listing).go();
    await indexListingInSearch(store, listing.listingId, now);

    const customer = { customerId: 'settings-test-customer', customerName: 'Casey Customer', customerEmail: 'casey@test.example', providerId: provider.providerId };
    const active = await putRental({ ...customer, startDate: '2035-06-04', status: 'active' });
    const unpaidRequest = await putRental({ ...customer, startDate: '2035-07-01', status: 'pending' });
    await store.entities.rental.patch({ rentalId: unpaidRequest.rentalId }).set({ paymentStatus: 'unpaid' }).go();

    const refused = await send(provider, 'DELETE', '/api/provider/profile', { password: provider.password });
    expect([refused.status, refused.json.message]).toEqual([409, PROVIDER_SETTINGS_MESSAGES.deleteBlockedByRentals]);
    expect((await profileOf(provider)).providerId).toBe(provider.providerId);
    expect(await searchResult('59801', provider.providerId)).toBeDefined();

    await store.entities.rental.patch({ rentalId: active.rentalId }).set({ status: 'completed' }).composite({ createdAt: active.createdAt }).go();
    let deleted: { status: number } | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      deleted = await send(provider, 'DELETE', '/api/provider/profile', { password: provider.password });
    });
    expect(deleted!.status).toBe(204);
    expect(requests.map((request) => request.operation)).not.toContain('Scan');

    expect(await searchResult('59801', provider.providerId)).toBeUndefined();
    expect(await searchResult('59802', provider.providerId)).toBeUndefined();
    expect((await store.entities.providerProfile.get({ providerId: provider.providerId }).go()).data).toBeNull();
    expect((await store.entities.providerZip.query.byProvider({ providerId: provider.providerId }).go()).data).toEqual([]);
    expect((await store.entities.listing.get({ listingId: listing.listingId }).go()).data).toBeNull();
    expect((await store.entities.listingZip.query.byListing({ listingId: listing.listingId }).go()).data).toEqual([]);
    expect((await fetch(`${stackUrl()}/${logoKey}`)).status).toBe(404);
    // The finished rental stays in the customer's records; the unpaid request was turned down.
    expect((await store.entities.rental.get({ rentalId: active.rentalId }).go()).data?.status).toBe('completed');
    expect((await store.entities.rental.get({ rentalId: unpaidRequest.rentalId }).go()).data).toMatchObject({ status: 'cancelled', cancelledBy: 'provider' });
    await expect(signIn(provider.email, provider.password)).rejects.toThrow();
  });

  it.each(['approved', 'confirmed'] as const)('is refused while a rental is %s', async (status) => {
    const provider = await newProvider();
    await putRental({ customerId: 'settings-test-customer', customerName: 'Casey', customerEmail: 'casey@test.example', providerId: provider.providerId, startDate: '2035-06-04', status });
    const refused = await send(provider, 'DELETE', '/api/provider/profile', { password: provider.password });
    expect(refused.status).toBe(409);
    expect((await profileOf(provider)).providerId).toBe(provider.providerId);
  });
});
