import { describe, expect, it } from 'vitest';
import { averageRating, reviewerDisplayName } from './reviews';
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
