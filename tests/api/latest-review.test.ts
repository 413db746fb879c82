// The provider card's latest review: a new review becomes the provider's latest in search (through
// the profile's transaction and the stream), hiding it falls back to the previous visible one and
// restoring it shows it again.
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_EXCERPT_MAX } from '../../shared/reviews';
import { providerReviewSchema, type ProviderReview } from '../../shared/schemas/review';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api, searchIndexSettled } from '../support/stack-client';
import { operatorToken } from './onboarding-support';
import { createProviderListing, freshProvider, type FreshProvider } from './provider-portal-support';
import { completedRental, postReview } from './review-fixtures';
import { newCustomer } from './rentals-support';

let provider: FreshProvider;
let customer: Awaited<ReturnType<typeof newCustomer>>;
let operator: string;

beforeAll(async () => {
  [provider, customer, operator] = await Promise.all([freshProvider(), newCustomer(), operatorToken()]);
  await createProviderListing(provider.token);
});

async function review(rating: number, comment?: string): Promise<ProviderReview> {
  const rental = await completedRental(customer.customerId, provider.providerId);
  const response = await postReview(customer.token, rental.rentalId, { rating, ...(comment ? { comment } : {}) });
  expect(response.status, await response.clone().text()).toBe(201);
  return providerReviewSchema.parse(await response.json());
}

async function latestInSearch() {
  await searchIndexSettled();
  const search = searchResponseSchema.parse(await (await api('/api/search?zipCode=59801&size=20')).json());
  const found = search.providers.find((result) => result.providerId === provider.providerId);
  expect(found).toBeDefined();
  return found!.latestReview;
}

describe("the provider card's latest review", () => {
  it('is the newest visible review, cut to an excerpt; hiding it falls back to the previous one, restoring brings it back', async () => {
    expect(await latestInSearch()).toBeUndefined();

    const first = await review(5, 'Prompt and tidy.');
    expect(await latestInSearch()).toEqual({ reviewId: first.reviewId, rating: 5, excerpt: 'Prompt and tidy.', customerName: first.customerName, createdAt: first.createdAt });

    const long = `${'The driver placed it exactly where we asked '.repeat(5)}and came back on time.`;
    const second = await review(3, long);
    const latest = await latestInSearch();
    expect(latest).toMatchObject({ reviewId: second.reviewId, rating: 3, customerName: second.customerName, createdAt: second.createdAt });
    expect(latest!.excerpt!.endsWith('…')).toBe(true);
    expect(latest!.excerpt!.length).toBeLessThanOrEqual(REVIEW_EXCERPT_MAX + 1);

    const hide = await api(`/api/operator/reviews/${second.rentalId}/hide`, { method: 'POST', token: operator, body: JSON.stringify({ reason: 'Off topic' }) });
    expect(hide.status).toBe(200);
    expect(await latestInSearch()).toMatchObject({ reviewId: first.reviewId, rating: 5, excerpt: 'Prompt and tidy.' });

    // Restored, it is newer than the one shown: it shows again.
    const restore = await api(`/api/operator/reviews/${second.rentalId}/restore`, { method: 'POST', token: operator });
    expect(restore.status).toBe(200);
    expect(await latestInSearch()).toMatchObject({ reviewId: second.reviewId, rating: 3 });

    // Hiding one that is not shown leaves the card as it is.
    const older = await api(`/api/operator/reviews/${first.rentalId}/hide`, { method: 'POST', token: operator, body: JSON.stringify({ reason: 'Duplicate' }) });
    expect(older.status).toBe(200);
    expect(await latestInSearch()).toMatchObject({ reviewId: second.reviewId });

    // Stars only: no excerpt. Hiding the last visible ones leaves no latest review at all.
    const starsOnly = await review(4);
    expect(await latestInSearch()).toEqual({ reviewId: starsOnly.reviewId, rating: 4, customerName: starsOnly.customerName, createdAt: starsOnly.createdAt });
    for (const shown of [starsOnly, second]) {
      const hidden = await api(`/api/operator/reviews/${shown.rentalId}/hide`, { method: 'POST', token: operator, body: JSON.stringify({ reason: 'Test' }) });
      expect(hidden.status).toBe(200);
    }
    expect(await latestInSearch()).toBeUndefined();
  }, 90_000); // Five waits for the stream to reach search, and the reviews' transactions, through the Lambda assets.
});
