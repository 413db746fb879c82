import { describe, expect, it } from 'vitest';
import { samplePricing } from './sample-pricing';
import { NATIONAL_PROVIDERS, OHIO_PROVIDERS } from './sample-providers';
import { reviewerDisplayName, reviewExcerpt } from '../../shared/reviews';
import { sampleHistory, sampleLatestReview, sampleReviewCreatedAt } from './sample-reviews';

const SAMPLES = [...OHIO_PROVIDERS, ...NATIONAL_PROVIDERS];
const historyOf = (sample: (typeof SAMPLES)[number]) => sampleHistory(sample, samplePricing(sample));

describe('sample history', () => {
  it('is the same every time it is drawn, and a few hundred items in all', () => {
    expect(historyOf(SAMPLES[0]!)).toEqual(historyOf(SAMPLES[0]!));
    const items = SAMPLES.flatMap(historyOf).reduce((count, rental) => count + (rental.review ? 2 : 1), 0);
    expect(items).toBeGreaterThan(150);
    expect(items).toBeLessThan(600);
  });

  it("reviews a realistic share of each provider's rentals, stars spread around its rating, some replied to", () => {
    for (const sample of SAMPLES) {
      const history = historyOf(sample);
      const reviews = history.flatMap((rental) => (rental.review ? [rental.review] : []));
      expect(reviews.length / history.length).toBeGreaterThan(0.35);
      expect(reviews.length).toBeLessThan(history.length);
      const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      expect(Math.abs(mean - sample.rating)).toBeLessThan(0.9);
      // Past rentals only, in the provider's own sizes and ZIPs, picked up before any review.
      for (const rental of history) {
        expect(rental.startDaysAgo).toBeGreaterThan(rental.rentalDays + (rental.review?.daysAfterPickup ?? 0));
        expect(sample.inventory[rental.sizeYards as 10]).toBeGreaterThan(0);
        expect(sample.zipCodes).toContain(rental.zipCode);
        expect(rental.customerPhone).toMatch(/^\d{10}$/);
      }
    }
    const all = SAMPLES.flatMap(historyOf).flatMap((rental) => (rental.review ? [rental.review] : []));
    expect(new Set(all.map((review) => review.rating)).size).toBeGreaterThanOrEqual(4);
    expect(all.some((review) => review.reply)).toBe(true);
    expect(all.some((review) => !review.comment)).toBe(true);
    expect(new Set(all.map((review) => review.comment)).size).toBeGreaterThan(10);
  });

  it("gives each reviewed provider its newest review as the card's latest, under the id it is written with", () => {
    const today = '2026-11-27';
    for (const sample of SAMPLES) {
      const history = historyOf(sample);
      const ids = history.map((_, index) => `review-${index}`);
      const latest = sampleLatestReview(history, today, ids);
      const reviewed = history.flatMap((past, index) => (past.review ? [{ past: { ...past, review: past.review }, index }] : []));
      if (reviewed.length === 0) {
        expect(latest).toBeUndefined();
        continue;
      }
      const newest = reviewed.reduce((a, b) => (sampleReviewCreatedAt(b.past, today) > sampleReviewCreatedAt(a.past, today) ? b : a));
      expect(latest).toEqual({
        reviewId: ids[newest.index],
        rating: newest.past.review.rating,
        ...(newest.past.review.comment ? { excerpt: reviewExcerpt(newest.past.review.comment) } : {}),
        customerName: reviewerDisplayName(newest.past.customerName),
        createdAt: sampleReviewCreatedAt(newest.past, today),
      });
    }
  });
});
