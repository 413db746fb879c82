// 'Reviews': every review newest first. An operator hides one from the public with a reason (its
// stars leave the provider's rating) and can restore it.
import { useId, useState, type FormEvent } from 'react';
import { hideReviewRequestSchema, type OperatorReview } from '../../../../shared/schemas/review';
import { REVIEW_TEXT_MAX } from '../../../../shared/reviews';
import { ReviewItem } from '../../components/review-item';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from './operator-format';
import { PagedList, useSuccessNotice } from './operator-ui';
import { useHideReview, useOperatorReviews, useRestoreReview } from './reviews-api';

function HideForm({ review, onDone }: { review: OperatorReview; onDone: (text: string) => void }) {
  const id = useId();
  const hide = useHideReview(review.rentalId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = hideReviewRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    hide.mutate(parsed.data.reason, { onSuccess: () => onDone(`The review by ${review.customerName} is hidden.`) });
  };
  const problem = error ?? (hide.isError ? `Could not hide the review. ${hide.error.message}` : undefined);
  return (
    <form className="operator-review__hide" onSubmit={submit} noValidate>
      <label className="field-label" htmlFor={`${id}-reason`}>
        Reason for hiding
      </label>
      <textarea
        id={`${id}-reason`}
        className="text-input"
        rows={2}
        maxLength={REVIEW_TEXT_MAX}
        value={reason}
        disabled={hide.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--danger button--small" disabled={hide.isPending}>
        {hide.isPending ? 'Hiding...' : 'Hide review'}
      </button>
    </form>
  );
}

function RestoreButton({ review, onDone }: { review: OperatorReview; onDone: (text: string) => void }) {
  const restore = useRestoreReview(review.rentalId);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={restore.isPending}
        onClick={() => restore.mutate(undefined, { onSuccess: () => onDone(`The review by ${review.customerName} is shown again.`) })}
      >
        {restore.isPending ? 'Restoring...' : 'Restore review'}
      </button>
      {restore.isError && (
        <p className="inline-error" role="alert">
          Could not restore the review. {restore.error.message}
        </p>
      )}
    </>
  );
}

function ReviewCard({ review, onDone }: { review: OperatorReview; onDone: (text: string) => void }) {
  return (
    <li className="card operator-card">
      <ReviewItem
        review={review}
        badge={
          review.hidden ? (
            <StatusBadge kind="listing" status="unavailable">
              Hidden
            </StatusBadge>
          ) : undefined
        }
      >
        <dl className="operator-facts">
          <div>
            <dt>Provider</dt>
            <dd className="operator-code">{review.providerId}</dd>
          </div>
          <div>
            <dt>Rental</dt>
            <dd className="operator-code">{review.rentalId}</dd>
          </div>
          {review.hiddenAt && (
            <div>
              <dt>Hidden</dt>
              <dd>
                <time dateTime={review.hiddenAt}>{formatDateTime(review.hiddenAt)}</time>: {review.hiddenReason}
              </dd>
            </div>
          )}
        </dl>
        {review.hidden ? <RestoreButton review={review} onDone={onDone} /> : <HideForm review={review} onDone={onDone} />}
      </ReviewItem>
    </li>
  );
}

export function ReviewsPanel() {
  const reviews = useOperatorReviews();
  const { notice, say } = useSuccessNotice();
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <>
      <h2 className="visually-hidden">Reviews</h2>
      {notice}
      <PagedList
        query={reviews}
        count={items.length}
        loadingLabel="Loading reviews..."
        errorTitle="We could not load the reviews."
        emptyTitle="No reviews yet."
        itemsName="reviews"
      >
        <ul className="operator-list" aria-label="Reviews, newest first">
          {items.map((review) => (
            <ReviewCard key={review.rentalId} review={review} onDone={say} />
          ))}
        </ul>
      </PagedList>
    </>
  );
}
