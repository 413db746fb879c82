// What each party sees of a stored review.
import type { OperatorReview, ProviderReview, PublicReview, Review } from '../../shared/schemas/review';

export function publicReviewOf(review: Review): PublicReview {
  return {
    reviewId: review.reviewId,
    customerName: review.customerName,
    rating: review.rating,
    ...(review.comment ? { comment: review.comment } : {}),
    createdAt: review.createdAt,
    ...(review.replyText && review.repliedAt ? { reply: { text: review.replyText, repliedAt: review.repliedAt } } : {}),
  };
}

export function providerReviewOf(review: Review): ProviderReview {
  return { ...publicReviewOf(review), rentalId: review.rentalId, hidden: review.hiddenAt !== undefined };
}

export function operatorReviewOf(review: Review): OperatorReview {
  return {
    ...providerReviewOf(review),
    providerId: review.providerId,
    customerId: review.customerId,
    ...(review.hiddenAt ? { hiddenAt: review.hiddenAt, hiddenBy: review.hiddenBy, hiddenReason: review.hiddenReason } : {}),
  };
}
