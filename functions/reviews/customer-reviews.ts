// The customer's side: rating the provider of a completed rental of theirs, once, and reading it back.
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/messages';
import { latestReviewOf, reviewerDisplayName } from '../../shared/reviews';
import type { CustomerProfile } from '../../shared/schemas/account';
import type { Rental } from '../../shared/schemas/rental';
import { REVIEW_MESSAGES, type CreateReviewRequest, type ProviderReview, type RentalReviewResponse, type Review } from '../../shared/schemas/review';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import { withLatestReviewFallback } from './review-aggregates';
import { providerReviewOf } from './review-views';

interface Deps {
  store: Store;
  clock: () => Date;
}

/** The customer's own rental; anyone else's answers exactly like a missing one. */
async function ownRental(store: Store, customerId: string, rentalId: string): Promise<Rental> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  if (!data || data.customerId !== customerId) throw notFound(MESSAGES.rentalNotFound);
  return data;
}

export async function getRentalReview(store: Store, customerId: string, rentalId: string): Promise<RentalReviewResponse> {
  const rental = await ownRental(store, customerId, rentalId);
  const { data: review } = await store.entities.review.get({ rentalId }).go({ consistent: true });
  return { review: review ? providerReviewOf(review) : null, canReview: !review && rental.status === 'completed' };
}

export async function createReview(deps: Deps, customer: CustomerProfile, rentalId: string, request: CreateReviewRequest): Promise<ProviderReview> {
  const { store } = deps;
  const rental = await ownRental(store, customer.customerId, rentalId);
  if (rental.status !== 'completed') throw conflict(REVIEW_MESSAGES.notCompleted);
  const review: Review = {
    rentalId,
    reviewId: randomUUID(),
    providerId: rental.providerId,
    customerId: customer.customerId,
    customerName: reviewerDisplayName(customer.name || rental.customerName),
    rating: request.rating,
    ...(request.comment ? { comment: request.comment } : {}),
    createdAt: deps.clock().toISOString(),
  };
  // The new review shows on the provider card unless a newer one is already there (the condition).
  const result = await withLatestReviewFallback('create', true, (movesLatest) =>
    store.transaction
      .write(({ review: reviews, providerProfile }) => {
        const profile = providerProfile.patch({ providerId: rental.providerId }).add({ ratingSum: review.rating, reviewCount: 1 });
        return [
          reviews.create(review).commit(),
          (movesLatest
            ? profile
                .set({ latestReview: latestReviewOf(review) })
                .where((attributes, { notExists, lt }) => `${notExists(attributes.latestReview)} OR ${lt(attributes.latestReview.createdAt, review.createdAt)}`)
            : profile
          ).commit(),
        ];
      })
      .go(),
  );
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    // The provider's profile is gone (the account was deleted): nobody to rate.
    throw notFound(MESSAGES.rentalNotFound);
  }
  return providerReviewOf(review);
}
