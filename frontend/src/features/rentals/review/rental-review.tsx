// "Rate your provider" on the customer's rental page: for a completed rental not yet reviewed, a
// 1-5 star radio group (arrow keys move between stars, as in any radio group) and an optional
// comment with its character count; once sent, the review as the provider and public see it.
// The review request e-mail and text link here (#review).
import { useId } from 'react';
import { REVIEW_FORM_ANCHOR, REVIEW_RATING_MAX, REVIEW_TEXT_MAX } from '../../../../../shared/reviews';
import { createReviewRequestSchema } from '../../../../../shared/schemas/review';
import type { Rental } from '../../../../../shared/schemas/rental';
import { FormNotice } from '../../../components/form-notice';
import { ReviewItem } from '../../../components/review-item';
import { LoadingPanel } from '../../../components/status-panel';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreateReview, useRentalReview } from './rental-review-api';
import './rental-review.css';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);
const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

interface Values {
  rating: number;
  comment: string;
}

function ReviewForm({ rental }: { rental: Rental }) {
  const id = useId();
  const create = useCreateReview(rental.rentalId);
  const form = useSchemaForm<Values, typeof createReviewRequestSchema, unknown>({
    schema: createReviewRequestSchema,
    initialValues: { rating: 0, comment: '' },
    toInput: (values) => ({ rating: values.rating || undefined, comment: values.comment }),
    mutation: create,
  });
  const { values, errors } = form;
  const ratingError = errors.rating;
  const commentError = errors.comment;
  return (
    <form {...form.formProps} className="rental-review__form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rental-review__title">
        Rate your provider
      </h2>
      <p className="rental-review__intro">How did {rental.providerName} do? Your review helps other customers choose.</p>
      <FormNotice id={`${id}-notice`} notice={form.notice} />
      <fieldset className="rental-review__stars" aria-invalid={ratingError ? true : undefined} aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="field-label">Your rating</legend>
        <div className="rental-review__star-row">
          {STARS.map((star) => (
            <label key={star} className={`rental-review__star${star <= values.rating ? ' rental-review__star--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                className="visually-hidden"
                checked={values.rating === star}
                disabled={form.busy}
                onChange={() => form.set('rating', star)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {star} {star === 1 ? 'star' : 'stars'}: {STAR_WORDS[star - 1]}
              </span>
            </label>
          ))}
          <span className="rental-review__star-word" aria-hidden="true">
            {values.rating ? STAR_WORDS[values.rating - 1] : ''}
          </span>
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className="field-error" role="alert">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-comment`}>
          Comment (optional)
        </label>
        <textarea
          id={`${id}-comment`}
          className="text-input rental-review__comment"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={values.comment}
          disabled={form.busy}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${id}-count${commentError ? ` ${id}-comment-error` : ''}`}
          onChange={(event) => form.set('comment', event.target.value)}
        />
        <p id={`${id}-count`} className="field-hint">
          {values.comment.length} / {REVIEW_TEXT_MAX} characters
        </p>
        {commentError && (
          <p id={`${id}-comment-error`} className="field-error" role="alert">
            {commentError}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Submit Review'}
      </button>
    </form>
  );
}

/** The rental page's one element for reviews: nothing before completion. */
export function RentalReview({ rental }: { rental: Rental }) {
  const completed = rental.status === 'completed';
  const review = useRentalReview(rental.rentalId, completed);
  if (!completed) return null;
  return (
    <section id={REVIEW_FORM_ANCHOR} className="card rental-review" aria-label="Your review">
      {review.isPending ? (
        <LoadingPanel label="Loading your review..." />
      ) : review.isError ? (
        <p className="inline-error" role="alert">
          We could not load your review. {review.error.message}{' '}
          <button type="button" className="button button--ghost" onClick={() => void review.refetch()}>
            Try again
          </button>
        </p>
      ) : review.data.review ? (
        <>
          <h2 className="rental-review__title">Your review</h2>
          <p className="notice notice--success" role="status">
            Thank you for rating {rental.providerName}.
          </p>
          <ReviewItem review={review.data.review} />
        </>
      ) : review.data.canReview ? (
        <ReviewForm rental={rental} />
      ) : null}
    </section>
  );
}
