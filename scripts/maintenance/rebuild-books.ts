// Rebuilds a provider's books (their tallies, the billing count of each invoiced rental, the
// schedules of recurring expenses, and each rental's activity and request-time index keys) from the provider's
// rentals, invoices and expenses, or with --check only reports what a rebuild would change.
//
//   TABLE_NAME=<table> npx tsx scripts/maintenance/rebuild-books.ts --provider <providerId> [--check]
//   TABLE_NAME=<table> npx tsx scripts/maintenance/rebuild-books.ts --all [--check]
//
// The table is reached as the functions reach it: TABLE_NAME, with the SDK's own region,
// credentials and endpoint settings (AWS_ENDPOINT_URL_DYNAMODB for DynamoDB Local). --all walks the
// providers through their list index (the operator console's, gsi3), never a Scan. It reads each
// provider's whole history, which no request does: run it on a quiet account (docs/OPERATIONS.md).
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getConfig } from '../../functions/platform/config';
import { createStore, type Store } from '../../functions/platform/data/store';
import { checkTallies, rebuildTallies, type TallyCheck } from '../../functions/financials/tallies/rebuild-tallies';
import { allProviders, parseArguments, selectedProviders, type ProviderSelection } from './provider-selection';


/** One line per provider: what was (or would be) changed. */
export function describeCheck(providerId: string, check: TallyCheck): string {
  const counters = [...check.difference.values()].reduce((total, counters) => total + Object.keys(counters).length, 0);
  const parts = [
    `${check.items.rentals} rentals, ${check.items.invoices} invoices, ${check.items.expenses} expenses`,
    counters === 0 ? 'tallies exact' : `${counters} counters in ${check.difference.size} sheets off`,
    check.billingDifferences.length === 0 ? 'billing exact' : `${check.billingDifferences.length} billing counts off`,
    check.scheduleDifferences.length === 0 ? 'schedules exact' : `${check.scheduleDifferences.length} recurring schedules off`,
  ];
  return `${providerId}: ${parts.join('; ')}`;
}

export async function rebuildBooks(store: Store, options: ProviderSelection, log: (line: string) => void = console.log): Promise<number> {
  const providers = await selectedProviders(store, options);
  let off = 0;
  for (const providerId of providers) {
    const check = options.check ? await checkTallies(store, providerId) : await rebuildTallies(store, providerId);
    const exact = check.difference.size === 0 && check.billingDifferences.length === 0 && check.scheduleDifferences.length === 0;
    if (!exact) off += 1;
    log(`${options.check ? 'checked' : 'rebuilt'} ${describeCheck(providerId, check)}`);
  }
  return off;
}

/**
 * Rebuilds the books of every provider whose check finds them off (with `all`, of every provider:
 * the rentals' index keys are rewritten too); how many that was. For local data kept across versions.
 */
export async function rebuildOffBooks(store: Store, options: { all?: boolean } = {}): Promise<number> {
  let rebuilt = 0;
  for (const { providerId } of await allProviders(store)) {
    const check = options.all ? undefined : await checkTallies(store, providerId);
    if (check && check.difference.size === 0 && check.billingDifferences.length === 0 && check.scheduleDifferences.length === 0) continue;
    await rebuildTallies(store, providerId);
    rebuilt += 1;
  }
  return rebuilt;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseArguments(process.argv.slice(2));
  const store = createStore({ tableName: getConfig().TABLE_NAME, client: new DynamoDBClient({}) });
  const off = await rebuildBooks(store, options);
  // A check that found something to change exits non-zero, so it can gate a deploy.
  if (options.check && off > 0) process.exitCode = 1;
}
