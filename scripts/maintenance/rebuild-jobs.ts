// Rebuilds a provider's jobs (the dispatch board's deliveries, swaps and pickups) from its rentals,
// as the dispatch jobs consumer keeps them from the table's stream: for rentals stored before jobs
// existed, or after records the consumer gave up on (its failure queue).
//
//   TABLE_NAME=<table> npx tsx scripts/maintenance/rebuild-jobs.ts --provider <providerId>
//   TABLE_NAME=<table> npx tsx scripts/maintenance/rebuild-jobs.ts --all
//
// The table is reached as the functions reach it (TABLE_NAME, the SDK's own region, credentials and
// endpoint settings). It reads the provider's rentals with work ahead of them (one Query of gsi2 per
// status) and writes what keep-jobs.ts would: a rebuild of jobs already right writes nothing, and
// it never touches a driver's assignment, stop or progress. --all walks the providers through their
// list index (gsi3), never a Scan.
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { keepJobsOfRental } from '../../functions/dispatch/keep-jobs';
import { getConfig } from '../../functions/platform/config';
import { createStore, type Store } from '../../functions/platform/data/store';
import type { RentalStatus } from '../../shared/rental-status';

/**
 * The statuses whose rentals still have a truck to send (approved through picked up). Completed and
 * cancelled rentals keep whatever jobs they have: their jobs are history the board does not need.
 */
const STATUSES_WITH_WORK_AHEAD: readonly RentalStatus[] = ['approved', 'active', 'scheduled', 'delivered', 'pickup_requested', 'picked_up'];

async function allProviders(store: Store): Promise<string[]> {
  const { data } = await store.entities.providerProfile.query.byCreation({}).go({ pages: 'all', attributes: ['providerId'] });
  return data.map((profile) => profile.providerId);
}

/** Brings the jobs of the provider's rentals with work ahead to what the rentals say; how many rentals and job writes. */
export async function rebuildJobs(store: Store, providerId: string, now: Date = new Date()): Promise<{ rentals: number; written: number }> {
  const pages = await Promise.all(
    STATUSES_WITH_WORK_AHEAD.map((status) =>
      store.entities.rental.query.byProvider({ providerId, status }).go({ pages: 'all', attributes: ['rentalId'] }),
    ),
  );
  const rentalIds = pages.flatMap(({ data }) => data.map((rental) => rental.rentalId));
  let written = 0;
  for (const rentalId of rentalIds) written += (await keepJobsOfRental(store, rentalId, now.toISOString())).written;
  return { rentals: rentalIds.length, written };
}

/**
 * For data kept across versions (the local stack at start): rebuilds the jobs of each provider that
 * has none yet, one Query of a single job each for the others. How many providers were rebuilt.
 */
export async function rebuildMissingJobs(store: Store): Promise<number> {
  let rebuilt = 0;
  for (const providerId of await allProviders(store)) {
    const { data } = await store.entities.job.query.byProviderDay({ providerId }).go({ limit: 1, attributes: ['jobId'] });
    if (data.length > 0) continue;
    if ((await rebuildJobs(store, providerId)).written > 0) rebuilt += 1;
  }
  return rebuilt;
}

export function parseArguments(argv: readonly string[]): { providers: string[] | 'all' } {
  if (argv.includes('--all')) return { providers: 'all' };
  const providers = argv.flatMap((arg, index) => (arg === '--provider' && argv[index + 1] ? [argv[index + 1]!] : []));
  if (providers.length === 0) throw new Error('Name a provider (--provider <providerId>) or --all');
  return { providers };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseArguments(process.argv.slice(2));
  const store = createStore({ tableName: getConfig().TABLE_NAME, client: new DynamoDBClient({}) });
  for (const providerId of options.providers === 'all' ? await allProviders(store) : options.providers) {
    const { rentals, written } = await rebuildJobs(store, providerId);
    console.log(`${providerId}: ${rentals} rentals with work ahead, ${written} job writes`);
  }
}
