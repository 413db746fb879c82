// The provider's latest review on its card: that review's stars (read out as text), the comment
// cut to a card's length in quotes, and who wrote it. Nothing when the provider has none.
import { REVIEW_RATING_MAX } from '../../../../shared/reviews';
import type { LatestReview } from '../../../../shared/schemas/review';

export function LatestReviewQuote({ review }: { review: LatestReview | undefined }) {
  if (!review) return null;
  const filled = Math.min(REVIEW_RATING_MAX, Math.max(0, review.rating));
  return (
    <figure className="latest-review">
      <span className="latest-review__stars" role="img" aria-label={`Latest review: ${filled} out of ${REVIEW_RATING_MAX} stars`}>
        <span className="latest-review__filled" aria-hidden="true">
          {'★'.repeat(filled)}
        </span>
        <span className="latest-review__empty" aria-hidden="true">
          {'★'.repeat(REVIEW_RATING_MAX - filled)}
        </span>
      </span>
      {review.excerpt && (
        <blockquote className="latest-review__text">
          <p>“{review.excerpt}”</p>
        </blockquote>
      )}
      <figcaption className="latest-review__author">— {review.customerName}</figcaption>
    </figure>
  );
}
