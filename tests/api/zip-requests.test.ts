// A real ZIP nobody serves: search says so (servingCount 0), a visitor asks to be told when it is
// served (stored once per e-mail and ZIP, counted into the ZIP's demand in one transaction), and
// operators see the requested ZIPs, most wanted first. Bad input is refused and writes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../shared/schemas/search';
import { operatorZipDemandResponseSchema, ZIP_REQUEST_MESSAGES } from '../../shared/schemas/zip-request';
import { api, dynamoDbRequestsDuring } from '../support/stack-client';
import { operatorToken } from './onboarding-support';

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];
const ask = (body: unknown) => api('/api/zip-requests', { method: 'POST', body: JSON.stringify(body) });

describe('ZIP requests', () => {
  it('search tells a ZIP nobody serves from one where the size or type narrowed everyone out', async () => {
    const nobody = searchResponseSchema.parse(await (await api('/api/search?zipCode=99501')).json());
    expect(nobody).toMatchObject({ servingCount: 0, providers: [] });
    const served = searchResponseSchema.parse(await (await api('/api/search?zipCode=43215&size=40&dumpsterType=compactor')).json());
    expect(served.servingCount).toBeGreaterThan(0);
  });

  it('stores a request once per e-mail and ZIP, counts it, and shows operators the ZIP with its count', async () => {
    // A ZIP of its own, so the count is this test's: a real Alaska ZIP nobody serves.
    const zipCode = '99654';
    const before = operatorZipDemandResponseSchema.parse(await (await api('/api/operator/zip-requests', { token: await operatorToken() })).json());
    const count = before.zips.find((zip) => zip.zipCode === zipCode)?.requests ?? 0;

    const email = `${randomUUID()}@test.example`;
    const first = await ask({ zipCode, email, sizeYards: 20 });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ zipCode, alreadyRequested: false });
    const again = await ask({ zipCode, email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ zipCode, alreadyRequested: true });
    expect((await ask({ zipCode, email: `${randomUUID()}@test.example` })).status).toBe(201);

    const after = operatorZipDemandResponseSchema.parse(await (await api('/api/operator/zip-requests', { token: await operatorToken() })).json());
    expect(after.zips.find((zip) => zip.zipCode === zipCode)).toMatchObject({ zipCode, city: 'Wasilla', state: 'AK', requests: count + 2 });
  });

  it('refuses a bad e-mail, a malformed ZIP and a ZIP that does not exist, writing nothing', async () => {
    for (const [body, status] of [
      [{ zipCode: '99501', email: 'not-an-email' }, 400],
      [{ zipCode: '995', email: 'a@b.example' }, 400],
      [{ zipCode: '00000', email: 'a@b.example' }, 404],
    ] as const) {
      let answer: Response | undefined;
      const requests = await dynamoDbRequestsDuring(async () => {
        answer = await ask(body);
      });
      expect(answer!.status).toBe(status);
      expect(requests.filter((request) => WRITES.includes(request.operation))).toEqual([]);
    }
    const refused = await ask({ zipCode: '99501', email: 'not-an-email' });
    expect((await refused.json()).fieldErrors).toMatchObject({ email: ZIP_REQUEST_MESSAGES.emailInvalid });
  });
});
