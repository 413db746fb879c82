// Lambda entry of the search index consumer, fed by the event source mapping on the table's stream
// (infra/constructs/table-stream-consumer.ts): provider profile and listing changes become the "serves ZIP"
// items search reads (functions/catalog/search-index-stream.ts). The local stack feeds it the same
// records from DynamoDB Local's stream (scripts/local/table-stream.ts).
import { createSearchIndexHandler } from '../catalog/search-index-stream';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { now } from '../platform/clock';

let store: Store | undefined;

export const handler = createSearchIndexHandler(() => ({
  store: (store ??= createStore({ tableName: getConfig().TABLE_NAME })),
  clock: now,
}));
