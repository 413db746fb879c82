// Budget: provider search by ZIP stays flat as providers grow (100 -> 10,000: p95 within 1.5x), is
// at least 300x faster at p95 than reading every provider (the original design: fetch all provider
// profiles, filter on the client) at 10,000 providers, and within 4x of one GetItem at p50. A search
// with a delivery date (one more read: the candidates' availability months) stays within 2x of the
// search without one at every size, and flat across sizes.
import path from 'node:path';
import { CreateTableCommand, DeleteTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DUMPSTER_SIZES } from '../../shared/constants';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { providerSearchSummary } from '../../shared/provider-summary';
import { searchProviders } from '../../functions/catalog/search-providers';
import { createStore, type Store } from '../../functions/platform/data/store';
import { createTableInput } from '../../functions/platform/data/table';
import { DAYS_OF_MONTH } from '../../functions/platform/data/entities/availability-month';
import { addDays, isoDate } from '../../shared/rental-dates';
import { syntheticServiceAreas, type ServiceArea } from './service-areas';
import { measure, ms, type LatencySummary } from './stats';
import { startChild, type ManagedChild } from '../local/child-process';

/** The searched ZIP (real: the search looks it up); the synthetic grid puts it in its centre. */
const TARGET_ZIP = '43215';
/** Batch writes in flight while loading (the data layer splits each put into batches of 25). */
const WRITE_CONCURRENCY = 8;

export function syntheticProvider(index: number, area: ServiceArea, now: string): ProviderProfile {
  const zips = area.zipCodes;
  return {
    providerId: `bench-provider-${index.toString().padStart(6, '0')}`,
    email: `provider${index}@bench.example.com`,
    name: `Owner ${index}`,
    businessName: `Hauler Number ${index}`,
    phone: '6145550100',
    address: { street: `${index} Main St`, city: 'Columbus', state: 'OH', zipCode: zips[0] },
    primaryZipCodes: zips,
    serviceRadius: area.radiusMiles,
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

/** The delivery date the dated search asks about, and the months its bookings are spread over. */
const BENCH_DAY = addDays(isoDate(new Date()), 20);

/**
 * Bookings of 20-yard dumpsters for every provider serving the searched ZIP, over the dated
 * search's months: every third provider booked out through the week asked about, the others with
 * some of their units taken each day, so the dated search reads real items and narrows the results.
 */
async function populateAvailability(store: Store, profiles: readonly ProviderProfile[]): Promise<number> {
  const months = [...new Set([BENCH_DAY, addDays(BENCH_DAY, 7)].map((day) => day.slice(0, 7)))];
  const items = profiles
    .filter((profile) => profile.serviceableZipCodes.includes(TARGET_ZIP) && profile.dumpsterInventory.yard20 > 0)
    .flatMap((profile, index) =>
      months.map((month) => ({
        providerId: profile.providerId,
        size: '20',
        month,
        ...Object.fromEntries(
          DAYS_OF_MONTH.map((day, dayIndex) => {
            const stock = profile.dumpsterInventory.yard20;
            const date = `${month}-${day}`;
            const bookedOut = index % 3 === 0 && date >= BENCH_DAY && date <= addDays(BENCH_DAY, 7);
            return [`taken${day}`, bookedOut ? stock : (index + dayIndex) % stock];
          }),
        ),
      })),
    );
  const { unprocessed } = await store.entities.availabilityMonth.put(items).go({ concurrency: WRITE_CONCURRENCY });
  if (unprocessed.length > 0) throw new Error('unprocessed availability writes');
  return items.length;
}

/** Writes the profiles and their search index items (what indexProviderServiceArea writes for a new provider). */
async function populate(store: Store, count: number): Promise<{ indexItems: number; zipCodes: number }> {
  const now = new Date().toISOString();
  const { areas } = syntheticServiceAreas(count, TARGET_ZIP);
  const chunk = 500;
  let indexItems = 0;
  for (let start = 0; start < count; start += chunk) {
    const profiles = areas.slice(start, start + chunk).map((area, i) => syntheticProvider(start + i, area, now));
    const zipItems = profiles.flatMap((profile) => {
      const summary = providerSearchSummary(profile);
      return profile.serviceableZipCodes.map((zipCode) => ({ zipCode, providerId: profile.providerId, summary, updatedAt: now }));
    });
    const [written, indexed] = await Promise.all([
      store.entities.providerProfile.put(profiles).go({ concurrency: WRITE_CONCURRENCY }),
      store.entities.providerZip.put(zipItems).go({ concurrency: WRITE_CONCURRENCY }),
    ]);
    if (written.unprocessed.length > 0 || indexed.unprocessed.length > 0) throw new Error('unprocessed provider writes');
    await populateAvailability(store, profiles);
    indexItems += zipItems.length;
  }
  return { indexItems, zipCodes: new Set(areas.flatMap((area) => area.zipCodes)).size };
}

/** The local gateway over `tableName`, in a child process (search-gateway.ts), and its URL. */
async function startSearchGateway(endpoint: string, tableName: string): Promise<{ url: string; child: ManagedChild }> {
  const child = startChild('search gateway', process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'search-gateway.ts')], {
    env: { ...process.env, TABLE_NAME: tableName, AWS_ENDPOINT_URL_DYNAMODB: endpoint, MESSAGING_MODE: 'outbox', EVENTS_MODE: 'local' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let pending = '';
    child.process.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const line = pending.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.process.once('exit', (code) => reject(new Error(`the search gateway exited (${code}): ${child.output()}`)));
  });
  return { url, child };
}

/**
 * Samples of the baseline at each size, after one warm-up: enough that its p95 (the 19th slowest
 * of 20, nearest rank) is a p95 and not the slowest run.
 */
export const BASELINE_SAMPLES = 20;

/** The design this replaces: read every provider profile, then keep those serving the ZIP. */
async function readEveryProvider(store: Store, zipCode: string) {
  const { data } = await store.entities.providerProfile.query.byCreation({}).go({ pages: 'all' });
  return data.filter((provider) => provider.serviceableZipCodes.includes(zipCode));
}

export interface SearchScaleResult {
  providers: number;
  search: LatencySummary;
  /** The same search with a delivery date and rental length: only providers with a unit free then. */
  datedSearch: LatencySummary;
  datedResultCount: number;
  /** The same search as an HTTP request to the local gateway (GET /api/search). */
  gatewaySearch: LatencySummary;
  getItem: LatencySummary;
  readEveryProvider?: LatencySummary;
  resultCount: number;
  indexItems: number;
  zipCodes: number;
  loadSeconds: number;
}

export async function benchSearchAtScale(client: DynamoDBClient, endpoint: string, providers: number, withBaseline: boolean): Promise<SearchScaleResult> {
  const tableName = `bench-search-${providers}`;
  // No stream: nothing reads one here, and DynamoDB Local keeps every change record of the
  // bench's 250,000 index writes (what slows it down, where DynamoDB's streams do not slow writes).
  const { StreamSpecification: _noStream, ...withoutStream } = createTableInput(tableName);
  await client.send(new CreateTableCommand(withoutStream));
  try {
    const store = createStore({ tableName, client });
    const loadStarted = Date.now();
    const { indexItems, zipCodes } = await populate(store, providers);
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    console.log(`  ${providers} providers (${indexItems} index items over ${zipCodes} ZIPs) written in ${loadSeconds.toFixed(1)} s`);
    const probe = await searchProviders(store, { zipCode: TARGET_ZIP });
    const search = await measure(() => searchProviders(store, { zipCode: TARGET_ZIP, size: 20 }), 300, 20);
    const dated = { zipCode: TARGET_ZIP, size: 20, startDate: BENCH_DAY, rentalDays: 7 };
    const datedProbe = await searchProviders(store, dated);
    const datedSearch = await measure(() => searchProviders(store, dated), 300, 20);
    const getItem = await measure(() => store.entities.providerProfile.get({ providerId: 'bench-provider-000001' }).go(), 300, 20);
    const gateway = await startSearchGateway(endpoint, tableName);
    let gatewaySearch: LatencySummary;
    try {
      gatewaySearch = await measure(async () => {
        const response = await fetch(`${gateway.url}/api/search?zipCode=${TARGET_ZIP}&size=20`);
        if (!response.ok) throw new Error(`the gateway answered ${response.status}`);
        await response.arrayBuffer();
      }, 300, 20);
    } finally {
      await gateway.child.stop();
    }
    const baseline = withBaseline ? await measure(() => readEveryProvider(store, TARGET_ZIP), BASELINE_SAMPLES, 1) : undefined;
    console.log(
      `  search p50 ${ms(search.p50)} p95 ${ms(search.p95)} | dated p50 ${ms(datedSearch.p50)} p95 ${ms(datedSearch.p95)} (${datedProbe.providers.length} of ${probe.providers.length}) | gateway p50 ${ms(gatewaySearch.p50)} p95 ${ms(gatewaySearch.p95)} | GetItem p50 ${ms(getItem.p50)}` +
        (baseline ? ` | read-every-provider p50 ${ms(baseline.p50)} p95 ${ms(baseline.p95)}` : ''),
    );
    return { providers, search, datedSearch, datedResultCount: datedProbe.providers.length, gatewaySearch, getItem, ...(baseline ? { readEveryProvider: baseline } : {}), resultCount: probe.providers.length, indexItems, zipCodes, loadSeconds };
  } finally {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  }
}
