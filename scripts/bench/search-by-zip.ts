// Budget: provider search by ZIP stays flat as providers grow (100 -> 10,000: p95 within 1.5x), is
// at least 300x faster at p95 than reading every provider (the original design: fetch all provider
// profiles, filter on the client) at 10,000 providers, and within 4x of one GetItem at p50.
import { CreateTableCommand, DeleteTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DUMPSTER_SIZES } from '../../shared/constants';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { indexProviderServiceArea } from '../../functions/catalog/service-area-index';
import { searchProviders } from '../../functions/catalog/search-providers';
import { createStore, type Store } from '../../functions/platform/data/store';
import { createTableInput } from '../../functions/platform/data/table';
import { measure, ms, type LatencySummary } from './stats';

/** Providers per ZIP stays constant as the marketplace grows; the ZIP count grows instead. */
const PROVIDERS_PER_ZIP = 12;
const BASE_ZIP = 43001;
const TARGET_ZIP = String(BASE_ZIP);

function syntheticProvider(index: number, now: string): ProviderProfile {
  // Each provider serves three neighbouring ZIPs; the target ZIP ends up with the same handful of
  // providers at every scale, as a real ZIP would.
  const firstZip = BASE_ZIP + Math.floor(index / PROVIDERS_PER_ZIP);
  const zips = [firstZip, firstZip + 1, firstZip + 2].map(String);
  return {
    providerId: `bench-provider-${index.toString().padStart(6, '0')}`,
    email: `provider${index}@bench.example.com`,
    name: `Owner ${index}`,
    businessName: `Hauler Number ${index}`,
    phone: '6145550100',
    address: { street: `${index} Main St`, city: 'Columbus', state: 'OH', zipCode: zips[0] },
    primaryZipCodes: zips,
    serviceRadius: 30,
    serviceableZipCodes: zips,
    rating: 3 + (index % 20) / 10,
    reviewCount: index % 300,
    isVerified: index % 3 === 0,
    addOns: { sameDayDelivery: index % 2 === 0, drivewayProtection: index % 3 === 0, permitPulling: true, cleanupService: false },
    dumpsterTypes: ['construction', 'residential'],
    dumpsterInventory: Object.fromEntries(DUMPSTER_SIZES.map((size) => [`yard${size}`, (index + size) % 7])) as ProviderProfile['dumpsterInventory'],
    pricing: {
      baseRatePerYardCents: 600 + (index % 40) * 10,
      deliveryFeeCents: 4500 + (index % 4) * 500,
      addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
    },
    activeRentals: 0,
    completedRentals: 0,
    documents: { verified: false },
    createdAt: now,
    updatedAt: now,
  };
}

async function populate(store: Store, count: number): Promise<void> {
  const now = new Date().toISOString();
  const batch = 25;
  for (let start = 0; start < count; start += batch) {
    const profiles = Array.from({ length: Math.min(batch, count - start) }, (_, i) => syntheticProvider(start + i, now));
    const written = await store.entities.providerProfile.put(profiles).go();
    if (written.unprocessed.length > 0) throw new Error('unprocessed provider writes');
    await Promise.all(profiles.map((profile) => indexProviderServiceArea(store, profile, now)));
  }
}

/** The design this replaces: read every provider profile, then keep those serving the ZIP. */
async function readEveryProvider(store: Store, zipCode: string) {
  const { data } = await store.entities.providerProfile.query.byCreation({}).go({ pages: 'all' });
  return data.filter((provider) => provider.serviceableZipCodes.includes(zipCode));
}

export interface SearchScaleResult {
  providers: number;
  search: LatencySummary;
  getItem: LatencySummary;
  readEveryProvider?: LatencySummary;
  resultCount: number;
}

export async function benchSearchAtScale(client: DynamoDBClient, providers: number, withBaseline: boolean): Promise<SearchScaleResult> {
  const tableName = `bench-search-${providers}`;
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  try {
    const store = createStore({ tableName, client });
    const loadStarted = Date.now();
    await populate(store, providers);
    console.log(`  ${providers} providers written in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
    const probe = await searchProviders(store, { zipCode: TARGET_ZIP });
    const search = await measure(() => searchProviders(store, { zipCode: TARGET_ZIP, size: 20 }), 300, 20);
    const getItem = await measure(() => store.entities.providerProfile.get({ providerId: 'bench-provider-000001' }).go(), 300, 20);
    const baseline = withBaseline ? await measure(() => readEveryProvider(store, TARGET_ZIP), 5, 1) : undefined;
    console.log(
      `  search p50 ${ms(search.p50)} p95 ${ms(search.p95)} | GetItem p50 ${ms(getItem.p50)}` +
        (baseline ? ` | read-every-provider p50 ${ms(baseline.p50)} p95 ${ms(baseline.p95)}` : ''),
    );
    return { providers, search, getItem, ...(baseline ? { readEveryProvider: baseline } : {}), resultCount: probe.providers.length };
  } finally {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  }
}
