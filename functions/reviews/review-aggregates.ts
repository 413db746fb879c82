// A review's write and the provider profile's ratingSum and reviewCount move in one transaction, so
// the sums are exact however many reviews of one provider are saved at once. Concurrent transactions
// on the same profile item are cancelled with TransactionConflict rather than queued: those are
// retried, a refused condition is an answer.
import type { TransactionResult } from '../platform/data/transaction';
import { conflict } from '../platform/errors';
import { logger } from '../platform/logger';
import { REVIEW_MESSAGES } from '../../shared/schemas/review';

const MAX_ATTEMPTS = 12;

/** Runs the transaction until it is not cancelled by a conflict; answers its last result. */
async function withConflictRetries(label: string, run: () => Promise<TransactionResult>): Promise<TransactionResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await run();
    const conflicted = result.canceled && result.data.some((item) => item.code === 'TransactionConflict');
    const refused = result.canceled && result.data.some((item) => item.code === 'ConditionalCheckFailed');
    if (!conflicted || refused) return result;
    if (attempt >= MAX_ATTEMPTS) {
      logger.error('A review transaction kept conflicting', { label, attempts: attempt });
      throw conflict(REVIEW_MESSAGES.busy);
    }
    // Spread the retries out: racing writers of one profile would otherwise collide again.
    await new Promise((resolve) => setTimeout(resolve, Math.min(400, 15 * 2 ** Math.min(attempt, 5)) * Math.random() + 5));
  }
}

/**
 * Runs a review's transaction that also moves the profile's latest review under a condition (the
 * review is newer than the stored one, or the stored one is the review being hidden). When only
 * that condition is refused, another review got there first and already shows rightly: the
 * transaction runs again with the sums alone. `profileIndex` is the profile's place in it.
 */
export async function withLatestReviewFallback(
  label: string,
  movesLatest: boolean,
  run: (movesLatest: boolean) => Promise<TransactionResult>,
  profileIndex = 1,
): Promise<TransactionResult> {
  const result = await withConflictRetries(label, () => run(movesLatest));
  const refused = (index: number) => result.data[index]?.code === 'ConditionalCheckFailed';
  const onlyLatestRefused = result.canceled && refused(profileIndex) && result.data.every((item, index) => index === profileIndex || item.code !== 'ConditionalCheckFailed');
  if (!movesLatest || !onlyLatestRefused) return result;
  return withConflictRetries(label, () => run(false));
}
