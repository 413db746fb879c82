// A provider's reviews: the public list (visible ones only), the provider's own (hidden ones
// marked) and the provider's one reply to each.
import type {
  ProviderReview,
  ProviderReviewsResponse,
  PublicReviewsResponse,
  ReviewReplyRequest,
} from '../../shared/schemas/review';
import { REVIEW_MESSAGES } from '../../shared/schemas/review';
import type { Store } from '../platform/data/store';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import { conflict, notFound } from '../platform/errors';
import { readListPage } from '../platform/list-page';
import { providerReviewOf, publicReviewOf } from './review-views';

interface PageQuery {
  limit: number;
  cursor?: string;
}

/** Visible reviews, newest first: one Query of the provider's reviews (gsi1), hidden ones left out. */
export async function listPublicReviews(store: Store, providerId: string, query: PageQuery): Promise<PublicReviewsResponse> {
  const page = await readListPage(query.cursor, () =>
    store.entities.review.query.byProvider({ providerId }).page({
      limit: query.limit,
      cursor: query.cursor,
      order: 'desc',
      keep: (review) => review.hiddenAt === undefined,
    }),
  );
  return { reviews: page.data.map(publicReviewOf), nextCursor: page.cursor };
}

export async function listOwnReviews(store: Store, providerId: string, query: PageQuery): Promise<ProviderReviewsResponse> {
  const page = await readListPage(query.cursor, () =>
    store.entities.review.query.byProvider({ providerId }).page({ limit: query.limit, cursor: query.cursor, order: 'desc' }),
  );
  return { reviews: page.data.map(providerReviewOf), nextCursor: page.cursor };
}

/** The reply is written once: a second is refused by the write's condition, never overwrites the first. */
export async function replyToReview(
  deps: { store: Store; clock: () => Date },
  providerId: string,
  rentalId: string,
  request: ReviewReplyRequest,
): Promise<ProviderReview> {
  const { data: review } = await deps.store.entities.review.get({ rentalId }).go({ consistent: true });
  // Another provider's review answers like a missing one.
  if (!review || review.providerId !== providerId) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  if (review.replyText !== undefined) throw conflict(REVIEW_MESSAGES.alreadyReplied);
  const repliedAt = deps.clock().toISOString();
  try {
    await deps.store.entities.review
      .patch({ rentalId })
      .set({ replyText: request.text, repliedAt })
      .where((attributes, { notExists, eq }) => `${notExists(attributes.replyText)} AND ${eq(attributes.providerId, providerId)}`)
      .go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(REVIEW_MESSAGES.alreadyReplied);
    throw error;
  }
  return providerReviewOf({ ...review, replyText: request.text, repliedAt });
}
