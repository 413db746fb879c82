// Each sample provider's past: completed rentals of past customers over the last year and a half,
// and the reviews a share of those customers left (stars spread around the provider's sample
// rating, short comments, some with the provider's reply). The seeder writes them as the app
// would have, so a profile's review count and average are exactly those of its visible reviews.
// Drawn from a generator seeded by the provider's key: the same sample every time it is seeded.
import { offersLength, type ProviderPricingCents } from '../../shared/pricing';
import { addDays } from '../../shared/rental-dates';
import { latestReviewOf, newestVisibleReview, reviewerDisplayName } from '../../shared/reviews';
import type { LatestReview } from '../../shared/schemas/review';
import type { SampleProvider } from './sample-providers';

interface SampleHistoryReview {
  rating: number;
  comment?: string;
  reply?: string;
  /** Days after the pickup the customer wrote it (the reply a day later). */
  daysAfterPickup: number;
}

export interface SampleHistoryRental {
  customerName: string;
  customerPhone: string;
  street: string;
  zipCode: string;
  sizeYards: number;
  rentalDays: number;
  /** Days before the seeding date the dumpster was delivered. */
  startDaysAgo: number;
  review?: SampleHistoryReview;
}

/** A small, seedable generator (mulberry32): the sample must not change between runs. */
function generator(key: string): () => number {
  let state = [...key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const FIRST_NAMES = ['Avery', 'Carlos', 'Denise', 'Elijah', 'Fatima', 'Grace', 'Hector', 'Imani', 'Jamal', 'Karen', 'Liam', 'Maria', 'Nate', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tanya', 'Umar', 'Vince', 'Wendy', 'Xavier', 'Yolanda', 'Zach'];
const LAST_NAMES = ['Abbott', 'Brooks', 'Castillo', 'Dawson', 'Ellis', 'Fischer', 'Garcia', 'Hughes', 'Ibarra', 'Jensen', 'Kim', 'Lopez', 'Murphy', 'Nguyen', 'Okafor', 'Patel', 'Russo', 'Sullivan', 'Thompson', 'Walsh'];
const STREETS = ['Maple Ave', 'Oak St', 'Cedar Ln', 'Elm St', 'Park Pl', 'Lincoln Ave', 'Washington St', 'Hillcrest Dr', 'Lakeview Rd', 'Sunset Blvd', 'Church St', 'Mill Rd'];

const GOOD = [
  'On time both ways and the driver placed it exactly where we asked.',
  'Easy to book, fair price, no surprises on the bill.',
  'Great communication. They texted when the truck was on the way.',
  'Dropped off early in the morning and picked up the same day we called.',
  'Boards under the rails, not a mark on the driveway.',
  'Second time using them for a remodel. Still the best price around.',
  'Friendly office staff and a careful driver.',
  'Exactly the size we needed for the garage clean-out.',
  'Quick swap when our first one filled up. Would rent again.',
  'Clean dumpster, clear pricing, smooth pickup.',
  'They worked around our HOA rules without any fuss.',
  'Driver took the time to back it in between the trees. Impressive.',
];
const MIXED = [
  'Delivery came later in the window than promised, but the pickup was quick.',
  'Good dumpster, though it took two calls to schedule the pickup.',
  'Fine overall. The weight limit could have been explained better up front.',
  'Decent service, a little pricier than I expected.',
];
const POOR = [
  'Pickup was two days late and nobody called us back.',
  'The dumpster left scratches on our driveway.',
  'Charged for extra days we did not ask for. Sorted out eventually.',
];
const THANKS = [
  'Thanks for the kind words! See you on the next project.',
  'We appreciate it. Our drivers will be glad to hear it.',
  'Thank you for choosing us again!',
];
const APOLOGIES = [
  'Sorry about the wait. We have added a driver on that route since.',
  'We apologize. Please call the office so we can make it right.',
  'Thanks for the feedback. We have reviewed this with our team.',
];

/** A star rating drawn around the provider's average: mostly its nearest stars, now and then a low one. */
function rating(random: () => number, around: number): number {
  const weights = [1, 2, 3, 4, 5].map((star) => Math.exp(-1.6 * Math.abs(star - around)));
  let draw = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let star = 1; star <= 5; star += 1) {
    draw -= weights[star - 1]!;
    if (draw <= 0) return star;
  }
  return 5;
}

/** Hands out a list's items shuffled, starting over when used up: a provider's comments vary before any repeats. */
function dealer<T>(random: () => number, items: readonly T[]): () => T {
  let deck: T[] = [];
  return () => {
    if (deck.length === 0) deck = [...items].sort(() => random() - 0.5);
    return deck.pop()!;
  };
}

type Dealers = { comment: Record<'good' | 'mixed' | 'poor', () => string>; thanks: () => string; apology: () => string };

function review(random: () => number, around: number, deal: Dealers): SampleHistoryReview {
  const stars = rating(random, around);
  const comment = random() < 0.85 ? deal.comment[stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'poor']() : undefined;
  // Haulers answer the unhappy reviews more often than the happy ones.
  const replies = random() < (stars <= 3 ? 0.7 : 0.25);
  return {
    rating: stars,
    ...(comment ? { comment } : {}),
    ...(replies ? { reply: stars <= 3 ? deal.apology() : deal.thanks() } : {}),
    daysAfterPickup: 1 + Math.floor(random() * 6),
  };
}

/** The rental lengths past customers chose, the week most often, among those the provider offers. */
const LENGTHS = [3, 7, 7, 7, 7, 10, 14, 30];

/** A sample provider's completed rentals of the last year and a half, about two in three reviewed. */
export function sampleHistory(sample: SampleProvider, pricing: ProviderPricingCents): SampleHistoryRental[] {
  const random = generator(sample.key);
  const sizes = Object.entries(sample.inventory).flatMap(([size, count]) => (count ? [Number(size)] : []));
  const reviewedShare = 0.55 + random() * 0.25;
  const count = 14 + Math.floor(random() * 12);
  const deal: Dealers = {
    comment: { good: dealer(random, GOOD), mixed: dealer(random, MIXED), poor: dealer(random, POOR) },
    thanks: dealer(random, THANKS),
    apology: dealer(random, APOLOGIES),
  };
  return Array.from({ length: count }, (): SampleHistoryRental => {
    const sizeYards = pick(random, sizes);
    const offered = LENGTHS.filter((days) => offersLength(pricing, sizeYards, days));
    const rentalDays = offered.length ? pick(random, offered) : 7;
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    return {
      customerName: `${first} ${last}`,
      customerPhone: `${sample.phone.slice(0, 3)}555${String(1000 + Math.floor(random() * 9000)).slice(0, 4)}`,
      street: `${10 + Math.floor(random() * 2900)} ${pick(random, STREETS)}`,
      zipCode: pick(random, sample.zipCodes),
      sizeYards,
      rentalDays,
      // Picked up at least ten days ago, so every review is in the past too.
      startDaysAgo: rentalDays + 10 + Math.floor(random() * 520),
      ...(random() < reviewedShare ? { review: review(random, sample.rating, deal) } : {}),
    };
  });
}

/** A past rental's delivery and pickup days, counted back from the seeding day. */
export function sampleHistoryDates(past: SampleHistoryRental, today: string): { startDate: string; endDate: string } {
  const startDate = addDays(today, -past.startDaysAgo);
  return { startDate, endDate: addDays(startDate, past.rentalDays) };
}

/** When a past customer wrote their review: some days after the pickup, in the afternoon. */
export function sampleReviewCreatedAt(past: SampleHistoryRental & { review: SampleHistoryReview }, today: string): string {
  return `${addDays(sampleHistoryDates(past, today).endDate, past.review.daysAfterPickup)}T18:30:00.000Z`;
}

/**
 * The latest review the provider card shows for a seeded past, chosen and cut as the reviews
 * domain does (shared/reviews.ts); `reviewIds[i]` is the id the review of `history[i]` is written under.
 */
export function sampleLatestReview(history: readonly SampleHistoryRental[], today: string, reviewIds: readonly string[]): LatestReview | undefined {
  const reviews = history.flatMap((past, index) =>
    past.review
      ? [
          {
            reviewId: reviewIds[index]!,
            rating: past.review.rating,
            ...(past.review.comment ? { comment: past.review.comment } : {}),
            customerName: reviewerDisplayName(past.customerName),
            createdAt: sampleReviewCreatedAt({ ...past, review: past.review }, today),
          },
        ]
      : [],
  );
  const newest = newestVisibleReview(reviews);
  return newest && latestReviewOf(newest);
}
