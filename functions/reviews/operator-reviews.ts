// The operator console's review queue: every review newest first, hiding one (with a reason) and
// restoring it. Hiding takes the review's stars out of the provider's sums and restoring puts them
// back, each in the same transaction as the review's change, conditioned on the review's state so
// no click counts twice.
import type { HideReviewRequest, OperatorReview, OperatorReviewsResponse, Review } from '../../shared/schemas/review';
import { REVIEW_MESSAGES } from '../../shared/schemas/review';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import { readListPage } from '../platform/list-page';
import { withConflictRetries } from './review-aggregates';
import { operatorReviewOf } from './review-views';

interface Deps {
  store: Store;
  clock: () => Date;
}

export async function listAllReviews(store: Store, query: { limit: number; cursor?: string }): Promise<OperatorReviewsResponse> {
  const page = await readListPage(query.cursor, () =>
    store.entities.review.query.byCreation({}).page({ limit: query.limit, cursor: query.cursor, order: 'desc' }),
  );
  return { reviews: page.data.map(operatorReviewOf), nextCursor: page.cursor };
}

async function readReview(store: Store, rentalId: string): Promise<Review> {
  const { data } = await store.entities.review.get({ rentalId }).go({ consistent: true });
  if (!data) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return data;
}

export async function hideReview(deps: Deps, operatorId: string, rentalId: string, request: HideReviewRequest): Promise<OperatorReview> {
  const review = await readReview(deps.store, rentalId);
  if (review.hiddenAt) throw conflict(REVIEW_MESSAGES.alreadyHidden);
  const hidden = { hiddenAt: deps.clock().toISOString(), hiddenBy: operatorId, hiddenReason: request.reason };
  const result = await withConflictRetries('hide', () =>
    deps.store.transaction
      .write(({ review: reviews, providerProfile }) => [
        reviews
          .patch({ rentalId })
          .set(hidden)
          .where((attributes, { notExists }) => notExists(attributes.hiddenAt))
          .commit(),
        providerProfile.patch({ providerId: review.providerId }).add({ ratingSum: -review.rating, reviewCount: -1 }).commit(),
      ])
      .go(),
  );
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw conflict(REVIEW_MESSAGES.alreadyHidden);
    throw notFound(REVIEW_MESSAGES.reviewNotFound);
  }
  return operatorReviewOf({ ...review, ...hidden });
}

export async function restoreReview(deps: Deps, rentalId: string): Promise<OperatorReview> {
  const review = await readReview(deps.store, rentalId);
  if (!review.hiddenAt) throw conflict(REVIEW_MESSAGES.notHidden);
  const result = await withConflictRetries('restore', () =>
    deps.store.transaction
      .write(({ review: reviews, providerProfile }) => [
        reviews
          .patch({ rentalId })
          .remove(['hiddenAt', 'hiddenBy', 'hiddenReason'])
          .where((attributes, { exists }) => exists(attributes.hiddenAt))
          .commit(),
        providerProfile.patch({ providerId: review.providerId }).add({ ratingSum: review.rating, reviewCount: 1 }).commit(),
      ])
      .go(),
  );
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw conflict(REVIEW_MESSAGES.notHidden);
    throw notFound(REVIEW_MESSAGES.reviewNotFound);
  }
  const { hiddenAt: _at, hiddenBy: _by, hiddenReason: _reason, ...restored } = review;
  return operatorReviewOf(restored);
}
