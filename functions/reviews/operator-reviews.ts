// The operator console's review queue: every review newest first, hiding one (with a reason) and
// restoring it. Hiding takes the review's stars out of the provider's sums and restoring puts them
// back, each in the same transaction as the review's change, conditioned on the review's state so
// no click counts twice. The provider card's latest review moves with them: hiding the one shown
// falls back to the newest review still visible, restoring a newer one shows it again.
import type { HideReviewRequest, OperatorReview, OperatorReviewsResponse, Review } from '../../shared/schemas/review';
import { REVIEW_MESSAGES } from '../../shared/schemas/review';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import { readListPage } from '../platform/list-page';
import { isNewerReview, latestReviewOf, newestVisibleReview } from '../../shared/reviews';
import { withLatestReviewFallback } from './review-aggregates';
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

/** Reviews read to find the card's next latest review when the shown one is hidden. */
const FALLBACK_REVIEWS_READ = 5;

async function storedLatestReview(store: Store, providerId: string) {
  const { data } = await store.entities.providerProfile.get({ providerId }).go({ consistent: true });
  return data?.latestReview;
}

/** The newest visible review of the provider other than `rentalId`, from one short read newest first. */
async function nextLatestReview(store: Store, providerId: string, rentalId: string): Promise<Review | undefined> {
  const { data } = await store.entities.review.query.byProvider({ providerId }).go({ order: 'desc', limit: FALLBACK_REVIEWS_READ });
  return newestVisibleReview(data.filter((review) => review.rentalId !== rentalId));
}

export async function hideReview(deps: Deps, operatorId: string, rentalId: string, request: HideReviewRequest): Promise<OperatorReview> {
  const review = await readReview(deps.store, rentalId);
  if (review.hiddenAt) throw conflict(REVIEW_MESSAGES.alreadyHidden);
  const hidden = { hiddenAt: deps.clock().toISOString(), hiddenBy: operatorId, hiddenReason: request.reason };
  const shown = (await storedLatestReview(deps.store, review.providerId))?.reviewId === review.reviewId;
  const replacement = shown ? await nextLatestReview(deps.store, review.providerId, rentalId) : undefined;
  const result = await withLatestReviewFallback('hide', shown, (movesLatest) =>
    deps.store.transaction
      .write(({ review: reviews, providerProfile }) => {
        const profile = providerProfile.patch({ providerId: review.providerId }).add({ ratingSum: -review.rating, reviewCount: -1 });
        // The builder changes in place: the latest review moves only when asked.
        if (movesLatest) {
          (replacement ? profile.set({ latestReview: latestReviewOf(replacement) }) : profile.remove(['latestReview'])).where((attributes, { eq }) =>
            eq(attributes.latestReview.reviewId, review.reviewId),
          );
        }
        return [
          reviews
            .patch({ rentalId })
            .set(hidden)
            .where((attributes, { notExists }) => notExists(attributes.hiddenAt))
            .commit(),
          // Moved only while still the one shown: a review saved meanwhile is newer and stays.
          profile.commit(),
        ];
      })
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
  const { hiddenAt: _at, hiddenBy: _by, hiddenReason: _reason, ...restored } = review;
  const newer = isNewerReview(review, await storedLatestReview(deps.store, review.providerId));
  const result = await withLatestReviewFallback('restore', newer, (movesLatest) =>
    deps.store.transaction
      .write(({ review: reviews, providerProfile }) => {
        const profile = providerProfile.patch({ providerId: review.providerId }).add({ ratingSum: review.rating, reviewCount: 1 });
        return [
          reviews
            .patch({ rentalId })
            .remove(['hiddenAt', 'hiddenBy', 'hiddenReason'])
            .where((attributes, { exists }) => exists(attributes.hiddenAt))
            .commit(),
          (movesLatest
            ? profile
                .set({ latestReview: latestReviewOf(restored) })
                .where((attributes, { notExists, lt }) => `${notExists(attributes.latestReview)} OR ${lt(attributes.latestReview.createdAt, review.createdAt)}`)
            : profile
          ).commit(),
        ];
      })
      .go(),
  );
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw conflict(REVIEW_MESSAGES.notHidden);
    throw notFound(REVIEW_MESSAGES.reviewNotFound);
  }
  return operatorReviewOf(restored);
}
