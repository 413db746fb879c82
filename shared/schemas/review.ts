// A customer's review of a provider after a completed rental, and what each party sees of it.
import * as z from 'zod';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX } from '../reviews';
import { nextCursorSchema, pageQueryFields } from './list-page';

export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  commentTooLong: `Comments can be at most ${REVIEW_TEXT_MAX} characters`,
  replyRequired: 'Write a reply',
  replyTooLong: `Replies can be at most ${REVIEW_TEXT_MAX} characters`,
  reasonRequired: 'Say why this review is hidden',
  reasonTooLong: `The reason can be at most ${REVIEW_TEXT_MAX} characters`,
  alreadyReviewed: 'You have already reviewed this rental.',
  notCompleted: 'You can rate your provider once the rental is completed.',
  reviewNotFound: 'Review not found',
  alreadyReplied: 'You have already replied to this review.',
  alreadyHidden: 'This review is already hidden.',
  notHidden: 'This review is not hidden.',
  busy: 'Too many reviews are being saved for this provider right now. Please try again.',
} as const;

const rating = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.ratingRequired)
  .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingRequired)
  .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingRequired);

/** A blank comment is no comment. */
const optionalComment = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.commentTooLong).optional(),
);

const requiredText = (required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(REVIEW_TEXT_MAX, tooLong);

/** POST /api/rentals/{rentalId}/review. */
export const createReviewRequestSchema = z.object({ rating, comment: optionalComment });
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** POST /api/provider/reviews/{rentalId}/reply. */
export const reviewReplyRequestSchema = z.object({ text: requiredText(REVIEW_MESSAGES.replyRequired, REVIEW_MESSAGES.replyTooLong) });
export type ReviewReplyRequest = z.infer<typeof reviewReplyRequestSchema>;

/** POST /api/operator/reviews/{rentalId}/hide. */
export const hideReviewRequestSchema = z.object({ reason: requiredText(REVIEW_MESSAGES.reasonRequired, REVIEW_MESSAGES.reasonTooLong) });
export type HideReviewRequest = z.infer<typeof hideReviewRequestSchema>;

export const reviewRentalParamsSchema = z.object({ rentalId: z.string().trim().min(1).max(100) });
export const reviewProviderParamsSchema = z.object({ providerId: z.string().trim().min(1).max(100) });
export const reviewPageQuerySchema = z.object({ ...pageQueryFields });

/**
 * The provider's latest visible review in short, kept on the profile and copied to search so the
 * provider card shows it with no extra read (shared/reviews.ts latestReviewOf).
 */
export const latestReviewSchema = z.object({
  /** The public id, to tell whether a hidden review is the one shown. */
  reviewId: z.string(),
  rating: z.number().int(),
  /** The comment cut to a card's length; absent for stars only. */
  excerpt: z.string().optional(),
  customerName: z.string(),
  createdAt: z.string(),
});
export type LatestReview = z.infer<typeof latestReviewSchema>;

/** The review as stored: one per completed rental, keyed by the rental. */
export const reviewSchema = z.object({
  rentalId: z.string(),
  /** The public id (a rental id is never shown to the public). */
  reviewId: z.string(),
  providerId: z.string(),
  customerId: z.string(),
  /** First name and last initial, as shown publicly. */
  customerName: z.string(),
  rating,
  comment: z.string().max(REVIEW_TEXT_MAX).optional(),
  createdAt: z.string(),
  replyText: z.string().max(REVIEW_TEXT_MAX).optional(),
  repliedAt: z.string().optional(),
  hiddenAt: z.string().optional(),
  hiddenBy: z.string().optional(),
  hiddenReason: z.string().max(REVIEW_TEXT_MAX).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

const replySchema = z.object({ text: z.string(), repliedAt: z.string() });

/** What anyone sees of a visible review. */
const publicReviewSchema = z.object({
  reviewId: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  comment: z.string().optional(),
  createdAt: z.string(),
  reply: replySchema.optional(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The provider's own reviews: which rental, and whether an operator hid it. */
export const providerReviewSchema = publicReviewSchema.extend({ rentalId: z.string(), hidden: z.boolean() });
export type ProviderReview = z.infer<typeof providerReviewSchema>;

/** The operator console's view: everything, the hiding included. */
export const operatorReviewSchema = providerReviewSchema.extend({
  providerId: z.string(),
  customerId: z.string(),
  hiddenAt: z.string().optional(),
  hiddenBy: z.string().optional(),
  hiddenReason: z.string().optional(),
});
export type OperatorReview = z.infer<typeof operatorReviewSchema>;

/** GET /api/rentals/{rentalId}/review: the customer's review, or whether they may write one. */
export const rentalReviewResponseSchema = z.object({ review: providerReviewSchema.nullable(), canReview: z.boolean() });
export type RentalReviewResponse = z.infer<typeof rentalReviewResponseSchema>;

export const publicReviewsResponseSchema = z.object({ reviews: z.array(publicReviewSchema), nextCursor: nextCursorSchema });
export type PublicReviewsResponse = z.infer<typeof publicReviewsResponseSchema>;
export const providerReviewsResponseSchema = z.object({ reviews: z.array(providerReviewSchema), nextCursor: nextCursorSchema });
export type ProviderReviewsResponse = z.infer<typeof providerReviewsResponseSchema>;
export const operatorReviewsResponseSchema = z.object({ reviews: z.array(operatorReviewSchema), nextCursor: nextCursorSchema });
export type OperatorReviewsResponse = z.infer<typeof operatorReviewsResponseSchema>;
