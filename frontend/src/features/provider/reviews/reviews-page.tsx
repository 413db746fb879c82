// /provider/reviews: what customers said after their rentals, newest first. The provider answers
// each review once, publicly; a review an operator hid is marked and no longer counts in the rating.
import { useId } from 'react';
import { REVIEW_TEXT_MAX } from '../../../../../shared/reviews';
import { reviewReplyRequestSchema, type ProviderReview } from '../../../../../shared/schemas/review';
import { FormNotice } from '../../../components/form-notice';
import { LoadMore } from '../../../components/load-more';
import { ReviewItem } from '../../../components/review-item';
import { StatusBadge } from '../../../components/status-badge';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useOwnReviews, useReplyToReview } from './reviews-api';
import './reviews.css';

function ReplyForm({ review }: { review: ProviderReview }) {
  const id = useId();
  const reply = useReplyToReview(review.rentalId);
  const form = useSchemaForm<{ text: string }, typeof reviewReplyRequestSchema, unknown>({
    schema: reviewReplyRequestSchema,
    initialValues: { text: '' },
    mutation: reply,
  });
  const error = form.errors.text;
  return (
    <form {...form.formProps} className="provider-reviews-page__reply">
      <FormNotice id={`${id}-notice`} notice={form.notice} />
      <label className="field-label" htmlFor={`${id}-text`}>
        Reply to {review.customerName} (shown publicly, once)
      </label>
      <textarea
        id={`${id}-text`}
        className="text-input"
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
        value={form.values.text}
        disabled={form.busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => form.set('text', event.target.value)}
      />
      <p id={`${id}-count`} className="field-hint">
        {form.values.text.length} / {REVIEW_TEXT_MAX} characters
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--small" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Post reply'}
      </button>
    </form>
  );
}

export function ReviewsPage() {
  useDocumentTitle('Reviews');
  const reviews = useOwnReviews();
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  function body() {
    if (reviews.isPending) return <LoadingPanel label="Loading reviews..." />;
    if (reviews.isError) {
      return (
        <MessagePanel title="Failed to load your reviews. Please try again." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void reviews.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    if (items.length === 0) {
      return (
        <MessagePanel title="No reviews yet.">
          <p>Customers are asked to rate you when you mark a rental as completed.</p>
        </MessagePanel>
      );
    }
    return (
      <>
        <ul className="provider-reviews-page__list" aria-label="Your reviews, newest first">
          {items.map((review) => (
            <li key={review.rentalId} className="card">
              <ReviewItem
                review={review}
                badge={
                  review.hidden ? (
                    <StatusBadge kind="listing" status="unavailable">
                      Hidden by the marketplace
                    </StatusBadge>
                  ) : undefined
                }
              >
                {!review.reply && <ReplyForm review={review} />}
              </ReviewItem>
            </li>
          ))}
        </ul>
        <LoadMore query={{ ...reviews, fetchNextPage: () => reviews.fetchNextPage() }} shown={items.length} itemsName="reviews" />
      </>
    );
  }

  return (
    <div className="container page">
      <h1>Reviews</h1>
      <p className="page__lead">What customers said after their rentals. Thank them or answer a concern: each review takes one public reply.</p>
      {body()}
    </div>
  );
}
