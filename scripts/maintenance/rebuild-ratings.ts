// Rebuilds a provider's rating aggregates (the profile's reviewCount and ratingSum, which its
// average is read from) from its review items, or with --check only reports what would change.
//
//   TABLE_NAME=<table> npx tsx scripts/maintenance/rebuild-ratings.ts --provider <providerId> [--check]
//   TABLE_NAME=<table> npx tsx scripts/maintenance/rebuild-ratings.ts --all [--check]
//
// The table is reached as the functions reach it (TABLE_NAME, the SDK's own region, credentials and
// endpoint settings). A provider's reviews are read through their index (gsi1), the providers
// through the operator console's list index (gsi3): never a Scan. The profile is written only if
// its sums are still those read before the reviews were counted, so a review saved meanwhile (which
// moves them in its own transaction) makes this provider's rebuild start over instead of losing it.
// The search index picks the changed profile up through the table's stream.
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getConfig } from '../../functions/platform/config';
import { isConditionalCheckFailure } from '../../functions/platform/data/conditional-write';
import { createStore, type Store } from '../../functions/platform/data/store';
import type { Review } from '../../shared/schemas/review';
import { allProviders, parseArguments, selectedProviders, type ProviderSelection } from './provider-selection';

export interface RatingAggregates {
  reviewCount: number;
  ratingSum: number;
}

/** The aggregates of a provider's reviews: those the public sees, hidden ones left out (as hiding takes them out). */
export function ratingAggregatesOf(reviews: readonly Pick<Review, 'rating' | 'hiddenAt'>[]): RatingAggregates {
  const visible = reviews.filter((review) => !review.hiddenAt);
  return { reviewCount: visible.length, ratingSum: visible.reduce((sum, review) => sum + review.rating, 0) };
}


export interface RatingRebuild {
  providerId: string;
  /** The profile's sums as read; ratingSum undefined where the profile predates it. */
  before: { reviewCount: number; ratingSum: number | undefined };
  after: RatingAggregates;
  changed: boolean;
}

const ATTEMPTS = 5;

/** Recounts one provider (with `check`, only reads); undefined when it has no profile. */
export async function rebuildRatings(store: Store, providerId: string, options: { check?: boolean } = {}): Promise<RatingRebuild | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const { data: profile } = await store.entities.providerProfile.get({ providerId }).go({ consistent: true });
    if (!profile) return undefined;
    const { data: reviews } = await store.entities.review.query.byProvider({ providerId }).go({ pages: 'all', attributes: ['rating', 'hiddenAt'] });
    const before = { reviewCount: profile.reviewCount, ratingSum: profile.ratingSum };
    const after = ratingAggregatesOf(reviews);
    const changed = before.reviewCount !== after.reviewCount || before.ratingSum !== after.ratingSum;
    if (!changed || options.check) return { providerId, before, after, changed };
    try {
      await store.entities.providerProfile
        .patch({ providerId })
        .set({ ...after, updatedAt: new Date().toISOString() })
        .where((attributes, { eq, notExists }) =>
          `${eq(attributes.reviewCount, before.reviewCount)} AND ${before.ratingSum === undefined ? notExists(attributes.ratingSum) : eq(attributes.ratingSum, before.ratingSum)}`,
        )
        .go();
      return { providerId, before, after, changed };
    } catch (error) {
      // A review was saved, hidden or restored meanwhile: count again.
      if (!isConditionalCheckFailure(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

export function describeRebuild(rebuild: RatingRebuild, check: boolean): string {
  const { before, after } = rebuild;
  if (!rebuild.changed) return `${rebuild.providerId}: ${after.reviewCount} reviews, exact`;
  const was = `${before.reviewCount} reviews, ${before.ratingSum ?? 'no'} stars`;
  return `${rebuild.providerId}: ${was} ${check ? 'would be' : 'now'} ${after.reviewCount} reviews, ${after.ratingSum} stars`;
}

/** How many providers' aggregates were (or, with --check, would be) changed. */
export async function rebuildAllRatings(store: Store, options: ProviderSelection, log: (line: string) => void = console.log): Promise<number> {
  const providers = await selectedProviders(store, options);
  let changed = 0;
  for (const providerId of providers) {
    const rebuild = await rebuildRatings(store, providerId, { check: options.check });
    if (!rebuild) {
      log(`${providerId}: no such provider`);
      continue;
    }
    if (rebuild.changed) changed += 1;
    log(describeRebuild(rebuild, options.check));
  }
  return changed;
}

/**
 * Recounts the providers whose profiles predate ratingSum (data kept from before the reviews
 * domain, whose average reads 0.0); how many. One index read of the providers when none does.
 */
export async function rebuildMissingRatings(store: Store): Promise<number> {
  let rebuilt = 0;
  for (const profile of await allProviders(store)) {
    if (profile.ratingSum !== undefined) continue;
    if ((await rebuildRatings(store, profile.providerId))?.changed) rebuilt += 1;
  }
  return rebuilt;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseArguments(process.argv.slice(2));
  const store = createStore({ tableName: getConfig().TABLE_NAME, client: new DynamoDBClient({}) });
  const changed = await rebuildAllRatings(store, options);
  // A check that found something to change exits non-zero, so it can gate a deploy.
  if (options.check && changed > 0) process.exitCode = 1;
}
