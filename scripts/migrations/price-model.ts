// One-off migration to the one price model (shared/pricing.ts). Before it, a dumpster had two
// prices: its provider's rate per yard, which search and checkout charged, and its listing's own
// daily, weekly and monthly prices, which only its page showed and nothing ever charged. The
// listing is now a view of its provider's price for its size. This migration:
//
// - gives every provider profile saved before swap fees its swap fee explicitly: the delivery fee,
//   which is what the app already reads for it (entities/provider-profile.ts);
// - removes the listings' own prices, from each listing and from the search summary on each of its
//   "listing serves ZIP" items (the app already ignores them: the model no longer has them);
// - changes no provider's prices: what customers were charged (the rate) stays what they are
//   charged, so no customer pays a different amount without the provider's say. Each listing whose
//   page showed a week at another price than the one charged is reported (provider, listing, both
//   prices), for the marketplace to tell the provider, who can set that size's own prices on the
//   Pricing page.
//
//   TABLE_NAME=<table> npx tsx scripts/migrations/price-model.ts [--dry-run]
//
// The table is reached as the functions reach it (TABLE_NAME, the SDK's region, credentials and
// endpoint settings). Finding the items takes a Scan, acceptable once for a migration: no index
// lists every profile and listing. Each write is conditioned on the item still needing it, and
// leaves updatedAt alone (nobody changed the provider's settings or the listing), so the migration
// runs safely beside the live app and again after an interruption: a second run finds nothing.
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../../functions/platform/config';
import { isConditionalCheckFailure } from '../../functions/platform/data/conditional-write';
import { ENTITY_FIELD } from '../../functions/platform/data/keys';
import { formatUsd } from '../../shared/money';
import { quote, type ProviderPricingCents } from '../../shared/pricing';

export interface PriceModelMigrationResult {
  /** Profiles without a swap fee, and how many were given one. */
  profilesFound: number;
  profilesMigrated: number;
  /** Listings and their search items still carrying prices of their own, and how many lost them. */
  listingItemsFound: number;
  listingItemsMigrated: number;
  /** Changed by someone else between the scan and the write (or by a run alongside): left alone. */
  skipped: number;
  /** Listings whose page showed another weekly price than customers were charged. */
  differences: ListingPriceDifference[];
}

export interface ListingPriceDifference {
  providerId: string;
  listingId: string;
  sizeYards: number;
  shownWeeklyCents: number;
  chargedWeeklyCents: number;
}

type Item = Record<string, unknown> & { pk: string; sk: string };

interface LegacyListingPricing {
  dailyCents?: number;
  weeklyCents?: number;
  monthlyCents?: number;
}

async function* scan(documents: DynamoDBDocumentClient, tableName: string, entities: string[]): AsyncGenerator<Item[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: entities.map((_, index) => `#entity = :e${index}`).join(' OR '),
        ExpressionAttributeNames: { '#entity': ENTITY_FIELD },
        ExpressionAttributeValues: Object.fromEntries(entities.map((entity, index) => [`:e${index}`, entity])),
        ExclusiveStartKey: start,
      }),
    );
    yield (page.Items ?? []) as Item[];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** The week a listing's page showed against the week its provider charged for its size, when they differ. */
export function listingPriceDifference(
  listing: { providerId: string; listingId: string; size: string; pricing?: LegacyListingPricing },
  providerPricing: Partial<ProviderPricingCents> | undefined,
): ListingPriceDifference | undefined {
  const shown = listing.pricing?.weeklyCents;
  if (!shown || !providerPricing) return undefined;
  const sizeYards = Number(listing.size);
  // The charged week is the dumpster's own price, delivery aside: the listing's weekly price was too.
  const charged = quote({ pricing: providerPricing, sizeYards }).rentalCents;
  return shown === charged ? undefined : { providerId: listing.providerId, listingId: listing.listingId, sizeYards, shownWeeklyCents: shown, chargedWeeklyCents: charged };
}

export async function migrateToPriceModel(options: {
  tableName: string;
  client?: DynamoDBClient;
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<PriceModelMigrationResult> {
  const client = options.client ?? new DynamoDBClient({});
  const documents = DynamoDBDocumentClient.from(client);
  const { tableName } = options;
  const result: PriceModelMigrationResult = { profilesFound: 0, profilesMigrated: 0, listingItemsFound: 0, listingItemsMigrated: 0, skipped: 0, differences: [] };
  const pricingOf = new Map<string, Partial<ProviderPricingCents>>();

  async function write(command: UpdateCommand, what: string): Promise<boolean> {
    try {
      await documents.send(command);
      return true;
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      result.skipped += 1;
      options.log?.(`Skipped ${what}: changed meanwhile`);
      return false;
    }
  }

  for await (const page of scan(documents, tableName, ['providerProfile'])) {
    for (const profile of page) {
      const pricing = profile.pricing as Partial<ProviderPricingCents> | undefined;
      pricingOf.set(String(profile.providerId), pricing ?? {});
      if (!pricing || pricing.swapFeeCents !== undefined || typeof pricing.deliveryFeeCents !== 'number') continue;
      result.profilesFound += 1;
      if (options.dryRun) continue;
      const written = await write(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: profile.pk, sk: profile.sk },
          UpdateExpression: 'SET #pricing.#swap = :swap',
          // Still without one, and with the delivery fee read: a save meanwhile sets its own.
          ConditionExpression: 'attribute_not_exists(#pricing.#swap) AND #pricing.#delivery = :delivery',
          ExpressionAttributeNames: { '#pricing': 'pricing', '#swap': 'swapFeeCents', '#delivery': 'deliveryFeeCents' },
          ExpressionAttributeValues: { ':swap': pricing.deliveryFeeCents, ':delivery': pricing.deliveryFeeCents },
        }),
        `provider ${String(profile.providerId)}`,
      );
      if (written) result.profilesMigrated += 1;
    }
  }

  for await (const page of scan(documents, tableName, ['listing', 'listingZip'])) {
    for (const item of page) {
      const isListing = item[ENTITY_FIELD] === 'listing';
      const legacy = (isListing ? item.pricing : (item.summary as Record<string, unknown> | undefined)?.pricing) as LegacyListingPricing | undefined;
      if (!legacy) continue;
      result.listingItemsFound += 1;
      if (isListing) {
        const difference = listingPriceDifference(
          { providerId: String(item.providerId), listingId: String(item.listingId), size: String(item.size), pricing: legacy },
          pricingOf.get(String(item.providerId)),
        );
        if (difference) {
          result.differences.push(difference);
          options.log?.(
            `Listing ${difference.listingId} of provider ${difference.providerId} (${difference.sizeYards} yd) showed ` +
              `${formatUsd(difference.shownWeeklyCents)}/week; customers are charged ${formatUsd(difference.chargedWeeklyCents)} for the week`,
          );
        }
      }
      if (options.dryRun) continue;
      const written = await write(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: isListing ? 'REMOVE #pricing' : 'REMOVE #summary.#pricing',
          ConditionExpression: isListing ? 'attribute_exists(#pricing)' : 'attribute_exists(#summary.#pricing)',
          ExpressionAttributeNames: isListing ? { '#pricing': 'pricing' } : { '#summary': 'summary', '#pricing': 'pricing' },
        }),
        `${isListing ? 'listing' : 'search item of listing'} ${String(item.listingId)}`,
      );
      if (written) result.listingItemsMigrated += 1;
    }
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dryRun = process.argv.includes('--dry-run');
  const tableName = getConfig().TABLE_NAME;
  const result = await migrateToPriceModel({ tableName, dryRun, log: console.log });
  console.log(
    `${tableName}: ${result.profilesFound} profile(s) without a swap fee, ${result.listingItemsFound} listing item(s) with their own prices, ` +
      `${result.differences.length} listing(s) whose page showed another week than charged` +
      (dryRun ? ' (dry run: nothing written)' : `; ${result.profilesMigrated} profile(s) and ${result.listingItemsMigrated} listing item(s) rewritten, ${result.skipped} skipped`),
  );
}
