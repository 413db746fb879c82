// BatchWriteItem for many puts or deletes: 25 requests per call (DynamoDB's limit), `concurrency`
// calls at a time. DynamoDB may leave some requests unprocessed (throttling); they are retried a
// few times with backoff, and whatever is still left is handed back for the caller to judge.
import { BatchWriteCommand, type BatchWriteCommandInput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

export interface BatchEntry<T> {
  request: WriteRequest;
  /** What the caller wrote, handed back if the request stays unprocessed. */
  source: T;
}

const BATCH_SIZE = 25;
const RETRIES = 3;

export interface BatchTarget {
  client: () => DynamoDBDocumentClient;
  table: string;
  /** The table's key fields, to recognise which requests came back unprocessed. */
  keyFields: readonly [string, string];
}

function keyId(target: BatchTarget, request: WriteRequest): string {
  const key = request.PutRequest?.Item ?? request.DeleteRequest?.Key ?? {};
  return target.keyFields.map((field) => String(key[field])).join('\u0000');
}

async function writeBatch<T>(target: BatchTarget, entries: readonly BatchEntry<T>[]): Promise<T[]> {
  let pending = entries;
  for (let attempt = 0; ; attempt += 1) {
    const { UnprocessedItems } = await target.client().send(
      new BatchWriteCommand({ RequestItems: { [target.table]: pending.map((entry) => entry.request) } }),
    );
    const left = new Set((UnprocessedItems?.[target.table] ?? []).map((request) => keyId(target, request)));
    pending = pending.filter((entry) => left.has(keyId(target, entry.request)));
    if (pending.length === 0) return [];
    if (attempt >= RETRIES) return pending.map((entry) => entry.source);
    await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
}

/** Writes every entry; answers the sources of those still unprocessed after the retries. */
export async function batchWrite<T>(target: BatchTarget, entries: readonly BatchEntry<T>[], concurrency = 1): Promise<T[]> {
  const batches: BatchEntry<T>[][] = [];
  for (let start = 0; start < entries.length; start += BATCH_SIZE) batches.push(entries.slice(start, start + BATCH_SIZE));
  const unprocessed: T[] = [];
  for (let start = 0; start < batches.length; start += Math.max(1, concurrency)) {
    const results = await Promise.all(batches.slice(start, start + Math.max(1, concurrency)).map((batch) => writeBatch(target, batch)));
    unprocessed.push(...results.flat());
  }
  return unprocessed;
}
