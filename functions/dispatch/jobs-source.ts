// What the dispatch jobs consumer reads from the table's stream, shared by the CDK event source
// mapping (infra/constructs/table-stream-consumer.ts) and the local stack's stream reader
// (scripts/local/table-stream.ts): rental records only, a batch at a time.
import { rentalModel } from '../platform/data/entities/rental';
import { composeKey, tableIndexOf } from '../platform/data/keys';

/** The sort key every rental item has (its partition is its rental id). */
const RENTAL_SORT_KEY = composeKey(rentalModel, tableIndexOf(rentalModel), 'sk', {}).key;

/** The event source mapping's filter (Lambda's filter pattern syntax): only rental records reach the function. */
export const DISPATCH_JOBS_STREAM_FILTER = { dynamodb: { Keys: { sk: { S: [RENTAL_SORT_KEY] } } } } as const;

/** Records per invocation: most rental records move no job and cost only their comparison. */
export const DISPATCH_JOBS_BATCH_SIZE = 100;
