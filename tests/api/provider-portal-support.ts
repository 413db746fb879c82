// What the provider portal API tests share: a freshly registered provider (a clean slate of
// rentals and inventory, serving Montana ZIPs no other test searches) and rentals of theirs
// written straight into the table.
import { newRentalTallyItems } from '../../functions/financials/tallies/tally-writes';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays } from '../../shared/rental-dates';
import type { RentalStatus } from '../../shared/rental-status';
import { listingSchema, type Listing } from '../../shared/schemas/listing';
import { providerProfileSchema, type ProviderProfile } from '../../shared/schemas/provider';
import { inventoryViewSchema, type InventoryView } from '../../shared/schemas/provider-portal';
import type { Rental } from '../../shared/schemas/rental';
import { api, signIn } from '../support/stack-client';
import { issueCode, operatorToken, registrationBody, submitProviderRequest, uploadDocuments } from './onboarding-support';
import { tableStore } from './rentals-support';

export interface FreshProvider {
  providerId: string;
  token: string;
  email: string;
}

/** Registered through the access-code flow with 2 ten-, 3 twenty- and 1 thirty-yard dumpsters. */
export async function freshProvider(): Promise<FreshProvider> {
  const code = (await issueCode(await operatorToken(), await submitProviderRequest())).code;
  const body = registrationBody(code, await uploadDocuments(code));
  const response = await api('/api/providers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  const { providerId } = (await response.json()) as { providerId: string };
  return { providerId, email: body.email, token: (await signIn(body.email, body.password)).accessToken };
}

/**
 * A fresh provider with `yard20` 20-yard dumpsters in stock, delivering any day from tomorrow with
 * `turnaroundDays` between rentals; `pricing` replaces its prices, given the ones it has.
 */
export async function stockedProvider(options: {
  yard20: number;
  turnaroundDays?: number;
  pricing?: (current: ProviderProfile['pricing']) => ProviderProfile['pricing'];
}): Promise<FreshProvider> {
  const fresh = await freshProvider();
  const store = tableStore();
  const { data } = await store.entities.providerProfile.get({ providerId: fresh.providerId }).go({ consistent: true });
  await store.entities.providerProfile
    .patch({ providerId: fresh.providerId })
    .set({
      dumpsterInventory: { ...data!.dumpsterInventory, yard20: options.yard20 },
      bookingRules: { leadTimeDays: 1, turnaroundDays: options.turnaroundDays ?? 0, deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6], blackoutDates: [] },
      ...(options.pricing ? { pricing: options.pricing(data!.pricing) } : {}),
    })
    .go();
  return fresh;
}

export interface ProviderRentalFixture {
  providerId: string;
  status?: RentalStatus;
  dumpsterSize?: string;
  totalPriceCents?: number;
  createdAt?: string;
  customerId?: string;
  customerName?: string;
  customerEmail?: string;
  paid?: boolean;
  cancelledAt?: string;
  cancelledBy?: Rental['cancelledBy'];
  /** The delivery date; far ahead unless given (a completion needs it today or earlier). */
  startDate?: string;
  zipCode?: string;
  /** Refunded in full at the payment provider (a paid rental). */
  refunded?: boolean;
}

export async function putProviderRental(fixture: ProviderRentalFixture): Promise<Rental> {
  const createdAt = fixture.createdAt ?? new Date().toISOString();
  const rental: Rental = {
    rentalId: randomUUID(),
    customerId: fixture.customerId ?? randomUUID(),
    customerName: fixture.customerName ?? 'Casey Customer',
    customerEmail: fixture.customerEmail ?? '',
    customerPhone: '',
    providerId: fixture.providerId,
    providerName: 'Fresh Haul',
    dumpsterSize: fixture.dumpsterSize ?? '20',
    dumpsterType: 'construction',
    startDate: fixture.startDate ?? '2035-06-04',
    endDate: addDays(fixture.startDate ?? '2035-06-04', 7),
    deliveryAddress: { street: '9 Pine St', city: 'Missoula', state: 'MT', zipCode: fixture.zipCode ?? '59801' },
    rentalPeriod: 'weekly',
    totalPriceCents: fixture.totalPriceCents ?? 44_500,
    addOns: {},
    paymentStatus: fixture.refunded ? 'refunded' : fixture.paid ? 'paid' : 'unpaid',
    ...(fixture.refunded ? { amountRefundedCents: fixture.totalPriceCents ?? 44_500 } : {}),
    status: fixture.status ?? 'pending',
    ...(fixture.cancelledAt ? { cancelledAt: fixture.cancelledAt } : {}),
    ...(fixture.cancelledBy ? { cancelledBy: fixture.cancelledBy } : {}),
    createdAt,
    updatedAt: fixture.cancelledAt ?? createdAt,
  };
  // With its share of the provider's tallies, as the app writes a new rental (functions/financials/tallies).
  const store = tableStore();
  await store.transaction.write((entities) => [entities.rental.put(rental).commit(), ...newRentalTallyItems(store, rental)]).go();
  return rental;
}

export async function setStatus(token: string, rentalId: string, action: string): Promise<Response> {
  return api(`/api/provider/rentals/${rentalId}/status`, { method: 'POST', token, body: JSON.stringify({ action }) });
}

export async function providerInventory(token: string): Promise<InventoryView> {
  const response = await api('/api/provider/inventory', { token });
  expect(response.status).toBe(200);
  return inventoryViewSchema.parse(await response.json());
}

/**
 * PUT /api/provider/inventory as the inventory page saves: with the profile's updatedAt the page was
 * loaded from (expectedUpdatedAt); without one given, the version of a page loaded just now.
 */
export async function putProviderInventory(
  token: string,
  totals: InventoryView['totals'],
  dumpsterTypes: string[] = ['construction', 'residential'],
  expectedUpdatedAt?: string,
): Promise<Response> {
  const version = expectedUpdatedAt ?? (await providerInventory(token)).updatedAt;
  return api('/api/provider/inventory', {
    method: 'PUT',
    token,
    body: JSON.stringify({ dumpsterInventory: totals, dumpsterTypes, expectedUpdatedAt: version }),
  });
}

export async function providerProfile(token: string): Promise<ProviderProfile> {
  const response = await api('/api/provider/profile', { token });
  expect(response.status).toBe(200);
  return providerProfileSchema.parse(await response.json());
}

/** A listing as the listing editor posts it, in the provider's Missoula ZIPs. */
export const providerListingBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'roll-off',
  size: 20,
  category: 'both',
  description: 'Twenty yards for remodels and roofing.',
  pricing: { dailyCents: 8_500, weeklyCents: 39_500, monthlyCents: 125_000 },
  serviceAreas: ['59801', '59802'],
  imageUrls: [],
  ...overrides,
});

export async function createProviderListing(token: string, body: Record<string, unknown> = providerListingBody()): Promise<Listing> {
  const response = await api('/api/provider/listings', { method: 'POST', token, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return listingSchema.parse(await response.json());
}
