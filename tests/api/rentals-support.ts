// What the rent, cancellation and notification API tests share: a listing written straight into
// the stack's table, a freshly registered customer, the demo provider's id, and the outbox.
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { expect, inject } from 'vitest';
import { createStore, type Store } from '../../functions/platform/data/store';
import type { OutboxEntry } from '../../functions/platform/messaging/message';
import { addDays, isoDate } from '../../shared/rental-dates';
import { customerRegistrationResponseSchema, meResponseSchema } from '../../shared/schemas/account';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { api, signIn, TEST_PASSWORD } from '../support/stack-client';

export function tableStore(): Store {
  return createStore({
    tableName: inject('tableName'),
    client: new DynamoDBClient({
      endpoint: inject('dynamodbEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  });
}

export const DEMO_PROVIDER_EMAIL = DEMO_SIGN_INS.find((entry) => entry.role === 'provider')!.email;

export async function demoProvider(): Promise<{ token: string; userId: string }> {
  const { accessToken } = await signIn(DEMO_PROVIDER_EMAIL, DEMO_PASSWORD);
  const me = meResponseSchema.parse(await (await api('/api/me', { token: accessToken })).json());
  return { token: accessToken, userId: me.userId };
}

/** A customer registered through the API, with a fresh e-mail unless one is given (never verified). */
export async function newCustomer(phone = '6145550142', email = `${randomUUID()}@test.example`) {
  const response = await api('/api/customers', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      name: 'Riley Renter',
      phone,
      address: { street: '3 Oak St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    }),
  });
  expect(response.status).toBe(201);
  const { customerId } = customerRegistrationResponseSchema.parse(await response.json());
  return { customerId, email, phone, token: (await signIn(email, TEST_PASSWORD)).accessToken };
}

export interface ListingOverrides {
  availability?: boolean;
  /** Yards as text; the provider's price for it applies (a listing has none of its own). */
  size?: string;
  deliveryFeeCents?: number;
}

export async function putListing(providerId: string, overrides: ListingOverrides = {}) {
  const now = new Date().toISOString();
  const listing = {
    listingId: randomUUID(),
    providerId,
    providerName: 'Buckeye Bin Rentals',
    type: 'construction' as const,
    size: overrides.size ?? '20',
    category: 'both' as const,
    description: 'Test listing',
    deliveryFeeCents: overrides.deliveryFeeCents ?? 5000,
    serviceAreas: ['43215'],
    imageUrls: [],
    availability: overrides.availability ?? true,
    sameDayDelivery: true,
    drivewaySafe: true,
    moneyBackGuarantee: false,
    cleanDisposal: false,
    verified: true,
    createdAt: now,
    updatedAt: now,
  };
  await tableStore().entities.listing.put(listing).go();
  return listing;
}

export const daysFromToday = (days: number) => addDays(isoDate(new Date()), days);

export const rentBody = (listingId: string, overrides: Record<string, unknown> = {}) => ({
  listingId,
  rentalPeriod: 'weekly',
  startDate: daysFromToday(10),
  deliveryAddress: { street: '12 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  ...overrides,
});

export async function outbox(): Promise<OutboxEntry[]> {
  return (await (await api('/dev/outbox.json')).json()) as OutboxEntry[];
}

/** Waits until `predicate` holds over the outbox (the notifications run after the response). */
export async function outboxUntil(predicate: (entries: OutboxEntry[]) => boolean, timeoutMs = 10_000): Promise<OutboxEntry[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = await outbox();
    if (predicate(entries) || Date.now() > deadline) return entries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
