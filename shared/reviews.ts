// Reviews of providers: the one rating every screen shows, derived from the profile's exact sums,
// and the name a review is shown under.

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
