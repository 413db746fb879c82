// Profiles and listings stored before the one price model: a profile without a swap fee, a listing
// with daily, weekly and monthly prices of its own (and its search items carrying them). The app
// reads them right before any migration runs; scripts/migrations/price-model.ts then rewrites
// them once, changing no price customers are charged: a second run finds nothing to do.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrateToPriceModel } from '../../scripts/migrations/price-model';
import { quote } from '../../shared/pricing';
import { listingDetailSchema } from '../../shared/schemas/listing';
import { providerProfileSchema } from '../../shared/schemas/provider';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api, searchIndexSettled } from '../support/stack-client';
import { createProviderListing, freshProvider, providerListingBody } from './provider-portal-support';
import { tableStore } from './rentals-support';

const client = new DynamoDBClient({
  endpoint: inject('dynamodbEndpoint'),
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const documents = DynamoDBDocumentClient.from(client);
afterAll(() => client.destroy());
const TableName = inject('tableName');

const LEGACY_LISTING_PRICES = { dailyCents: 8_500, weeklyCents: 39_500, monthlyCents: 125_000 };

async function stored(key: Record<string, unknown>) {
  return (await documents.send(new GetCommand({ TableName, Key: key }))).Item!;
}

describe('the price model migration', () => {
  it('reads old items right, then gives profiles their swap fee and takes listings their own prices, once', async () => {
    const owner = await freshProvider();
    const listing = await createProviderListing(owner.token, providerListingBody({ serviceAreas: ['59801'] }));
    // Its search item comes from the table's stream.
    await searchIndexSettled();
    const profileKey = tableStore().entities.providerProfile.get({ providerId: owner.providerId }).params().Key;
    const listingKey = tableStore().entities.listing.get({ listingId: listing.listingId }).params().Key;
    const zipKey = tableStore().entities.listingZip.get({ zipCode: '59801', listingId: listing.listingId }).params().Key;
    // Stored as before the price model: no swap fee; the listing and its search item with prices of their own.
    await documents.send(new UpdateCommand({ TableName, Key: profileKey, UpdateExpression: 'REMOVE #p.#s', ExpressionAttributeNames: { '#p': 'pricing', '#s': 'swapFeeCents' } }));
    await documents.send(new UpdateCommand({ TableName, Key: listingKey, UpdateExpression: 'SET #p = :p', ExpressionAttributeNames: { '#p': 'pricing' }, ExpressionAttributeValues: { ':p': LEGACY_LISTING_PRICES } }));
    await documents.send(new UpdateCommand({ TableName, Key: zipKey, UpdateExpression: 'SET #s.#p = :p', ExpressionAttributeNames: { '#s': 'summary', '#p': 'pricing' }, ExpressionAttributeValues: { ':p': LEGACY_LISTING_PRICES } }));
    const profileBefore = await stored(profileKey);
    expect((profileBefore.pricing as Record<string, unknown>).swapFeeCents).toBeUndefined();

    // The app is right before anything is migrated: the swap fee reads as the delivery fee, and the
    // listing shows its provider's price for its size, never its own.
    const profile = providerProfileSchema.parse(await (await api('/api/provider/profile', { token: owner.token })).json());
    expect(profile.pricing.swapFeeCents).toBe(profile.pricing.deliveryFeeCents);
    const detail = listingDetailSchema.parse(await (await api(`/api/listings/${listing.listingId}`)).json());
    expect(detail.listing).not.toHaveProperty('pricing');
    const charged = quote({ pricing: profile.pricing, sizeYards: 20 });
    const result = searchResponseSchema.parse(await (await api('/api/search?zipCode=59801&size=20')).json()).providers.find((p) => p.providerId === owner.providerId)!;
    expect(result.listings.find((item) => item.listingId === listing.listingId)?.totalCents).toBe(charged.totalCents);

    const log: string[] = [];
    const dry = await migrateToPriceModel({ tableName: TableName, client, dryRun: true, log: (line) => log.push(line) });
    expect(dry.profilesMigrated).toBe(0);
    expect((await stored(listingKey)).pricing).toEqual(LEGACY_LISTING_PRICES);

    const first = await migrateToPriceModel({ tableName: TableName, client, log: (line) => log.push(line) });
    expect(first.profilesMigrated).toBeGreaterThanOrEqual(1);
    expect(first.listingItemsMigrated).toBeGreaterThanOrEqual(2);
    expect(first.differences).toContainEqual({
      providerId: owner.providerId,
      listingId: listing.listingId,
      sizeYards: 20,
      shownWeeklyCents: 39_500,
      chargedWeeklyCents: charged.rentalCents,
    });
    expect(log.some((line) => line.includes(listing.listingId) && line.includes('$395.00/week'))).toBe(true);

    const profileAfter = await stored(profileKey);
    // The swap fee written is the one read before; every price charged and updatedAt are as they were.
    expect(profileAfter.pricing).toEqual({ ...(profileBefore.pricing as object), swapFeeCents: profile.pricing.deliveryFeeCents });
    expect(profileAfter.updatedAt).toBe(profileBefore.updatedAt);
    expect((await stored(listingKey)).pricing).toBeUndefined();
    expect((await stored(zipKey)).summary).not.toHaveProperty('pricing');

    const second = await migrateToPriceModel({ tableName: TableName, client });
    expect(second).toMatchObject({ profilesFound: 0, listingItemsFound: 0, skipped: 0 });
    // Two Scans of the whole test table, which holds every earlier test file's items (busy providers' histories among them).
  }, 120_000);
});
