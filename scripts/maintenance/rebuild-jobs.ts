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
import { APPROVED_OPEN_STATUSES } from '../../shared/rental-status';
import { allProviders, parseArguments, selectedProviders } from './provider-selection';

/**
 * The statuses whose rentals still have a truck to send: approved and still open (approved through
 * picked up). Completed and cancelled rentals keep whatever jobs they have: their jobs are history
 * the board does not need.
 */
const STATUSES_WITH_WORK_AHEAD = APPROVED_OPEN_STATUSES;

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
  for (const { providerId } of await allProviders(store)) {
    const { data } = await store.entities.job.query.byProviderDay({ providerId }).go({ limit: 1, attributes: ['jobId'] });
    if (data.length > 0) continue;
    if ((await rebuildJobs(store, providerId)).written > 0) rebuilt += 1;
  }
  return rebuilt;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseArguments(process.argv.slice(2));
  const store = createStore({ tableName: getConfig().TABLE_NAME, client: new DynamoDBClient({}) });
  for (const providerId of await selectedProviders(store, options)) {
    const { rentals, written } = await rebuildJobs(store, providerId);
    console.log(`${providerId}: ${rentals} rentals with work ahead, ${written} job writes`);
  }
}
