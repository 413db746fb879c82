// What the provider portal API tests share: a freshly registered provider (a clean slate of
// rentals and inventory, serving Montana ZIPs no other test searches) and rentals of theirs
// written straight into the table.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RentalStatus } from '../../shared/rental-status';
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
    startDate: '2035-06-04',
    endDate: '2035-06-11',
    deliveryAddress: { street: '9 Pine St', city: 'Missoula', state: 'MT', zipCode: '59801' },
    rentalPeriod: 'weekly',
    totalPriceCents: fixture.totalPriceCents ?? 44_500,
    addOns: {},
    paymentStatus: fixture.paid ? 'paid' : 'unpaid',
    status: fixture.status ?? 'pending',
    ...(fixture.cancelledAt ? { cancelledAt: fixture.cancelledAt } : {}),
    createdAt,
    updatedAt: fixture.cancelledAt ?? createdAt,
  };
  await tableStore().entities.rental.put(rental).go();
  return rental;
}

export async function setStatus(token: string, rentalId: string, action: string): Promise<Response> {
  return api(`/api/provider/rentals/${rentalId}/status`, { method: 'POST', token, body: JSON.stringify({ action }) });
}
