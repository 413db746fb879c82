// Provider onboarding over HTTP: the "Contact Us" request, the operator issuing an access code
// (stored, e-mailed), and the access code check with its messages.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { PHONE_MESSAGES } from '../../shared/schemas/phone';
import { canonicalAccessCode, operatorProviderRequestsResponseSchema } from '../../shared/schemas/onboarding';
import { SAMPLE_PROVIDER_REQUEST } from '../../scripts/seed/seed';
import { api } from '../support/stack-client';
import { operatorToken, issueCode, providerRequestBody, submitProviderRequest } from './onboarding-support';
import { outboxUntil, tableStore } from './rentals-support';

let token: string;
beforeAll(async () => {
  token = await operatorToken();
});

async function pendingRequests() {
  const response = await api('/api/operator/provider-requests?status=pending&limit=50', { token });
  expect(response.status).toBe(200);
  return operatorProviderRequestsResponseSchema.parse(await response.json()).requests;
}

describe('POST /api/provider-requests', () => {
  it("starts with the sample data's request waiting in the operator inbox", async () => {
    const requests = await pendingRequests();
    expect(requests.map((request) => request.email)).toContain(SAMPLE_PROVIDER_REQUEST.email);
  });

  it('stores the request pending and unreviewed, and the operator inbox lists it newest first', async () => {
    const body = providerRequestBody();
    const response = await api('/api/provider-requests', { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { requestId: string; message: string };
    expect(created.message).toBe(MESSAGES.providerRequestSubmitted);

    const requests = await pendingRequests();
    expect(requests[0]).toMatchObject({
      requestId: created.requestId,
      businessName: body.businessName,
      name: body.name,
      email: body.email,
      phone: body.phone,
      message: body.message,
      status: 'pending',
      reviewed: false,
      accessCodeSent: false,
    });
  });

  it('refuses a request without the required fields', async () => {
    const response = await api('/api/provider-requests', {
      method: 'POST',
      body: JSON.stringify(providerRequestBody({ businessName: ' ', email: 'not-an-email' })),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a phone number that is not ten digits, storing nothing', async () => {
    const before = (await pendingRequests()).length;
    for (const phone of ['12', '614555010', '0145550101']) {
      const response = await api('/api/provider-requests', { method: 'POST', body: JSON.stringify(providerRequestBody({ phone })) });
      expect(response.status, phone).toBe(400);
      expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ phone: PHONE_MESSAGES.invalid });
    }
    expect((await pendingRequests()).length).toBe(before);
  });
});

describe('POST /api/operator/provider-requests/{requestId}/access-code', () => {
  it('issues an unguessable code valid for 14 days, marks the request and e-mails the code with the registration link', async () => {
    const body = providerRequestBody();
    const requestId = await submitProviderRequest(body);
    const issued = await issueCode(token, requestId);

    expect(issued.code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    const days = (Date.parse(issued.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(issued.registrationUrl).toMatch(new RegExp(`/register/provider\\?code=${issued.code}$`));

    const stored = (await tableStore().entities.providerRequest.get({ requestId }).go()).data;
    expect(stored).toMatchObject({ reviewed: true, accessCodeSent: true, status: 'approved' });
    expect((await pendingRequests()).some((request) => request.requestId === requestId)).toBe(false);

    const entries = await outboxUntil((all) => all.some((entry) => entry.channel === 'email' && entry.to === body.email));
    const mail = entries.find((entry) => entry.channel === 'email' && entry.to === body.email);
    expect(mail?.channel === 'email' && mail.text).toContain(issued.code);
    expect(mail?.channel === 'email' && mail.text).toContain(`/register/provider?code=${issued.code}`);
  });

  it('answers 404 for an unknown request, and gives two requests different codes', async () => {
    const missing = await api('/api/operator/provider-requests/no-such-request/access-code', { method: 'POST', token });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(MESSAGES.providerRequestNotFound);

    const [a, b] = await Promise.all([submitProviderRequest(), submitProviderRequest()]);
    const [codeA, codeB] = await Promise.all([issueCode(token, a), issueCode(token, b)]);
    expect(codeA.code).not.toBe(codeB.code);
  });
});

describe('GET /api/access-codes/{code}', () => {
  it('answers a valid code with the e-mail and business it was issued for, however it is typed', async () => {
    const body = providerRequestBody();
    const issued = await issueCode(token, await submitProviderRequest(body));
    const typed = issued.code.toLowerCase().replace(/-/g, ' ');
    const response = await api(`/api/access-codes/${encodeURIComponent(typed)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: body.email, businessName: body.businessName });
  });

  it('refuses an unknown code (404), a used code (409) and an expired code (410) with their messages', async () => {
    const unknown = await api('/api/access-codes/AAAA-BBBB-CCCC-DDDD');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(MESSAGES.accessCodeInvalid);

    const store = tableStore();
    const now = Date.now();
    const used = await issueCode(token, await submitProviderRequest());
    await store.entities.accessCode
      .patch({ code: used.code })
      .set({ status: 'used', usedBy: 'someone', usedAt: new Date(now).toISOString() })
      .go();
    const usedResponse = await api(`/api/access-codes/${used.code}`);
    expect(usedResponse.status).toBe(409);
    expect(((await usedResponse.json()) as { message: string }).message).toBe(MESSAGES.accessCodeUsed);

    const expiredCode = canonicalAccessCode(`EXPD${randomUUID().replace(/-/g, '').slice(0, 8)}TEST`);
    await store.entities.accessCode
      .create({
        code: expiredCode,
        requestId: 'fixture',
        email: 'expired@test.example',
        status: 'unused',
        issuedAt: new Date(now - 15 * 86_400_000).toISOString(),
        expiresAt: new Date(now - 86_400_000).toISOString(),
      })
      .go();
    const expired = await api(`/api/access-codes/${expiredCode}`);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { message: string }).message).toBe(MESSAGES.accessCodeExpired);
  });
});
