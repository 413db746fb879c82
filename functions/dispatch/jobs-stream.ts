// The dispatch jobs consumer: the table's stream, filtered to rental records, keeps each rental's
// job items (keep-jobs.ts). A record whose old and new images produce the same jobs (a notification
// status, an ETA, a payment change) costs only the comparison. Records of one rental are taken
// together: whatever they say, the rental is read as it is now and its jobs brought to it.
//
// In AWS the event source mapping (infra/constructs/table-stream-consumer.ts) delivers the records with
// bisect-on-error, retries and a dead-letter queue; a failure is reported as the first record of
// the rental that failed, so Lambda retries from there (what came before it is done, and redoing
// anything after it is idempotent). Locally scripts/local/table-stream.ts feeds the same handler.
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { Rental } from '../../shared/schemas/rental';
import { rentalModel } from '../platform/data/entities/rental';
import { ownsItem } from '../platform/data/keys';
import type { Store } from '../platform/data/store';
import { fromStored } from '../platform/data/stored-item';
import { imageValues } from '../platform/data/stream-image';
import { logger } from '../platform/logger';
import { jobsOfRental, sameJobs, type RentalJob } from './jobs-of-rental';
import { keepJobsOfRental } from './keep-jobs';

interface DispatchJobsDeps {
  store: Store;
  clock: () => Date;
}

function jobsOfImage(image: Record<string, AttributeValue> | undefined): Map<string, RentalJob> {
  if (!image) return new Map();
  return jobsOfRental(fromStored<Rental>(rentalModel, imageValues(image)));
}

/** The rental a record is about, or undefined for any other item. */
function rentalIdOf(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
  if (!image) return undefined;
  const values = imageValues(image);
  return ownsItem(rentalModel, values) && typeof values.rentalId === 'string' ? values.rentalId : undefined;
}

/** Whether a record can move a job: its old and new images produce different jobs. */
function changesJobs(record: DynamoDBRecord): boolean {
  try {
    return !sameJobs(jobsOfImage(record.dynamodb?.OldImage), jobsOfImage(record.dynamodb?.NewImage));
  } catch (error) {
    // An image this code cannot read (an older shape): let the rental as stored now decide.
    logger.warn('A rental change record could not be compared; keeping its jobs from the stored rental', { error });
    return true;
  }
}

/** Keeps the jobs of the rentals the records changed; answers the records to retry from. */
export async function keepJobsOfChanges(deps: DispatchJobsDeps, records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const rentals = new Map<string, { first: DynamoDBRecord; changed: boolean }>();
  for (const record of records) {
    const rentalId = rentalIdOf(record);
    if (!rentalId) continue;
    const entry = rentals.get(rentalId) ?? { first: record, changed: false };
    entry.changed ||= changesJobs(record);
    rentals.set(rentalId, entry);
  }
  for (const [rentalId, { first, changed }] of rentals) {
    if (!changed) continue;
    try {
      const { written } = await keepJobsOfRental(deps.store, rentalId, deps.clock().toISOString());
      if (written > 0) logger.info('Jobs kept from their rental', { rentalId, written });
    } catch (error) {
      logger.error('Keeping the jobs of a rental failed; the batch is retried from this record', { rentalId, error });
      return { batchItemFailures: [{ itemIdentifier: first.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}

export function createDispatchJobsHandler(deps: () => DispatchJobsDeps) {
  return (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => keepJobsOfChanges(deps(), event.Records);
}
