// Reviews of providers: the one rating every screen shows, derived from the profile's exact sums,
// the name a review is shown under, and which review a provider card shows and how much of it.
import type { LatestReview, Review } from './schemas/review';

/** Stars a review gives. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Longest comment, reply or hiding reason. */
export const REVIEW_TEXT_MAX = 1000;

/**
 * The average of the visible reviews, to one decimal; 0 with none. The profile stores the sum and
 * the count (moved by ADD in each review's transaction) because DynamoDB cannot divide in an update.
 */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (reviewCount <= 0 || ratingSum <= 0) return 0;
  const average = Math.min(REVIEW_RATING_MAX, ratingSum / reviewCount);
  return Math.round(average * 10) / 10;
}

/** How a customer is named on a public review: first name and last initial ("Riley R."). */
export function reviewerDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  const first = words[0]!;
  if (words.length === 1) return first;
  const last = words[words.length - 1]!;
  return `${first} ${last.charAt(0).toUpperCase()}.`;
}

/** The id of the review form on the customer's rental page (the review request links to it). */
export const REVIEW_FORM_ANCHOR = 'review';

/** Longest comment a provider card quotes before cutting it. */
export const REVIEW_EXCERPT_MAX = 140;

/**
 * The comment as a card quotes it: whole when short, else cut on the last word boundary within
 * the limit with an ellipsis (a single over-long word is cut where it must be). No comment, none.
 */
export function reviewExcerpt(comment: string | undefined, max = REVIEW_EXCERPT_MAX): string | undefined {
  const text = comment?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const boundary = cut.lastIndexOf(' ');
  const kept = (boundary > 0 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.!?-]+$/, '');
  return `${kept}…`;
}

/** A review as the profile keeps it for the provider card. */
export function latestReviewOf(review: Pick<Review, 'reviewId' | 'rating' | 'comment' | 'customerName' | 'createdAt'>): LatestReview {
  const excerpt = reviewExcerpt(review.comment);
  return {
    reviewId: review.reviewId,
    rating: review.rating,
    ...(excerpt ? { excerpt } : {}),
    customerName: review.customerName,
    createdAt: review.createdAt,
  };
}

/** Whether `candidate` should replace the stored latest review: there is none, or it is newer. */
export function isNewerReview(candidate: Pick<Review, 'createdAt'>, stored: Pick<LatestReview, 'createdAt'> | undefined): boolean {
  return !stored || candidate.createdAt > stored.createdAt;
}

/** The newest review the public may see among these, if any. */
export function newestVisibleReview<R extends Pick<Review, 'createdAt' | 'hiddenAt'>>(reviews: readonly R[]): R | undefined {
  return reviews.filter((review) => !review.hiddenAt).reduce<R | undefined>((newest, review) => (isNewerReview(review, newest) ? review : newest), undefined);
}
