// The listing page's Reviews section: the provider's average and count, the most recent reviews
// with the provider's replies, and 'More reviews' for older ones.
import { LoadMore } from '../../../components/load-more';
import { ReviewItem } from '../../../components/review-item';
import { StarRating } from '../../../components/star-rating';
import { LoadingPanel } from '../../../components/status-panel';
import { useProviderReviews } from './provider-reviews-api';
import './provider-reviews.css';

interface ProviderReviewsProps {
  providerId: string;
  rating: number;
  reviewCount: number;
}

export function ProviderReviews({ providerId, rating, reviewCount }: ProviderReviewsProps) {
  const reviews = useProviderReviews(providerId);
  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section className="card detail-section provider-reviews" aria-labelledby="provider-reviews-title">
      <h2 id="provider-reviews-title" className="detail-section__title">
        Reviews
      </h2>
      <div className="provider-reviews__summary">
        <StarRating rating={rating} reviewCount={reviewCount} />
        {reviewCount > 0 && <span className="provider-reviews__average">{rating.toFixed(1)} out of 5</span>}
      </div>
      {reviews.isPending ? (
        <LoadingPanel label="Loading reviews..." />
      ) : reviews.isError ? (
        <p className="inline-error" role="alert">
          We could not load the reviews.{' '}
          <button type="button" className="button button--ghost" onClick={() => void reviews.refetch()}>
            Try again
          </button>
        </p>
      ) : shown.length === 0 ? (
        <p className="provider-reviews__empty">No reviews yet. Customers can rate this provider after a completed rental.</p>
      ) : (
        <>
          <ul className="provider-reviews__list">
            {shown.map((review) => (
              <li key={review.reviewId}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
          <LoadMore query={{ ...reviews, fetchNextPage: () => reviews.fetchNextPage() }} shown={shown.length} itemsName="reviews" />
        </>
      )}
    </section>
  );
}
