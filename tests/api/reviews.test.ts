// Reviews over HTTP against the local stack: a review moves the provider's sums in its own
// transaction and search follows from the stream; one review per completed rental of one's own; one
// reply; hiding by operators only, out of the average and the public list; and 20 reviews of one
// provider at once keep the sums exact.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorReviewsResponseSchema,
  providerReviewsResponseSchema,
  publicReviewsResponseSchema,
  rentalReviewResponseSchema,
  REVIEW_MESSAGES,
} from '../../shared/schemas/review';
import { searchResponseSchema } from '../../shared/schemas/search';
import { listingDetailSchema } from '../../shared/schemas/listing';
import { api, searchIndexSettled, signIn } from '../support/stack-client';
import { DEMO_PASSWORD } from '../../scripts/seed/seed';
import { SAMPLE_CUSTOMERS } from '../../scripts/seed/sample-orders';
import { customerRentalsResponseSchema } from '../../shared/schemas/rental';
import { operatorToken } from './onboarding-support';
import { createProviderListing, freshProvider, putProviderRental, setStatus, type FreshProvider } from './provider-portal-support';
import { completedRental, postReview, reviewedRental } from './review-fixtures';
import { daysFromToday, newCustomer, outboxUntil, tableStore } from './rentals-support';

async function storedSums(providerId: string) {
  const { data } = await tableStore().entities.providerProfile.get({ providerId }).go({ consistent: true });
  return { ratingSum: data?.ratingSum ?? 0, reviewCount: data!.reviewCount, rating: data!.rating };
}

async function publicReviews(providerId: string, query = '') {
  const response = await api(`/api/providers/${providerId}/reviews${query}`);
  expect(response.status).toBe(200);
  return publicReviewsResponseSchema.parse(await response.json());
}

let provider: FreshProvider;
let customer: Awaited<ReturnType<typeof newCustomer>>;
let operator: string;

beforeAll(async () => {
  [provider, customer, operator] = await Promise.all([freshProvider(), newCustomer(), operatorToken()]);
});

describe('reviews', () => {
  it('rates the provider: the profile, listing page and search show the average and count', async () => {
    const listing = await createProviderListing(provider.token);
    await reviewedRental(customer.token, customer.customerId, provider.providerId, 5);
    await reviewedRental(customer.token, customer.customerId, provider.providerId, 4);
    expect(await storedSums(provider.providerId)).toEqual({ ratingSum: 9, reviewCount: 2, rating: 4.5 });

    const detail = listingDetailSchema.parse(await (await api(`/api/listings/${listing.listingId}`)).json());
    expect(detail.provider).toMatchObject({ rating: 4.5, reviewCount: 2 });

    await searchIndexSettled();
    const search = searchResponseSchema.parse(await (await api('/api/search?zipCode=59801&size=20')).json());
    expect(search.providers.find((found) => found.providerId === provider.providerId)).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const { reviews } = await publicReviews(provider.providerId);
    expect(reviews.map((review) => review.rating)).toEqual([4, 5]);
    expect(reviews[0]).toMatchObject({ customerName: 'Riley R.', comment: 'Prompt and tidy.' });
    expect(reviews[0]).not.toHaveProperty('rentalId');
  });

  it('takes one review per rental: a second is 409 and nothing more is counted', async () => {
    const review = await reviewedRental(customer.token, customer.customerId, provider.providerId, 3);
    const before = await storedSums(provider.providerId);
    const again = await postReview(customer.token, review.rentalId, { rating: 1 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await storedSums(provider.providerId)).toEqual(before);
    const mine = rentalReviewResponseSchema.parse(await (await api(`/api/rentals/${review.rentalId}/review`, { token: customer.token })).json());
    expect(mine).toMatchObject({ canReview: false, review: { rating: 3 } });
  });

  it('refuses a rental not completed (409), another customer\'s (404) and bad input (400), writing nothing', async () => {
    const active = await putProviderRental({ providerId: provider.providerId, customerId: customer.customerId, status: 'active' });
    const notDone = await postReview(customer.token, active.rentalId, { rating: 5 });
    expect(notDone.status).toBe(409);
    expect(((await notDone.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.notCompleted);
    const open = rentalReviewResponseSchema.parse(await (await api(`/api/rentals/${active.rentalId}/review`, { token: customer.token })).json());
    expect(open).toEqual({ review: null, canReview: false });

    const someoneElses = await completedRental(randomUUID(), provider.providerId);
    expect((await postReview(customer.token, someoneElses.rentalId, { rating: 5 })).status).toBe(404);
    expect((await api(`/api/rentals/${someoneElses.rentalId}/review`, { token: customer.token })).status).toBe(404);

    const mine = await completedRental(customer.customerId, provider.providerId);
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, {}, { rating: 5, comment: 'x'.repeat(1001) }]) {
      const refused = await postReview(customer.token, mine.rentalId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const { data } = await tableStore().entities.review.get({ rentalId: mine.rentalId }).go();
    expect(data).toBeNull();
    const fresh = rentalReviewResponseSchema.parse(await (await api(`/api/rentals/${mine.rentalId}/review`, { token: customer.token })).json());
    expect(fresh).toEqual({ review: null, canReview: true });
  });

  it('lets the provider reply once; another provider cannot', async () => {
    const review = await reviewedRental(customer.token, customer.customerId, provider.providerId, 4);
    const other = await freshProvider();
    const reply = (token: string, text: string) => api(`/api/provider/reviews/${review.rentalId}/reply`, { method: 'POST', token, body: JSON.stringify({ text }) });
    expect((await reply(other.token, 'Not mine')).status).toBe(404);
    expect((await reply(provider.token, '   ')).status).toBe(400);
    expect((await reply(provider.token, 'Thanks for renting with us!')).status).toBe(201);
    const second = await reply(provider.token, 'Changed my mind');
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.alreadyReplied);
    const { reviews } = await publicReviews(provider.providerId);
    expect(reviews.find((found) => found.reviewId === review.reviewId)?.reply?.text).toBe('Thanks for renting with us!');
  });

  it('lets only operators hide: a hidden review leaves the average and the public list, restoring brings it back', async () => {
    const review = await reviewedRental(customer.token, customer.customerId, provider.providerId, 1);
    const before = await storedSums(provider.providerId);
    const hide = (token: string, body: unknown = { reason: 'Abusive language' }) =>
      api(`/api/operator/reviews/${review.rentalId}/hide`, { method: 'POST', token, body: JSON.stringify(body) });
    expect((await hide(customer.token)).status).toBe(403);
    expect((await hide(provider.token)).status).toBe(403);
    expect((await hide(operator, { reason: ' ' })).status).toBe(400);
    expect((await hide(operator)).status).toBe(200);
    expect((await hide(operator)).status).toBe(409);

    expect(await storedSums(provider.providerId)).toMatchObject({ ratingSum: before.ratingSum - 1, reviewCount: before.reviewCount - 1 });
    expect((await publicReviews(provider.providerId)).reviews.some((found) => found.reviewId === review.reviewId)).toBe(false);
    const own = providerReviewsResponseSchema.parse(await (await api('/api/provider/reviews', { token: provider.token })).json());
    expect(own.reviews.find((found) => found.rentalId === review.rentalId)?.hidden).toBe(true);
    const queue = operatorReviewsResponseSchema.parse(await (await api('/api/operator/reviews?limit=100', { token: operator })).json());
    expect(queue.reviews.find((found) => found.rentalId === review.rentalId)).toMatchObject({ hidden: true, hiddenReason: 'Abusive language' });

    const restore = (token: string) => api(`/api/operator/reviews/${review.rentalId}/restore`, { method: 'POST', token });
    expect((await restore(provider.token)).status).toBe(403);
    expect((await restore(operator)).status).toBe(200);
    expect((await restore(operator)).status).toBe(409);
    expect(await storedSums(provider.providerId)).toEqual(before);
  });

  it('pages the public list with cursors, newest first', async () => {
    const first = await publicReviews(provider.providerId, '?limit=2');
    expect(first.reviews).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await publicReviews(provider.providerId, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.reviews.length).toBeGreaterThan(0);
    const all = [...first.reviews, ...second.reviews];
    expect(new Set(all.map((review) => review.reviewId)).size).toBe(all.length);
    expect(all.map((review) => review.createdAt)).toEqual([...all.map((review) => review.createdAt)].sort().reverse());
    expect((await api(`/api/providers/${provider.providerId}/reviews?cursor=not-a-cursor`)).status).toBe(400);
  });

  it('asks the customer for a review by e-mail and text when the rental is completed, linking to the form', async () => {
    const rental = await putProviderRental({
      providerId: provider.providerId,
      customerId: customer.customerId,
      customerEmail: customer.email,
      status: 'active',
      paid: true,
      startDate: daysFromToday(-3),
    });
    await tableStore().entities.rental.put({ ...rental, customerPhone: customer.phone }).go();
    expect((await setStatus(provider.token, rental.rentalId, 'complete')).status).toBe(200);
    const link = `/rental/${rental.rentalId}#review`;
    const asking = (entries: Awaited<ReturnType<typeof outboxUntil>>) =>
      entries.filter((entry) => (entry.channel === 'email' ? entry.text : entry.body).includes(link));
    const entries = asking(await outboxUntil((all) => asking(all).length >= 2));
    expect(entries.map((entry) => entry.channel).sort()).toEqual(['email', 'sms']);
    expect(entries.map((entry) => entry.to).sort()).toEqual([customer.email, '+16145550142'].sort());
    for (const entry of entries) expect(entry.channel === 'email' ? entry.text : entry.body).toContain('Rate your provider');
  });

  it("shows the sample customer's review, with the provider's reply, on the seeded provider's list", async () => {
    const token = (await signIn(SAMPLE_CUSTOMERS[0]!.email, DEMO_PASSWORD)).accessToken;
    const { rentals } = customerRentalsResponseSchema.parse(await (await api('/api/customer/rentals', { token })).json());
    const completed = rentals.find((rental) => rental.status === 'completed')!;
    const mine = rentalReviewResponseSchema.parse(await (await api(`/api/rentals/${completed.rentalId}/review`, { token })).json());
    expect(mine.review).toMatchObject({ rating: 5, customerName: 'Jordan M.', reply: { text: expect.stringContaining('Thanks, Jordan') } });
    const { reviews } = await publicReviews(completed.providerId);
    expect(reviews.map((review) => review.reviewId)).toContain(mine.review!.reviewId);
  });

  it('keeps ratingSum and reviewCount exact under 20 concurrent reviews of one provider', async () => {
    const racing = await freshProvider();
    const rentals = await Promise.all(Array.from({ length: 20 }, () => completedRental(customer.customerId, racing.providerId)));
    const ratings = rentals.map((_, index) => (index % 5) + 1);
    const answers = await Promise.all(rentals.map((rental, index) => postReview(customer.token, rental.rentalId, { rating: ratings[index] })));
    expect(answers.map((answer) => answer.status)).toEqual(rentals.map(() => 201));
    const sum = ratings.reduce((total, rating) => total + rating, 0);
    expect(await storedSums(racing.providerId)).toEqual({ ratingSum: sum, reviewCount: 20, rating: Math.round((sum / 20) * 10) / 10 });
  });
});
