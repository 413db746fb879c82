// One review as the public, the provider and the operator see it: the stars given, who and when,
// the comment and the provider's reply. Pages add their own controls as children.
import type { ReactNode } from 'react';
import type { PublicReview } from '../../../shared/schemas/review';
import { formatTimestampDate } from '../lib/calendar-date';
import './review-item.css';

interface ReviewItemProps {
  review: PublicReview;
  /** Above the comment: a "Hidden" badge and the like. */
  badge?: ReactNode;
  children?: ReactNode;
}

function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="review-item__stars" role="img" aria-label={`${rating} out of 5 stars`}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span className="review-item__stars-empty" aria-hidden="true">
        {'★'.repeat(Math.max(0, 5 - rating))}
      </span>
    </span>
  );
}

export function ReviewItem({ review, badge, children }: ReviewItemProps) {
  return (
    <article className="review-item">
      <header className="review-item__header">
        <ReviewStars rating={review.rating} />
        <span className="review-item__author">{review.customerName}</span>
        <time className="review-item__date" dateTime={review.createdAt}>
          {formatTimestampDate(review.createdAt)}
        </time>
        {badge}
      </header>
      {review.comment && <p className="review-item__comment">{review.comment}</p>}
      {review.reply && (
        <div className="review-item__reply">
          <p className="review-item__reply-title">
            Reply from the provider <time dateTime={review.reply.repliedAt}>{formatTimestampDate(review.reply.repliedAt)}</time>
          </p>
          <p className="review-item__reply-text">{review.reply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
