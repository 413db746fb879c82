// One-off migration: rentals a provider rejected were stored with the status 'rejected' until
// rejection became a cancellation by the provider (shared/rental-status.ts). This rewrites each to
// status 'cancelled' with cancelledBy 'provider', through the entity layer, whose update rebuilds
// gsi2's key (the provider's rentals by status) from the new status, so a Query of a provider's
// cancelled rentals finds them. The app already reads them so (entities/rental.ts); this makes the
// table say it too.
//
//   TABLE_NAME=<table> npx tsx scripts/migrations/rejected-rentals.ts [--dry-run]
//
// The table is reached as the functions reach it: TABLE_NAME, with the SDK's own region,
// credentials and endpoint settings (AWS_ENDPOINT_URL_DYNAMODB for DynamoDB Local). Finding them
// takes a Scan, acceptable once for a migration: no index lists rentals by status across providers,
// and a deleted provider's rentals belong to no provider partition any more. Each rewrite is
// conditioned on the item still being a rental stored 'rejected' with the createdAt read, so it
// runs safely beside the live app and again after an interruption: a second run finds nothing.
// updatedAt is left as it was: nobody changed the rental, and the dashboard dates the rejection by it.
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../../functions/platform/config';
import { isConditionalCheckFailure } from '../../functions/platform/data/conditional-write';
import { LEGACY_REJECTED_STATUS } from '../../functions/platform/data/entities/rental';
import type { AttributeRef } from '../../functions/platform/data/expressions';
import { ENTITY_FIELD } from '../../functions/platform/data/keys';
import { createStore, type Store } from '../../functions/platform/data/store';

export interface MigrationResult {
  /** Rentals stored 'rejected' when the scan read them. */
  found: number;
  migrated: number;
  /** Changed by someone else between the scan and the rewrite (or by a run alongside): left alone. */
  skipped: number;
}

interface RejectedRental {
  rentalId: string;
  createdAt: string;
}

/** The rewrite of one rental stored 'rejected': status and gsi2 key, only if it is still stored so. */
export function rejectedRentalRewrite(store: Store, rental: RejectedRental) {
  return (
    store.entities.rental
      .patch({ rentalId: rental.rentalId })
      .set({ status: 'cancelled', cancelledBy: 'provider' })
      // gsi2's sort key is status#createdAt#rentalId: the update rebuilds it with createdAt as read.
      .composite({ createdAt: rental.createdAt })
      // The model no longer has the old status, so the condition names it through a plain reference.
      .where((attributes, { eq }) => eq(attributes.status as AttributeRef<string>, LEGACY_REJECTED_STATUS))
  );
}

async function* rejectedRentals(documents: DynamoDBDocumentClient, tableName: string): AsyncGenerator<RejectedRental[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#entity = :entity AND #status = :rejected',
        ProjectionExpression: '#rentalId, #createdAt',
        ExpressionAttributeNames: { '#entity': ENTITY_FIELD, '#status': 'status', '#rentalId': 'rentalId', '#createdAt': 'createdAt' },
        ExpressionAttributeValues: { ':entity': 'rental', ':rejected': LEGACY_REJECTED_STATUS },
        ExclusiveStartKey: start,
      }),
    );
    yield (page.Items ?? []) as RejectedRental[];
    start = page.LastEvaluatedKey;
  } while (start);
}

export async function migrateRejectedRentals(options: {
  tableName: string;
  client?: DynamoDBClient;
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<MigrationResult> {
  const client = options.client ?? new DynamoDBClient({});
  const store = createStore({ tableName: options.tableName, client });
  const documents = DynamoDBDocumentClient.from(client);
  const result: MigrationResult = { found: 0, migrated: 0, skipped: 0 };
  for await (const page of rejectedRentals(documents, options.tableName)) {
    for (const rental of page) {
      result.found += 1;
      if (options.dryRun) continue;
      try {
        await rejectedRentalRewrite(store, rental).go();
        result.migrated += 1;
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
        result.skipped += 1;
        options.log?.(`Skipped rental ${rental.rentalId}: no longer stored as rejected`);
      }
    }
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dryRun = process.argv.includes('--dry-run');
  const tableName = getConfig().TABLE_NAME;
  const result = await migrateRejectedRentals({ tableName, dryRun, log: console.log });
  console.log(
    dryRun
      ? `${tableName}: ${result.found} rental(s) stored as rejected (dry run: nothing written)`
      : `${tableName}: ${result.found} rental(s) stored as rejected; ${result.migrated} rewritten as cancelled by the provider, ${result.skipped} skipped`,
  );
}
