// Customer accounts over HTTP against the embedded stack: registration (Cognito user + profile),
// the profile, the dashboard, and account deletion. Every test registers its own customers.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/contract/contract';
import { MESSAGES } from '../../shared/messages';
import { PHONE_MESSAGES } from '../../shared/schemas/phone';
import {
  customerDashboardSchema,
  customerProfileSchema,
  customerRegistrationResponseSchema,
  meResponseSchema,
  type CustomerRegistration,
} from '../../shared/schemas/account';
import { DELETED_CUSTOMER_NAME, rentalSchema } from '../../shared/schemas/rental';
import { DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { putRental } from '../support/rental-fixtures';
import { api, dynamoDbRequestsDuring, signIn, TEST_PASSWORD } from '../support/stack-client';
import { checkoutBody } from './checkout-support';
import { createSignInWithoutGroup, refreshOutcome } from './cognito-admin-support';
import { tableStore } from './rentals-support';

const provider = DEMO_SIGN_INS.find((signIn) => signIn.role === 'provider')!;
const WRITE_OPERATIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];

/** A concrete path for a route template: every {parameter} filled with a made-up id. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());

const newRegistration = (overrides: Partial<CustomerRegistration> = {}): CustomerRegistration => ({
  email: `${randomUUID()}@test.example`,
  password: TEST_PASSWORD,
  name: 'Casey Tester',
  phone: '6145550123',
  address: { street: '12 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  ...overrides,
});

async function register(body: unknown) {
  const response = await api('/api/customers', { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function registeredCustomer(overrides: Partial<CustomerRegistration> = {}) {
  const registration = newRegistration(overrides);
  const { status, body } = await register(registration);
  expect(status).toBe(201);
  const { customerId } = customerRegistrationResponseSchema.parse(body);
  const { accessToken } = await signIn(registration.email, registration.password);
  return { registration, customerId, token: accessToken };
}

/** The profile page's deletion: the customer confirms it with their current password. */
const deleteAccount = (token: string, password: string) => api('/api/customer/profile', { token, method: 'DELETE', body: JSON.stringify({ password }) });

/** The Cognito error name a failed sign-in raises, or 'signed in'. */
async function signInOutcome(email: string, password: string): Promise<string> {
  try {
    await signIn(email, password);
    return 'signed in';
  } catch (error) {
    return (error as Error).name;
  }
}

describe('POST /api/customers', () => {
  it('creates a customer who can sign in at once and is a customer with a name', async () => {
    const { registration, customerId, token } = await registeredCustomer();
    const me = meResponseSchema.parse(await (await api('/api/me', { token })).json());
    expect(me).toMatchObject({ userId: customerId, role: 'customer', name: registration.name, email: registration.email });
    const profile = customerProfileSchema.parse(await (await api('/api/customer/profile', { token })).json());
    expect(profile).toMatchObject({
      customerId,
      email: registration.email,
      name: registration.name,
      phone: registration.phone,
      address: registration.address,
    });
  });

  it('stores the e-mail in lower case, so the sign-in and the profile agree', async () => {
    const email = `${randomUUID()}@TEST.example`;
    expect((await register(newRegistration({ email }))).status).toBe(201);
    const { accessToken: token } = await signIn(email.toLowerCase(), TEST_PASSWORD);
    const profile = customerProfileSchema.parse(await (await api('/api/customer/profile', { token })).json());
    expect(profile.email).toBe(email.toLowerCase());
  });

  it('answers 409 with the message for an e-mail already registered, and keeps the first account', async () => {
    const { registration } = await registeredCustomer();
    const again = await register({ ...registration, name: 'Someone Else', password: 'Other-pass-2' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MESSAGES.emailAlreadyRegistered });
    expect(await signInOutcome(registration.email, registration.password)).toBe('signed in');
  });

  it('answers 400 with fieldErrors for a password short of the rule and creates nothing', async () => {
    const registration = newRegistration({ password: '12345' });
    const { status, body } = await register(registration);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: MESSAGES.passwordRule, fieldErrors: { password: MESSAGES.passwordRule } });
    expect(await signInOutcome(registration.email, '12345')).toMatch(/UserNotFoundException|NotAuthorizedException/);
    // Nothing half-made blocks the same e-mail.
    expect((await register({ ...registration, password: 'Long-enough-1' })).status).toBe(201);
  });

  it('answers 400 with a field error per missing field', async () => {
    const { status, body } = await register({ email: `${randomUUID()}@test.example`, password: TEST_PASSWORD });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors as object).sort()).toEqual(['address', 'name', 'phone']);
  });

  it('answers 400 for a malformed e-mail, an unknown state and a bad ZIP', async () => {
    const { status, body } = await register(
      newRegistration({ email: 'not-an-email', address: { street: '1 A St', city: 'X', state: 'ZZ' as never, zipCode: '123' } }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      email: 'Valid email is required',
      'address.state': 'State is required',
      'address.zipCode': MESSAGES.zipInvalid,
    });
  });

  it('refuses a phone that is not a 10-digit US number, as checkout does', async () => {
    const { status, body } = await register(newRegistration({ phone: '12345' }));
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({ phone: PHONE_MESSAGES.invalid });
  });
});

describe('customer profile', () => {
  it('changes name, phone and address and returns the stored profile', async () => {
    const { customerId, registration, token } = await registeredCustomer();
    const update = { name: 'Casey Renamed', phone: '6145550999', address: { street: '9 Elm St', city: 'Dayton', state: 'OH', zipCode: '45402' } };
    const response = await api('/api/customer/profile', { token, method: 'PUT', body: JSON.stringify(update) });
    expect(response.status).toBe(200);
    const saved = customerProfileSchema.parse(await response.json());
    expect(saved).toMatchObject({ customerId, email: registration.email, ...update });
    expect(saved.updatedAt >= saved.createdAt).toBe(true);
    expect(await (await api('/api/customer/profile', { token })).json()).toEqual(saved);
  });

  it('refuses an update with an empty name and a bad ZIP with fieldErrors, changing nothing', async () => {
    const { registration, token } = await registeredCustomer();
    const response = await api('/api/customer/profile', {
      token,
      method: 'PUT',
      body: JSON.stringify({ name: '  ', phone: '6145550999', address: { ...registration.address, zipCode: 'abc' } }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toMatchObject({ name: 'Name is required', 'address.zipCode': MESSAGES.zipInvalid });
    const profile = customerProfileSchema.parse(await (await api('/api/customer/profile', { token })).json());
    expect(profile.name).toBe(registration.name);
  });

  it('takes a phone as a US number, whatever the punctuation, stored as its ten digits; refuses anything else', async () => {
    const { registration, token } = await registeredCustomer();
    const put = (phone: string) => api('/api/customer/profile', { token, method: 'PUT', body: JSON.stringify({ name: 'N', phone, address: registration.address }) });
    for (const bad of ['12345', '614555014', '1234567890', '(614) 555-01425']) {
      const refused = await put(bad);
      expect(refused.status, bad).toBe(400);
      expect((await refused.json()).fieldErrors).toMatchObject({ phone: PHONE_MESSAGES.invalid });
    }
    const saved = await put('+1 (614) 555-0199');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ phone: '6145550199' });
  });

  it('ignores fields a customer may not change (e-mail, id)', async () => {
    const { customerId, registration, token } = await registeredCustomer();
    const response = await api('/api/customer/profile', {
      token,
      method: 'PUT',
      body: JSON.stringify({ name: 'N', phone: '(614) 555-0199', address: registration.address, email: 'evil@test.example', customerId: 'other' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ customerId, email: registration.email });
  });
});

describe('GET /api/customer/dashboard', () => {
  it('counts the customer\'s rentals by state', async () => {
    const { customerId, registration, token } = await registeredCustomer();
    const empty = customerDashboardSchema.parse(await (await api('/api/customer/dashboard', { token })).json());
    expect(empty).toEqual({ activeRentals: 0, upcomingRentals: 0, completedRentals: 0, totalRentals: 0 });
    const base = { customerId, customerName: registration.name, customerEmail: registration.email, providerId: 'p-1' };
    for (const [startDate, status] of [
      ['2030-01-01', 'pending'],
      ['2030-01-02', 'confirmed'],
      ['2030-01-03', 'approved'],
      ['2029-01-01', 'active'],
      ['2028-01-01', 'completed'],
      ['2028-02-01', 'cancelled'],
    ] as const) {
      await putRental({ ...base, startDate, status });
    }
    const counts = customerDashboardSchema.parse(await (await api('/api/customer/dashboard', { token })).json());
    expect(counts).toEqual({ activeRentals: 1, upcomingRentals: 3, completedRentals: 1, totalRentals: 6 });
  });
});

describe('DELETE /api/customer/profile', () => {
  it('needs the current password, checked by the user pool: without it or with a wrong one nothing is deleted', async () => {
    const { registration, token } = await registeredCustomer();
    const missing = await api('/api/customer/profile', { token, method: 'DELETE' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ password: MESSAGES.currentPasswordRequired });
    const wrong = await deleteAccount(token, 'Wrong-pass-1');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: MESSAGES.currentPasswordWrong, fieldErrors: { password: MESSAGES.currentPasswordWrong } });
    // Still there: the profile, the sign-in, the session.
    expect((await api('/api/customer/profile', { token })).status).toBe(200);
    expect(await signInOutcome(registration.email, registration.password)).toBe('signed in');
    expect((await deleteAccount(token, registration.password)).status).toBe(204);
    expect(await signInOutcome(registration.email, registration.password)).toMatch(/NotAuthorizedException|UserNotFoundException/);
  });

  it('removes the sign-in and the profile and keeps the rentals anonymized for the provider', async () => {
    const providerToken = (await signIn(provider.email, provider.password)).accessToken;
    const providerId = meResponseSchema.parse(await (await api('/api/me', { token: providerToken })).json()).userId;
    const { customerId, registration, token } = await registeredCustomer();
    const rental = await putRental({
      customerId,
      customerName: registration.name,
      customerEmail: registration.email,
      providerId,
      startDate: '2030-05-01',
    });

    const deleted = await deleteAccount(token, registration.password);
    expect(deleted.status).toBe(204);

    expect(await signInOutcome(registration.email, registration.password)).toMatch(/NotAuthorizedException|UserNotFoundException/);
    // The token issued before deletion is still cryptographically valid until it expires, but the
    // account behind it is gone: refused, exactly like no sign-in.
    const refused = await api('/api/customer/profile', { token });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: MESSAGES.accountNotFound });

    const seen = await api(`/api/rentals/${rental.rentalId}`, { token: providerToken });
    expect(seen.status).toBe(200);
    const anonymized = rentalSchema.parse(await seen.json());
    expect(anonymized).toMatchObject({
      rentalId: rental.rentalId,
      customerName: DELETED_CUSTOMER_NAME,
      customerEmail: '',
      customerPhone: '',
      customerDeleted: true,
      deliveryAddress: { street: '', city: rental.deliveryAddress.city, state: rental.deliveryAddress.state, zipCode: rental.deliveryAddress.zipCode },
      totalPriceCents: rental.totalPriceCents,
      status: rental.status,
    });
    expect(JSON.stringify(anonymized)).not.toContain(registration.email);
    expect(JSON.stringify(anonymized)).not.toContain(registration.name);
  });

  it('answers a second deletion clearly, keeps the rentals anonymized, and the e-mail can register anew', async () => {
    const { customerId, registration, token } = await registeredCustomer();
    const rental = await putRental({ customerId, customerName: registration.name, customerEmail: registration.email, providerId: 'p-1', startDate: '2030-06-01' });
    expect((await deleteAccount(token, registration.password)).status).toBe(204);
    const again = await deleteAccount(token, registration.password);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: MESSAGES.accountNotFound });
    const { data: stored } = await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go();
    expect(stored).toMatchObject({ customerName: DELETED_CUSTOMER_NAME, customerDeleted: true });
    expect((await register(registration)).status).toBe(201);
  });

  it("refuses the deleted customer's still-valid access token on every customer route, writing nothing", async () => {
    const providerToken = (await signIn(provider.email, provider.password)).accessToken;
    const providerId = meResponseSchema.parse(await (await api('/api/me', { token: providerToken })).json()).userId;
    const { registration, token } = await registeredCustomer();
    // Before the deletion the same checkout is accepted: nothing but the account stands in its way.
    const before = await api('/api/customer/checkout/sessions', { token, method: 'POST', body: JSON.stringify(checkoutBody(providerId)) });
    expect(before.status).toBe(201);
    expect((await deleteAccount(token, registration.password)).status).toBe(204);

    // The checkout first: it is the route that stored personal data under an erased account.
    const customerRoutes = routes
      .filter((route) => route.policy === 'customer')
      .sort((a, b) => Number(b.path === '/api/customer/checkout/sessions') - Number(a.path === '/api/customer/checkout/sessions'));
    expect(customerRoutes.length).toBeGreaterThan(5);
    for (const route of customerRoutes) {
      // A valid checkout body: the only thing standing between it and a stored checkout is the account check.
      const body = route.path === '/api/customer/checkout/sessions' ? checkoutBody(providerId) : route.method === 'GET' ? undefined : {};
      let response: Response | undefined;
      const requests = await dynamoDbRequestsDuring(async () => {
        response = await api(concretePath(route.path), { token, method: route.method, ...(body ? { body: JSON.stringify(body) } : {}) });
      });
      expect(response!.status, `${route.method} ${route.path}`).toBe(401);
      expect(await response!.json()).toEqual({ message: MESSAGES.accountNotFound });
      expect(requests.filter((request) => WRITE_OPERATIONS.includes(request.operation)), `${route.method} ${route.path}`).toEqual([]);
    }
    // The signed-in routes refuse it too: its rentals and its "who am I" are gone with it.
    expect((await api('/api/me', { token })).status).toBe(401);
  });

  it('signs the customer out everywhere: the refresh token no longer renews the session', async () => {
    const { registration } = await registeredCustomer();
    const { accessToken, refreshToken } = await signIn(registration.email, registration.password);
    expect(await refreshOutcome(refreshToken)).toBe('renewed');
    expect((await deleteAccount(accessToken, registration.password)).status).toBe(204);
    expect(await refreshOutcome(refreshToken)).toMatch(/NotAuthorizedException|UserNotFoundException/);
  });
});

describe('tokens the API accepts', () => {
  it('answers an ID token with 401 on customer and signed-in routes, and serves the access token', async () => {
    const { registration } = await registeredCustomer();
    const { accessToken, idToken } = await signIn(registration.email, registration.password);
    for (const path of ['/api/customer/profile', '/api/customer/dashboard', '/api/me']) {
      expect((await api(path, { token: idToken })).status, path).toBe(401);
      expect((await api(path, { token: accessToken })).status, path).toBe(200);
    }
    // The e-mail /api/me reports is the profile's, not a token claim.
    expect(meResponseSchema.parse(await (await api('/api/me', { token: accessToken })).json()).email).toBe(registration.email);
  });

  it('refuses a sign-in without a marketplace role (no group) on /api/me and every role route', async () => {
    const stray = await createSignInWithoutGroup();
    const { accessToken } = await signIn(stray.email, stray.password);
    const me = await api('/api/me', { token: accessToken });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ message: MESSAGES.noMarketplaceAccount });
    expect((await api(`/api/rentals/${randomUUID()}`, { token: accessToken })).status).toBe(403);
    expect((await api('/api/customer/profile', { token: accessToken })).status).toBe(403);
    expect((await api('/api/provider/profile', { token: accessToken })).status).toBe(403);
  });
});
