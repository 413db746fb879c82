// The operator console's document review: five-minute links to the uploaded files, and the
// verification decision reaching the Verified badge in search.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { providerDocumentsResponseSchema } from '../../shared/schemas/operator';
import type { ProviderSearchSummary } from '../../shared/schemas/provider';
import { api, searchIndexSettled } from '../support/stack-client';
import { issueCode, operatorToken, registrationBody, submitProviderRequest, upload } from './onboarding-support';
import { OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { tableStore } from './rentals-support';

let token: string;
beforeAll(async () => {
  token = await operatorToken();
});

async function newProvider() {
  const code = (await issueCode(token, await submitProviderRequest())).code;
  const pdf = new TextEncoder().encode('%PDF-1.4 insurance certificate');
  const insuranceKey = await upload(code, 'insurance', 'application/pdf', pdf);
  const licenseKey = await upload(code, 'license', 'image/png');
  const body = registrationBody(code, { insuranceKey, licenseKey }, { serviceZipCodes: ['59801'] });
  const response = await api('/api/providers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return { providerId: ((await response.json()) as { providerId: string }).providerId, insuranceKey, licenseKey, pdf };
}

describe('operator document review', () => {
  it('gives five-minute links that download the uploaded documents', async () => {
    const provider = await newProvider();
    const response = await api(`/api/operator/providers/${provider.providerId}/documents`, { token });
    expect(response.status).toBe(200);
    const documents = providerDocumentsResponseSchema.parse(await response.json());
    expect(documents).toMatchObject({ verified: false, expiresInSeconds: 300 });
    expect(documents.insurance?.key).toBe(provider.insuranceKey);
    expect(documents.license?.key).toBe(provider.licenseKey);
    expect(new URL(documents.insurance!.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const download = await fetch(documents.insurance!.url);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(provider.pdf);

    const missing = await api('/api/operator/providers/no-such-provider/documents', { token });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(MESSAGES.providerNotFound);
  });

  it('opens the sample providers\' documents, which are real files like any registration\'s', async () => {
    const profiles = await tableStore().entities.providerProfile.query.byCreation({}).go({ pages: 'all' });
    const providerId = profiles.data.find((profile) => profile.email === OHIO_PROVIDERS[0].email)!.providerId;
    const documents = providerDocumentsResponseSchema.parse(await (await api(`/api/operator/providers/${providerId}/documents`, { token })).json());
    expect(documents.verified).toBe(OHIO_PROVIDERS[0].isVerified);
    for (const link of [documents.insurance, documents.license]) {
      expect(link).not.toBeNull();
      const download = await fetch(link!.url);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('records the decision with notes and shows the Verified badge in search', async () => {
    const { providerId } = await newProvider();
    const badge = async () => {
      await searchIndexSettled();
      const search = (await (await api('/api/search?zipCode=59801')).json()) as unknown;
      const text = JSON.stringify(search);
      expect(text).toContain(providerId);
      const item = (await tableStore().entities.providerZip.get({ zipCode: '59801', providerId }).go()).data;
      return (item?.summary as ProviderSearchSummary | undefined)?.isVerified;
    };
    expect(await badge()).toBe(false);

    const verify = await api(`/api/operator/providers/${providerId}/verification`, {
      method: 'POST',
      token,
      body: JSON.stringify({ verified: true, notes: 'Insurance valid through 2027' }),
    });
    expect(verify.status).toBe(200);
    const profile = (await tableStore().entities.providerProfile.get({ providerId }).go()).data;
    expect(profile).toMatchObject({ isVerified: true, documents: { verified: true, verificationNotes: 'Insurance valid through 2027' } });
    expect(await badge()).toBe(true);

    const revoke = await api(`/api/operator/providers/${providerId}/verification`, {
      method: 'POST',
      token,
      body: JSON.stringify({ verified: false, notes: 'License expired' }),
    });
    expect(revoke.status).toBe(200);
    expect(await badge()).toBe(false);
  });
});
