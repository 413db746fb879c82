// What the review API tests share: completed rentals written straight into the table, and reviews of
// them made through the API (so the provider's sums move as they do in the app).
import { expect } from 'vitest';
import { providerReviewSchema, type ProviderReview } from '../../shared/schemas/review';
import type { Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { freshProvider, putProviderRental, type FreshProvider } from './provider-portal-support';

/** A completed rental of this customer with this provider. */
export function completedRental(customerId: string, providerId: string, customerName = 'Riley Renter'): Promise<Rental> {
  return putProviderRental({ providerId, customerId, customerName, status: 'completed', startDate: '2025-03-03' });
}

export async function postReview(token: string, rentalId: string, body: unknown): Promise<Response> {
  return api(`/api/rentals/${rentalId}/review`, { method: 'POST', token, body: JSON.stringify(body) });
}

/** A completed rental of the customer reviewed with these stars through the API. */
export async function reviewedRental(token: string, customerId: string, providerId: string, rating = 4): Promise<ProviderReview> {
  const rental = await completedRental(customerId, providerId);
  const response = await postReview(token, rental.rentalId, { rating, comment: 'Prompt and tidy.' });
  expect(response.status, await response.clone().text()).toBe(201);
  return providerReviewSchema.parse(await response.json());
}

let matrixProvider: Promise<FreshProvider> | undefined;
/** A provider registered once per file for reviews, so seeded providers keep their seeded ratings. */
export function reviewedProvider(): Promise<FreshProvider> {
  matrixProvider ??= freshProvider();
  return matrixProvider;
}
