// Lambda entry of the dispatch jobs consumer, fed by the event source mapping on the table's stream
// (infra/constructs/table-stream-consumer.ts): rental changes become the job items the dispatch board and
// the drivers read (functions/dispatch/jobs-stream.ts). The local stack feeds it the same records
// from DynamoDB Local's stream (scripts/local/table-stream.ts).
import { createDispatchJobsHandler } from '../dispatch/jobs-stream';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { now } from '../platform/clock';

let store: Store | undefined;

export const handler = createDispatchJobsHandler(() => ({
  store: (store ??= createStore({ tableName: getConfig().TABLE_NAME })),
  clock: now,
}));
