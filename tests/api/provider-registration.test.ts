// Provider registration over HTTP: uploads declared and checked, the access code consumed exactly
// once in the transaction that creates the provider, and the new provider in search.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { canonicalAccessCode, presignedUploadSchema, UPLOAD_MAX_BYTES } from '../../shared/schemas/onboarding';
import { PROVIDER_SETTINGS_MESSAGES } from '../../shared/schemas/provider-settings';
import { api, searchIndexSettled, signIn } from '../support/stack-client';
import {
  expectRefusedByBucket,
  issueCode,
  operatorToken,
  presignUpload,
  putPastThePolicy,
  registrationBody,
  submitProviderRequest,
  upload,
  uploadDocuments,
} from './onboarding-support';
import { tableStore } from './rentals-support';

let token: string;
beforeAll(async () => {
  token = await operatorToken();
});

const freshCode = async () => (await issueCode(token, await submitProviderRequest())).code;
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const register = (body: unknown) => api('/api/providers', { method: 'POST', body: JSON.stringify(body) });

async function providerByEmail(email: string) {
  const store = tableStore();
  const page = await store.entities.providerProfile.query.byCreation({}).go({ order: 'desc', pages: 'all' });
  return page.data.find((profile) => profile.email === email);
}

describe('POST /api/provider-registration/uploads', () => {
  it('presigns a POST limited to 5 MB and the declared type, under the code\'s own prefix', async () => {
    const code = await freshCode();
    const response = await presignUpload(code, 'insurance', 'application/pdf', 1234);
    expect(response.status).toBe(201);
    const presigned = presignedUploadSchema.parse(await response.json());
    expect(presigned.key).toMatch(/^onboarding\/[0-9a-f]{32}\/insurance\/[0-9a-f-]{36}$/);
    expect(presigned.key).not.toContain(code);
    expect(presigned.fields['Content-Type']).toBe('application/pdf');
    expect(presigned.maxBytes).toBe(UPLOAD_MAX_BYTES);
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, UPLOAD_MAX_BYTES]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
  });

  it("refuses a 6 MB file and a wrong type with the spec's messages, and an unknown code", async () => {
    const code = await freshCode();
    const tooBig = await presignUpload(code, 'insurance', 'application/pdf', 6 * 1024 * 1024);
    expect(tooBig.status).toBe(400);
    expect(await messageOf(tooBig)).toBe(MESSAGES.documentTooLarge);
    const notPdf = await presignUpload(code, 'insurance', 'image/png', 1000);
    expect(notPdf.status).toBe(400);
    expect(await messageOf(notPdf)).toBe(MESSAGES.documentNotPdf);
    const notImage = await presignUpload(code, 'license', 'application/pdf', 1000);
    expect(notImage.status).toBe(400);
    expect(await messageOf(notImage)).toBe(MESSAGES.documentNotImage);
    const unknown = await presignUpload('ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'insurance', 'application/pdf', 1000);
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe(MESSAGES.accessCodeInvalid);
  });
});

describe('POST /api/providers', () => {
  it('creates the provider with the defaults, consumes the code, signs in as a provider, and appears in search', async () => {
    const code = await freshCode();
    const body = registrationBody(code, await uploadDocuments(code));
    const response = await register(body);
    expect(response.status).toBe(201);
    const { providerId } = (await response.json()) as { providerId: string };

    const profile = await providerByEmail(body.email);
    expect(profile).toMatchObject({
      providerId,
      businessName: body.businessName,
      serviceRadius: 30,
      rating: 0,
      reviewCount: 0,
      isVerified: false,
      primaryZipCodes: ['59801', '59802'],
      pricing: { baseRatePerYardCents: 850, deliveryFeeCents: 5500 },
      documents: { businessInsuranceKey: body.insuranceKey, driversLicenseKey: body.licenseKey, verified: false },
    });
    const stored = (await tableStore().entities.accessCode.get({ code }).go()).data;
    expect(stored).toMatchObject({ status: 'used', usedBy: providerId });

    const tokens = await signIn(body.email, body.password);
    const me = (await (await api('/api/me', { token: tokens.accessToken })).json()) as { userId: string; role: string };
    expect(me).toMatchObject({ userId: providerId, role: 'provider' });

    // The primary ZIPs first, then the ZIPs within the default 30 miles, e.g. Lolo (59847, ~8 mi).
    expect(profile!.serviceableZipCodes.slice(0, 2)).toEqual(['59801', '59802']);
    expect(profile!.serviceableZipCodes).toContain('59847');
    expect(profile!.serviceableZipCodes).not.toContain('59840'); // Hamilton, ~43 mi
    // The ZIPs beyond the primary ones reach search from the table's stream.
    await searchIndexSettled();
    for (const zipCode of ['59801', '59802', '59847']) {
      const search = await api(`/api/search?zipCode=${zipCode}`);
      expect(search.status).toBe(200);
      expect(JSON.stringify(await search.json())).toContain(providerId);
    }

    const again = await register(registrationBody(code, body, { email: `${randomUUID()}@test.example` }));
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(MESSAGES.accessCodeUsed);
  });

  it('lets exactly one of 50 concurrent registrations with one code through; the others leave no sign-in', async () => {
    const code = await freshCode();
    const keys = await uploadDocuments(code);
    const bodies = Array.from({ length: 50 }, () => registrationBody(code, keys));
    const responses = await Promise.all(bodies.map((body) => register(body)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const messages = await Promise.all(responses.filter((response) => response.status === 409).map(messageOf));
    expect(new Set(messages)).toEqual(new Set([MESSAGES.accessCodeUsed]));

    const winner = bodies[statuses.indexOf(201)]!;
    expect((await providerByEmail(winner.email))?.email).toBe(winner.email);
    const losers = bodies.filter((body) => body !== winner);
    const signIns = await Promise.allSettled(losers.slice(0, 10).map((body) => signIn(body.email, body.password)));
    expect(signIns.every((result) => result.status === 'rejected')).toBe(true);
    for (const body of losers.slice(0, 10)) expect(await providerByEmail(body.email)).toBeUndefined();
  });

  it('refuses an upload that is not what was declared (too big at the presigned key) and saves nothing', async () => {
    const code = await freshCode();
    const licenseKey = await upload(code, 'license', 'image/png');
    const declared = await presignUpload(code, 'insurance', 'application/pdf', 1000);
    const presigned = presignedUploadSchema.parse(await declared.json());
    // 6 MB where 1000 bytes were declared: the bucket refuses it; put there past the policy, the registration does.
    await expectRefusedByBucket(presigned, 'application/pdf', new Uint8Array(6 * 1024 * 1024).fill(1));
    await putPastThePolicy(presigned.key, 'application/pdf', new Uint8Array(6 * 1024 * 1024).fill(1));

    const body = registrationBody(code, { insuranceKey: presigned.key, licenseKey });
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(MESSAGES.documentTooLarge);
    expect(await providerByEmail(body.email)).toBeUndefined();
    await expect(signIn(body.email, body.password)).rejects.toThrow();
    expect((await tableStore().entities.accessCode.get({ code }).go()).data?.status).toBe('unused');

    const missing = await register(registrationBody(code, { insuranceKey: `${presigned.key.slice(0, -36)}${randomUUID()}`, licenseKey }));
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe(MESSAGES.insuranceUploadFailed);
  });

  it('refuses an expired code', async () => {
    const code = canonicalAccessCode(`XPRD${randomUUID().replace(/-/g, '').slice(0, 12)}`);
    const now = Date.now();
    await tableStore()
      .entities.accessCode.create({
        code,
        requestId: 'fixture',
        email: 'expired@test.example',
        status: 'unused',
        issuedAt: new Date(now - 15 * 86_400_000).toISOString(),
        expiresAt: new Date(now - 60_000).toISOString(),
      })
      .go();
    const response = await register(registrationBody(code, { insuranceKey: 'x', licenseKey: 'y' }));
    expect(response.status).toBe(410);
    expect(await messageOf(response)).toBe(MESSAGES.accessCodeExpired);
  });

  it("checks the spec's rules in its order, then ZIPs", async () => {
    const code = await freshCode();
    const keys = { insuranceKey: 'x', licenseKey: 'y' };
    const cases: [Record<string, unknown>, string][] = [
      [{ confirmPassword: 'other', serviceZipCodes: [] }, MESSAGES.passwordsDoNotMatch],
      [{ serviceZipCodes: [], dumpsterTypes: [] }, MESSAGES.serviceAreaRequired],
      [{ dumpsterTypes: [], dumpsterInventory: {} }, MESSAGES.dumpsterTypeRequired],
      [{ dumpsterInventory: { yard10: 0 } }, MESSAGES.inventoryRequired],
      [{ serviceZipCodes: ['59801', '59801-0001'] }, MESSAGES.zipAlreadyAdded],
      [{ serviceZipCodes: ['4321'] }, MESSAGES.zipInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await register(registrationBody(code, keys, overrides));
      expect(response.status, message).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });

  it('refuses service ZIPs that do not exist or have nowhere to deliver to, as the service-areas page does', async () => {
    const code = await freshCode();
    const keys = await uploadDocuments(code);
    for (const [zipCodes, message] of [
      [['43215', '99999'], PROVIDER_SETTINGS_MESSAGES.zipUnvalidated],
      [['43086'], PROVIDER_SETTINGS_MESSAGES.zipWithoutDeliveryArea],
    ] as const) {
      const body = registrationBody(code, keys, { serviceZipCodes: zipCodes });
      const response = await register(body);
      expect(response.status, zipCodes.join()).toBe(400);
      const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
      expect(answer).toMatchObject({ message, fieldErrors: { [`serviceZipCodes.${zipCodes.length - 1}`]: message } });
      expect(await providerByEmail(body.email)).toBeUndefined();
    }
  });
});

describe('the provider logo', () => {
  it('is served publicly under /media once registered, while the documents stay private', async () => {
    const code = await freshCode();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(1)]);
    const logoKey = await upload(code, 'logo', 'image/png', png);
    expect(logoKey.startsWith('media/provider-logos/')).toBe(true);
    const keys = await uploadDocuments(code);
    const body = registrationBody(code, keys, { logoKey });
    const response = await register(body);
    expect(response.status).toBe(201);

    const profile = await providerByEmail(body.email);
    expect(profile?.logoUrl).toBe(`/${logoKey}`);
    const logo = await api(profile!.logoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(png);

    // The insurance PDF exists in the bucket but is not under media/: the site does not serve it.
    expect((await api(`/media/${keys.insuranceKey}`)).status).toBe(404);
  });
});
