// A provider's rating: stars filled to the exact rating (4.5 shows four and a half, never five),
// the number to one decimal and the review count; one accessible name says it all. A provider
// nobody has reviewed yet is "New", not five empty stars and "0.0 (0 reviews)".
import './star-rating.css';

interface StarRatingProps {
  rating: number;
  reviewCount: number;
}

export function StarRating({ rating, reviewCount }: StarRatingProps) {
  if (reviewCount <= 0) return <span className="star-rating star-rating--new">New</span>;
  const clamped = Math.min(5, Math.max(0, rating));
  const reviews = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5 (${reviews})`}>
      <span className="star-rating__stars" aria-hidden="true">
        <span className="star-rating__empty">★★★★★</span>
        <span className="star-rating__fill" style={{ width: `${(clamped / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <strong aria-hidden="true">{clamped.toFixed(1)}</strong>
      <span className="star-rating__count" aria-hidden="true">
        ({reviews})
      </span>
    </span>
  );
}
