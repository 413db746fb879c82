// Search follows provider saves from the table's stream: a save writes the profile and answers,
// however large the provider's area; the search index consumer, fed by the local stack's reader of
// DynamoDB Local's stream as Lambda's event source mapping would feed it, brings the "serves ZIP"
// items up to date, writing only what changed, and never lets a late or replayed record put back
// an older summary.
import { DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { indexTableChanges } from '../../functions/catalog/search-index-stream';
import { providerProfileModel } from '../../functions/platform/data/entities/provider-profile';
import { tableKey } from '../../functions/platform/data/keys';
import { createStore } from '../../functions/platform/data/store';
import { providerProfileSchema, type ProviderProfile } from '../../shared/schemas/provider';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api, dynamoDbRequestsDuring, searchIndexSettled } from '../support/stack-client';
import { freshProvider, type FreshProvider } from './provider-portal-support';

const client = () =>
  new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const tableStore = () => createStore({ tableName: inject('tableName'), client: client() });

/** Two primary ZIPs at 100 miles: New York to Philadelphia and around, over 2,000 ZIPs. */
const NATIONAL_AREA = { primaryZipCodes: ['10001', '19103'], serviceRadius: 100 };
/** How long search may take to show a save on the local stack. */
const CONVERGENCE_LIMIT_MS = 10_000;

async function profileOf(provider: FreshProvider): Promise<ProviderProfile> {
  return providerProfileSchema.parse(await (await api('/api/provider/profile', { token: provider.token })).json());
}

async function put(provider: FreshProvider, path: string, body: unknown): Promise<{ status: number; json: any; ms: number; operations: string[] }> {
  let response: Response | undefined;
  let ms = 0;
  const operations = await dynamoDbRequestsDuring(async () => {
    const started = performance.now();
    response = await api(path, { method: 'PUT', token: provider.token, body: JSON.stringify(body) });
    ms = performance.now() - started;
  });
  return { status: response!.status, json: await response!.json(), ms, operations: operations.map((entry) => entry.operation) };
}

async function searchStatus(provider: FreshProvider): Promise<{ updating: boolean }> {
  const response = await api('/api/provider/search-status', { token: provider.token });
  expect(response.status).toBe(200);
  return (await response.json()) as { updating: boolean };
}

async function searched(zipCode: string, providerId: string) {
  const response = await api(`/api/search?zipCode=${zipCode}&size=20`);
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(await response.json()).providers.find((provider) => provider.providerId === providerId);
}

/** Polls until `check` passes (search converging), answering how long it took. */
async function eventually(check: () => Promise<void>): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      return performance.now() - started;
    } catch (error) {
      if (performance.now() - started > CONVERGENCE_LIMIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const pricingBody = (deliveryFeeCents: number, expectedUpdatedAt: string) => ({
  pricing: {
    baseRatePerYardCents: 850,
    deliveryFeeCents,
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, cleanupService: 4500, permitPulling: 3500 },
  },
  addOns: { sameDayDelivery: true, drivewayProtection: true, cleanupService: false, permitPulling: false },
  expectedUpdatedAt,
});

async function zipItemsOf(providerId: string) {
  return (await tableStore().entities.providerZip.query.byProvider({ providerId }).go({ pages: 'all' })).data;
}

describe('a national provider saves', () => {
  it('answers without writing search items, and search converges on the area and then the new price', async () => {
    const provider = await freshProvider();
    const area = await put(provider, '/api/provider/service-areas', NATIONAL_AREA);
    expect(area.status).toBe(200);
    const count = (area.json as ProviderProfile).serviceableZipCodes.length;
    expect(count).toBeGreaterThan(2000);
    expect(area.operations).not.toContain('BatchWriteItem');
    expect(area.ms).toBeLessThan(2000);
    // The portal says search is catching up until it has: a national area takes seconds to write.
    expect(await searchStatus(provider)).toEqual({ updating: true });
    const areaConverged = await eventually(async () => expect(await searched('19103', provider.providerId)).toMatchObject({ serviceZipCount: count }));
    await searchIndexSettled();
    expect(await zipItemsOf(provider.providerId)).toHaveLength(count);
    expect(await searchStatus(provider)).toEqual({ updating: false });

    const pricing = await put(provider, '/api/provider/pricing', pricingBody(9100, (await profileOf(provider)).updatedAt));
    expect(pricing.status).toBe(200);
    expect(pricing.operations).not.toContain('BatchWriteItem');
    const priceConverged = await eventually(async () => expect((await searched('10001', provider.providerId))?.quote.deliveryFeeCents).toBe(9100));
    await searchIndexSettled();
    expect((await zipItemsOf(provider.providerId)).every((item) => item.summary.pricing.deliveryFeeCents === 9100)).toBe(true);
    console.log(
      `national area of ${count} ZIPs: saved in ${Math.round(area.ms)} ms, in search after ${Math.round(areaConverged)} ms; ` +
        `price saved in ${Math.round(pricing.ms)} ms, in search after ${Math.round(priceConverged)} ms`,
    );
  });

  it('the same area again: no search item is written', async () => {
    const provider = await freshProvider();
    expect((await put(provider, '/api/provider/service-areas', NATIONAL_AREA)).status).toBe(200);
    await searchIndexSettled();
    const before = await zipItemsOf(provider.providerId);
    const stateBefore = (await tableStore().entities.searchIndexState.get({ ownerId: provider.providerId }).go()).data;
    expect(before.length).toBeGreaterThan(2000);

    const again = await put(provider, '/api/provider/service-areas', { ...NATIONAL_AREA, expectedUpdatedAt: (await profileOf(provider)).updatedAt });
    expect(again.status).toBe(200);
    await searchIndexSettled();
    const after = await zipItemsOf(provider.providerId);
    expect(after.map((item) => [item.zipCode, item.updatedAt])).toEqual(before.map((item) => [item.zipCode, item.updatedAt]));
    expect((await tableStore().entities.searchIndexState.get({ ownerId: provider.providerId }).go()).data).toEqual(stateBefore);
  });
});

describe('change records out of order', () => {
  /** The profile as the stream carries it (DynamoDB's attribute values), with another delivery fee. */
  async function imageWithFee(providerId: string, deliveryFeeCents: number): Promise<Record<string, AttributeValue>> {
    const key = tableKey(providerProfileModel, { providerId });
    const { Item } = await client().send(
      new GetItemCommand({ TableName: inject('tableName'), Key: { pk: { S: key.pk! }, sk: { S: key.sk! } }, ConsistentRead: true }),
    );
    const image = structuredClone(Item!);
    image.pricing!.M!.deliveryFeeCents = { N: String(deliveryFeeCents) };
    return image;
  }

  it('a late or replayed record never puts back an older summary', async () => {
    const provider = await freshProvider();
    const saved = await put(provider, '/api/provider/pricing', pricingBody(6100, (await profileOf(provider)).updatedAt));
    expect(saved.status).toBe(200);
    await searchIndexSettled();
    expect((await searched('59801', provider.providerId))?.quote.deliveryFeeCents).toBe(6100);
    const itemsBefore = await zipItemsOf(provider.providerId);

    // The change to 5000 and then to 5500, both older than the 6100 saved, arriving late, the later one first.
    const [older, old, newer] = await Promise.all([4000, 5000, 5500].map((fee) => imageWithFee(provider.providerId, fee)));
    const record = (sequence: string, OldImage: Record<string, AttributeValue>, NewImage: Record<string, AttributeValue>): DynamoDBRecord => ({
      eventName: 'MODIFY',
      eventSource: 'aws:dynamodb',
      dynamodb: { Keys: { pk: OldImage.pk!, sk: OldImage.sk! }, OldImage, NewImage, SequenceNumber: sequence, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    } as DynamoDBRecord);
    const deps = { store: tableStore(), clock: () => new Date() };
    expect(await indexTableChanges(deps, [record('2', old, newer)])).toEqual({ batchItemFailures: [] });
    expect(await indexTableChanges(deps, [record('1', older, old), record('2', old, newer)])).toEqual({ batchItemFailures: [] });

    expect((await searched('59801', provider.providerId))?.quote.deliveryFeeCents).toBe(6100);
    const itemsAfter = await zipItemsOf(provider.providerId);
    expect(itemsAfter.map((item) => [item.zipCode, item.updatedAt, item.summary.pricing.deliveryFeeCents])).toEqual(
      itemsBefore.map((item) => [item.zipCode, item.updatedAt, 6100]),
    );
  });
});
