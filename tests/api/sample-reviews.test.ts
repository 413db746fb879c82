// The sample marketplace's reviews are real: after seeding, every sample provider's review count is
// the number of its visible review items and its average their mean, as search and the public
// reviews list show them, with the books counting their past rentals; and the maintenance rebuild
// recounts a profile from its review items.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createStore, type Store } from '../../functions/platform/data/store';
import { startLocalStack, type LocalStack } from '../../scripts/local/local-stack';
import { averageRating } from '../../shared/reviews';
import { checkoutProviderResponseSchema } from '../../shared/schemas/checkout';
import { publicReviewsResponseSchema, type PublicReview } from '../../shared/schemas/review';
import { searchResponseSchema } from '../../shared/schemas/search';
import { checkTallies } from '../../functions/financials/tallies/rebuild-tallies';
import { rebuildMissingRatings, rebuildRatings } from '../../scripts/maintenance/rebuild-ratings';
import { NATIONAL_PROVIDERS, OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { api } from '../support/stack-client';
import { freshProvider } from './provider-portal-support';
import { tableStore } from './rentals-support';

const SAMPLES = [...OHIO_PROVIDERS, ...NATIONAL_PROVIDERS];

/** Every visible review of a provider, through the public list a page at a time. */
async function publicReviews(providerId: string): Promise<PublicReview[]> {
  const reviews: PublicReview[] = [];
  for (let cursor: string | null | undefined; ; ) {
    const response = await seededApi(`/api/providers/${providerId}/reviews?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.status).toBe(200);
    const page = publicReviewsResponseSchema.parse(await response.json());
    reviews.push(...page.reviews);
    cursor = page.nextCursor;
    if (!cursor) return reviews;
  }
}

/**
 * The marketplace as seeded, in a stack of its own: the shared stack's sample providers carry the
 * fixtures other suites write straight into the table (reviews, rentals), which no seed accounts for.
 */
let seeded: LocalStack;
let seededStore: Store;
beforeAll(async () => {
  seeded = await startLocalStack({ port: 0, rateLimitExemptIps: ['127.0.0.1'] });
  seededStore = createStore({
    tableName: seeded.tableName,
    client: new DynamoDBClient({ endpoint: seeded.endpoints.dynamodb, region: 'us-east-1', credentials: seeded.credentials }),
  });
}, 120_000);
afterAll(() => seeded?.stop());

const seededApi = (path: string) => fetch(`${seeded.url}${path}`);

describe('sample reviews', () => {
  it("gives every sample provider exactly the review count and average of its visible reviews, as search shows them", async () => {
    const { data: profiles } = await seededStore.entities.providerProfile.query.byCreation({}).go({ pages: 'all' });
    await seeded.tableStream.drained();
    for (const sample of SAMPLES) {
      const profile = profiles.find((candidate) => candidate.email === sample.email)!;
      expect(profile, sample.businessName).toBeDefined();
      const reviews = await publicReviews(profile.providerId);
      const sum = reviews.reduce((total, review) => total + review.rating, 0);
      // A real history: a dozen or so reviews, not a number without items behind it.
      expect(reviews.length, sample.businessName).toBeGreaterThanOrEqual(5);
      expect({ reviewCount: profile.reviewCount, ratingSum: profile.ratingSum }).toEqual({ reviewCount: reviews.length, ratingSum: sum });
      expect(profile.rating).toBe(averageRating(sum, reviews.length));
      expect(Math.abs(profile.rating - sum / reviews.length)).toBeLessThanOrEqual(0.05);

      const search = searchResponseSchema.parse(await (await seededApi(`/api/search?zipCode=${sample.zipCodes[0]}`)).json());
      const listed = search.providers.find((candidate) => candidate.providerId === profile.providerId);
      // Search lists verified providers only.
      if (!sample.isVerified) continue;
      expect(listed, `${sample.businessName} in search`).toBeDefined();
      expect({ rating: listed!.rating, reviewCount: listed!.reviewCount }).toEqual({ rating: profile.rating, reviewCount: reviews.length });
    }
  });

  it("keeps each sample provider's books exact with its past rentals: nothing for a rebuild to change", async () => {
    const { data: profiles } = await seededStore.entities.providerProfile.query.byCreation({}).go({ pages: 'all' });
    for (const sample of SAMPLES) {
      const profile = profiles.find((candidate) => candidate.email === sample.email)!;
      const check = await checkTallies(seededStore, profile.providerId);
      expect(check.items.rentals, sample.businessName).toBeGreaterThanOrEqual(14);
      expect(check.difference.size, sample.businessName).toBe(0);
      expect(profile.completedRentals, sample.businessName).toBeGreaterThanOrEqual(14);
    }
  });

  it('recounts a profile kept from before the sums existed from its review items, hidden ones left out, as the local stack does at start', async () => {
    const store = tableStore();
    const provider = await freshProvider();
    const { data: before } = await store.entities.providerProfile.get({ providerId: provider.providerId }).go({ consistent: true });
    // As kept data from before the reviews domain: a count with no items behind it and no ratingSum.
    const { ratingSum: _ratingSum, ...kept } = before!;
    await store.entities.providerProfile.put({ ...kept, reviewCount: 67 }).go();
    const review = (rating: number, hidden = false) => ({
      rentalId: randomUUID(),
      reviewId: randomUUID(),
      providerId: provider.providerId,
      customerId: randomUUID(),
      customerName: 'Pat Q.',
      rating,
      createdAt: new Date().toISOString(),
      ...(hidden ? { hiddenAt: new Date().toISOString(), hiddenBy: 'operator', hiddenReason: 'Spam' } : {}),
    });
    await store.entities.review.put([review(5), review(4), review(1, true)]).go();

    const check = await rebuildRatings(store, provider.providerId, { check: true });
    expect(check).toMatchObject({ changed: true, before: { reviewCount: 67, ratingSum: undefined }, after: { reviewCount: 2, ratingSum: 9 } });
    const { data: unchanged } = await store.entities.providerProfile.get({ providerId: provider.providerId }).go({ consistent: true });
    expect(unchanged!.reviewCount).toBe(67);

    // What the local stack runs at start for kept data: the profiles without ratingSum, this one among them.
    expect(await rebuildMissingRatings(store)).toBeGreaterThanOrEqual(1);
    const { data: after } = await store.entities.providerProfile.get({ providerId: provider.providerId }).go({ consistent: true });
    expect({ reviewCount: after!.reviewCount, ratingSum: after!.ratingSum, rating: after!.rating }).toEqual({ reviewCount: 2, ratingSum: 9, rating: 4.5 });
    const shown = checkoutProviderResponseSchema.parse(await (await api(`/api/checkout/providers/${provider.providerId}`)).json());
    expect(shown.provider).toMatchObject({ rating: 4.5, reviewCount: 2 });
    // Exact now: a second run changes nothing.
    expect((await rebuildRatings(store, provider.providerId))?.changed).toBe(false);
  });
});
