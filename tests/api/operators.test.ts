// The provider portal's own profile and the operator console's provider list, over HTTP.
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_MESSAGES } from '../../shared/schemas/list-page';
import { meResponseSchema } from '../../shared/schemas/account';
import { operatorProvidersResponseSchema } from '../../shared/schemas/operator';
import { providerProfileSchema } from '../../shared/schemas/provider';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { NATIONAL_PROVIDERS, OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { api, dynamoDbRequestsDuring, signIn } from '../support/stack-client';

const tokenOf = async (role: string) =>
  (await signIn(DEMO_SIGN_INS.find((signIn) => signIn.role === role)!.email, DEMO_PASSWORD)).accessToken;

describe('GET /api/provider/profile', () => {
  it("is the signed-in provider's own profile", async () => {
    const token = await tokenOf('provider');
    const me = meResponseSchema.parse(await (await api('/api/me', { token })).json());
    const profile = providerProfileSchema.parse(await (await api('/api/provider/profile', { token })).json());
    expect(profile).toMatchObject({ providerId: me.userId, email: OHIO_PROVIDERS[0].email, businessName: OHIO_PROVIDERS[0].businessName });
    // The access token has no e-mail; /api/me reads it from the profile, for providers as for customers.
    expect(me.email).toBe(OHIO_PROVIDERS[0].email);
  });
});

describe('GET /api/operator/providers', () => {
  const seeded = OHIO_PROVIDERS.length + NATIONAL_PROVIDERS.length;

  it('pages through every provider, newest first, with an opaque cursor, one Query per page', async () => {
    const token = await tokenOf('operator');
    const seen: string[] = [];
    const created: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      let response: Response | undefined;
      const requests = await dynamoDbRequestsDuring(async () => {
        response = await api(`/api/operator/providers?${query}`, { token });
      });
      // The handler chain's account check (the operator's profile), then one Query.
      expect(requests.map((request) => request.operation)).toEqual(['GetItem', 'Query']);
      expect(response!.status).toBe(200);
      const page = operatorProvidersResponseSchema.parse(await response!.json());
      expect(page.providers.length).toBeLessThanOrEqual(4);
      seen.push(...page.providers.map((provider) => provider.providerId));
      created.push(...page.providers.map((provider) => provider.createdAt));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(seeded);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('refuses a page size over 100 and a cursor that is not one it gave out', async () => {
    const token = await tokenOf('operator');
    const tooMany = await api('/api/operator/providers?limit=101', { token });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fieldErrors).toHaveProperty('limit');
    const forged = await api('/api/operator/providers?cursor=not-a-cursor', { token });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: LIST_PAGE_MESSAGES.invalidCursor });
  });
});
