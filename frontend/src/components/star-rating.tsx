// Rating to one decimal with its review count; the stars are decoration, the text carries meaning.
interface StarRatingProps {
  rating: number;
  reviewCount: number;
}

export function StarRating({ rating, reviewCount }: StarRatingProps) {
  const rounded = Math.round(rating);
  return (
    <span className="star-rating">
      <span className="star-rating__stars" aria-hidden="true">
        {'★'.repeat(rounded)}
        {'☆'.repeat(Math.max(0, 5 - rounded))}
      </span>
      <span className="visually-hidden">Rated </span>
      <strong>{rating.toFixed(1)}</strong>
      <span className="visually-hidden"> out of 5</span>
      <span className="star-rating__count">
        ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
