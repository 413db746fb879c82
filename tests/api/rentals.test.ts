// Rentals over HTTP: a customer's own list (newest start first, indexed reads only) and one rental
// by id for its customer, its provider and operators, and nobody else.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { customerRegistrationResponseSchema, meResponseSchema } from '../../shared/schemas/account';
import { customerRentalsResponseSchema, rentalSchema, type Rental } from '../../shared/schemas/rental';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { putRental } from '../support/rental-fixtures';
import { api, dynamoDbRequestsDuring, signIn, TEST_PASSWORD } from '../support/stack-client';

const demo = (role: string) => DEMO_SIGN_INS.find((signIn) => signIn.role === role)!;

async function tokenOf(email: string, password = DEMO_PASSWORD) {
  const { accessToken } = await signIn(email, password);
  const me = meResponseSchema.parse(await (await api('/api/me', { token: accessToken })).json());
  return { token: accessToken, userId: me.userId };
}

async function newCustomer() {
  const email = `${randomUUID()}@test.example`;
  const response = await api('/api/customers', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      name: 'Riley Renter',
      phone: '6145550142',
      address: { street: '3 Oak St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    }),
  });
  expect(response.status).toBe(201);
  const { customerId } = customerRegistrationResponseSchema.parse(await response.json());
  return { customerId, email, token: (await signIn(email, TEST_PASSWORD)).accessToken };
}

const rentalsOf = async (token: string) =>
  customerRentalsResponseSchema.parse(await (await api('/api/customer/rentals', { token })).json()).rentals;

let providerX: { token: string; userId: string };
let providerY: { token: string; userId: string };
let operator: { token: string; userId: string };
let owner: Awaited<ReturnType<typeof newCustomer>>;
let stranger: Awaited<ReturnType<typeof newCustomer>>;
let owned: Rental[];

beforeAll(async () => {
  providerX = await tokenOf(demo('provider').email);
  providerY = await tokenOf(OHIO_PROVIDERS.find((provider) => provider.email !== demo('provider').email)!.email);
  operator = await tokenOf(demo('operator').email);
  owner = await newCustomer();
  stranger = await newCustomer();
  owned = [];
  for (const startDate of ['2030-03-10', '2031-01-05', '2029-12-31', '2030-03-11']) {
    owned.push(
      await putRental({ customerId: owner.customerId, customerName: 'Riley Renter', customerEmail: owner.email, providerId: providerX.userId, startDate }),
    );
  }
  await putRental({ customerId: stranger.customerId, customerName: 'Riley Renter', customerEmail: stranger.email, providerId: providerY.userId, startDate: '2030-01-01' });
});

describe('GET /api/customer/rentals', () => {
  it("lists exactly the caller's rentals, newest start date first", async () => {
    const rentals = await rentalsOf(owner.token);
    expect(rentals.map((rental) => rental.rentalId).sort()).toEqual(owned.map((rental) => rental.rentalId).sort());
    expect(rentals.map((rental) => rental.startDate)).toEqual(['2031-01-05', '2030-03-11', '2030-03-10', '2029-12-31']);
    expect(rentals.every((rental) => rental.customerId === owner.customerId)).toBe(true);
  });

  it('is an empty list for a customer without rentals', async () => {
    const { token } = await newCustomer();
    expect(await rentalsOf(token)).toEqual([]);
  });

  it('the seeded demo customer sees their seeded rentals', async () => {
    const { token, userId } = await tokenOf(demo('customer').email);
    const rentals = await rentalsOf(token);
    expect(rentals.length).toBeGreaterThan(0);
    expect(rentals.every((rental) => rental.customerId === userId)).toBe(true);
  });

  it('reads by index: one Query, never a Scan', async () => {
    const requests = await dynamoDbRequestsDuring(() => rentalsOf(owner.token));
    // The handler chain's account check (the customer's profile), then one Query.
    expect(requests.map((request) => request.operation)).toEqual(['GetItem', 'Query']);
  });
});

describe('GET /api/rentals/{rentalId}', () => {
  const read = (rentalId: string, token: string) => api(`/api/rentals/${rentalId}`, { token });

  it('shows the rental to its customer, its provider and an operator', async () => {
    for (const token of [owner.token, providerX.token, operator.token]) {
      const response = await read(owned[0].rentalId, token);
      expect(response.status).toBe(200);
      expect(rentalSchema.parse(await response.json())).toEqual(owned[0]);
    }
  });

  it("answers another customer and another provider with the spec's permission message, and a missing id with 404", async () => {
    for (const token of [stranger.token, providerY.token]) {
      const response = await read(owned[0].rentalId, token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: MESSAGES.rentalNoPermission });
    }
    const missing = await read(randomUUID(), owner.token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: MESSAGES.rentalNotFound });
  });

  it('is one GetItem after the account check', async () => {
    const requests = await dynamoDbRequestsDuring(() => read(owned[1].rentalId, owner.token));
    // The handler chain's account check (the customer's profile), then the rental.
    expect(requests.map((request) => request.operation)).toEqual(['GetItem', 'GetItem']);
  });

  it('answers 401 without a token', async () => {
    expect((await api(`/api/rentals/${owned[0].rentalId}`)).status).toBe(401);
  });
});
