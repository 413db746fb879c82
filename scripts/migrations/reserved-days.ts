// One-off migration for booking by date: rentals stored before availability existed hold no days.
// This gives each rental still holding a dumpster (confirmed, approved or active, its pickup plus
// the provider's turnaround not yet past) its reserved days, exactly as a payment or an approval
// takes them now (functions/availability/day-counters.ts): one transaction per rental that sets
// reservedFrom/reservedThrough, only if the rental still holds none and still has the status read,
// and takes a unit of each day only while one is free under the provider's inventory. A rental
// whose days are full (the inventory was overbooked before dates were counted) is left without
// them and listed for the provider to sort out; nothing is ever taken beyond the inventory.
//
//   TABLE_NAME=<table> npx tsx scripts/migrations/reserved-days.ts [--dry-run] [--provider <id> ...]
//
// Providers are read from the profiles' creation index and their rentals by status (gsi2): no
// scan. Safe beside the live app and again after an interruption: a second run finds nothing to do.
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { reservedSpan } from '../../shared/availability';
import { bookingRulesOf } from '../../shared/booking-rules';
import { addDays, isoDate } from '../../shared/rental-dates';
import type { RentalStatus } from '../../shared/rental-status';
import { ceilingCheck, ceilingOf, takeDays } from '../../functions/availability/day-counters';
import { getConfig } from '../../functions/platform/config';
import { createStore } from '../../functions/platform/data/store';
import { rentalsOfProvider } from '../../functions/providers/rentals/provider-rentals';

/** The statuses in which a rental holds its dumpster. */
const HOLDING: RentalStatus[] = ['confirmed', 'approved', 'active'];

export interface ReservedDaysResult {
  /** Rentals still holding a dumpster without reserved days. */
  found: number;
  reserved: number;
  /** Their days were full: left without reserved days, for the provider to resolve. */
  overbooked: string[];
  /** Changed by someone else meanwhile (cancelled, or reserved by the app): left alone. */
  skipped: number;
}

export async function migrateReservedDays(options: {
  tableName: string;
  client?: DynamoDBClient;
  dryRun?: boolean;
  now?: Date;
  /** Only these providers (a provider migrated on its own); every provider when not given. */
  providerIds?: string[];
  log?: (line: string) => void;
}): Promise<ReservedDaysResult> {
  const store = createStore({ tableName: options.tableName, client: options.client ?? new DynamoDBClient({}) });
  const today = isoDate(options.now ?? new Date());
  const result: ReservedDaysResult = { found: 0, reserved: 0, overbooked: [], skipped: 0 };
  const profiles = options.providerIds
    ? await store.entities.providerProfile.getMany(options.providerIds.map((providerId) => ({ providerId })))
    : (await store.entities.providerProfile.query.byCreation({}).go({ pages: 'all' })).data;
  for (const profile of profiles) {
    const { turnaroundDays } = bookingRulesOf(profile);
    for (const status of HOLDING) {
      const { rentals } = await rentalsOfProvider(store, profile.providerId, status);
      for (const rental of rentals) {
        if (rental.reservedFrom || addDays(rental.endDate, turnaroundDays) < today) continue;
        result.found += 1;
        if (options.dryRun) continue;
        const span = reservedSpan(rental.startDate, rental.endDate, turnaroundDays);
        const unit = { providerId: rental.providerId, size: rental.dumpsterSize };
        const ceiling = ceilingOf(profile, rental.dumpsterSize);
        const outcome = await store.transaction
          .write((entities) => [
            entities.rental
              .patch({ rentalId: rental.rentalId })
              .set({ reservedFrom: span.firstDay, reservedThrough: span.lastDay })
              .where((attributes, { eq, notExists }) => `${eq(attributes.status, rental.status)} AND ${notExists(attributes.reservedFrom)}`)
              .commit(),
            ceilingCheck(entities, unit, ceiling),
            ...takeDays(entities, unit, span, ceiling, false),
          ])
          .go();
        if (!outcome.canceled) {
          result.reserved += 1;
        } else if (outcome.data[0]?.code === 'ConditionalCheckFailed' || outcome.data[1]?.code === 'ConditionalCheckFailed') {
          result.skipped += 1;
        } else {
          result.overbooked.push(rental.rentalId);
          options.log?.(`Rental ${rental.rentalId} of ${profile.businessName} (${rental.dumpsterSize} yd, ${span.firstDay} to ${span.lastDay}): no dumpster free on its days; left without them`);
        }
      }
    }
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dryRun = process.argv.includes('--dry-run');
  const providerIds = process.argv.flatMap((argument, index) => (process.argv[index - 1] === '--provider' ? [argument] : []));
  const tableName = getConfig().TABLE_NAME;
  const result = await migrateReservedDays({ tableName, dryRun, log: console.log, ...(providerIds.length ? { providerIds } : {}) });
  console.log(
    dryRun
      ? `${tableName}: ${result.found} rental(s) hold a dumpster without reserved days (dry run: nothing written)`
      : `${tableName}: ${result.found} rental(s) without reserved days; ${result.reserved} reserved, ${result.overbooked.length} overbooked (listed above), ${result.skipped} skipped`,
  );
}
