import { describe, expect, it } from 'vitest';
import { averageRating, isNewerReview, latestReviewOf, newestVisibleReview, REVIEW_EXCERPT_MAX, reviewExcerpt, reviewerDisplayName } from './reviews';
import { createReviewRequestSchema, hideReviewRequestSchema, reviewReplyRequestSchema, REVIEW_MESSAGES } from './schemas/review';

describe('averageRating', () => {
  it('is the average to one decimal, 0 without reviews', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(60, 20)).toBe(3);
  });

  it('never answers beyond the scale or for a count that went to nothing', () => {
    expect(averageRating(7, 1)).toBe(5);
    expect(averageRating(5, 0)).toBe(0);
    expect(averageRating(0, 3)).toBe(0);
  });
});

describe('reviewerDisplayName', () => {
  it('is the first name and the last initial', () => {
    expect(reviewerDisplayName('Riley Renter')).toBe('Riley R.');
    expect(reviewerDisplayName('  mary ann  de la cruz ')).toBe('mary C.');
    expect(reviewerDisplayName('Cher')).toBe('Cher');
    expect(reviewerDisplayName('   ')).toBe('Customer');
  });
});

describe('review requests', () => {
  it('takes whole stars from 1 to 5 and a trimmed optional comment up to 1,000 characters', () => {
    expect(createReviewRequestSchema.parse({ rating: 5, comment: '  Great  ' })).toEqual({ rating: 5, comment: 'Great' });
    expect(createReviewRequestSchema.parse({ rating: 1, comment: '   ' })).toEqual({ rating: 1 });
    expect(createReviewRequestSchema.parse({ rating: 3, comment: 'x'.repeat(1000) }).comment).toHaveLength(1000);
    for (const rating of [0, 6, 4.5, '5', undefined]) {
      const result = createReviewRequestSchema.safeParse({ rating });
      expect(result.success, String(rating)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.ratingRequired);
    }
    expect(createReviewRequestSchema.safeParse({ rating: 4, comment: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.commentTooLong);
  });

  it('wants a reply and a hiding reason with words in them', () => {
    expect(reviewReplyRequestSchema.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.replyRequired);
    expect(reviewReplyRequestSchema.parse({ text: ' Thanks ' })).toEqual({ text: 'Thanks' });
    expect(hideReviewRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(hideReviewRequestSchema.safeParse({ reason: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.reasonTooLong);
  });
});

describe('reviewExcerpt', () => {
  it('keeps a short comment whole and has none without a comment', () => {
    expect(reviewExcerpt('On time and friendly.')).toBe('On time and friendly.');
    expect(reviewExcerpt(undefined)).toBeUndefined();
    expect(reviewExcerpt('   ')).toBeUndefined();
  });

  it('cuts a long comment on a word boundary with an ellipsis', () => {
    const comment = `${'Great service '.repeat(12)}and the driver called ahead.`;
    const excerpt = reviewExcerpt(comment)!;
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(REVIEW_EXCERPT_MAX + 1);
    expect(comment.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1).endsWith('service')).toBe(true);
    expect(reviewExcerpt('one two three', 9)).toBe('one two…');
    expect(reviewExcerpt('Great, then more', 8)).toBe('Great…');
  });

  it('cuts one endless word where it must', () => {
    expect(reviewExcerpt('x'.repeat(200))).toBe(`${'x'.repeat(REVIEW_EXCERPT_MAX)}…`);
  });
});

describe('the latest review a provider card shows', () => {
  const review = (createdAt: string, extra: object = {}) => ({ reviewId: createdAt, rating: 4, customerName: 'Pat Q.', createdAt, ...extra });

  it('keeps the stars, the excerpt, the name and the date', () => {
    expect(latestReviewOf({ ...review('2026-11-01T00:00:00.000Z'), comment: 'Fine.' })).toEqual({
      reviewId: '2026-11-01T00:00:00.000Z',
      rating: 4,
      excerpt: 'Fine.',
      customerName: 'Pat Q.',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    expect(latestReviewOf(review('2026-11-01T00:00:00.000Z'))).not.toHaveProperty('excerpt');
  });

  it('is replaced only by a newer review', () => {
    expect(isNewerReview(review('2026-11-02T00:00:00.000Z'), undefined)).toBe(true);
    expect(isNewerReview(review('2026-11-02T00:00:00.000Z'), review('2026-11-01T00:00:00.000Z'))).toBe(true);
    expect(isNewerReview(review('2026-11-01T00:00:00.000Z'), review('2026-11-02T00:00:00.000Z'))).toBe(false);
    expect(isNewerReview(review('2026-11-01T00:00:00.000Z'), review('2026-11-01T00:00:00.000Z'))).toBe(false);
  });

  it('is the newest visible one, whatever the order', () => {
    const older = review('2026-11-01T00:00:00.000Z');
    const newer = review('2026-11-03T00:00:00.000Z');
    const hidden = review('2026-11-05T00:00:00.000Z', { hiddenAt: '2026-11-06T00:00:00.000Z' });
    expect(newestVisibleReview([older, hidden, newer])).toBe(newer);
    expect(newestVisibleReview([hidden])).toBeUndefined();
    expect(newestVisibleReview([])).toBeUndefined();
  });
});
