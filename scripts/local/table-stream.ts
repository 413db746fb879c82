// Lambda's DynamoDB event source mapping, on one machine: reads DynamoDB Local's stream of the table
// (DescribeStream, GetShardIterator, GetRecords) and hands each stream consumer its records as
// Lambda would: shaped as a DynamoDBStreamEvent, only those its filter criteria match, in batches
// of its batch size, in order per shard. A batch the consumer reports failed (batch item failures)
// is retried from the reported record, a few times, then dropped with a log line where AWS would
// send it to the mapping's dead-letter queue. `drained()` answers once every record written so far
// has been delivered, so tests and tools wait for search to converge instead of sleeping.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamsRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

export interface TableStreamConsumer {
  name: string;
  /** The mapping's filter patterns (Lambda's syntax), parsed; a record passes if any matches. None: every record. */
  filterPatterns: readonly unknown[];
  batchSize: number;
  invoke(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | undefined | void>;
}

export interface TableStream {
  /** Resolves once every record written before the call has been read and delivered. */
  drained(): Promise<void>;
  stop(): Promise<void>;
}

/** Between reads of an idle stream: quick enough for a test waiting on search, light on DynamoDB Local. */
const POLL_INTERVAL_MS = 150;
/** New shards (DynamoDB Local rolls them over now and then) are looked for this often, and when one closes. */
const SHARD_DISCOVERY_MS = 5_000;
/** Lambda's retries before the on-failure destination; locally a log line. */
const DELIVERY_ATTEMPTS = 3;

/** Whether a value matches one entry of a pattern's list: an exact value, or a prefix / exists rule. */
function matchesRule(value: unknown, rule: unknown): boolean {
  if (rule !== null && typeof rule === 'object') {
    const { prefix, exists } = rule as { prefix?: string; exists?: boolean };
    if (prefix !== undefined) return typeof value === 'string' && value.startsWith(prefix);
    if (exists !== undefined) return (value !== undefined) === exists;
    return false;
  }
  return value === rule;
}

/** Lambda's event filtering, for the patterns we write: nested objects whose leaves are lists of rules. */
export function matchesFilter(event: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.some((rule) => matchesRule(event, rule));
  if (pattern === null || typeof pattern !== 'object') return event === pattern;
  return Object.entries(pattern).every(([key, inner]) => {
    const value = event !== null && typeof event === 'object' ? (event as Record<string, unknown>)[key] : undefined;
    return matchesFilter(value, inner);
  });
}

/** A record as Lambda's event source mapping hands it to a function. */
export function lambdaStreamRecord(record: StreamsRecord, streamArn: string, region: string): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    dynamodb: {
      ...(stream.ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(stream.ApproximateCreationDateTime.getTime() / 1000) } : {}),
      Keys: stream.Keys as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      ...(stream.NewImage ? { NewImage: stream.NewImage as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'] } : {}),
      ...(stream.OldImage ? { OldImage: stream.OldImage as NonNullable<DynamoDBRecord['dynamodb']>['OldImage'] } : {}),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
    eventSourceARN: streamArn,
  };
}

export async function startTableStream(options: {
  endpoint: string;
  tableName: string;
  region: string;
  consumers: readonly TableStreamConsumer[];
  log: (line: string) => void;
}): Promise<TableStream> {
  const table = new DynamoDBClient({ endpoint: options.endpoint });
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint });
  const { Table } = await table.send(new DescribeTableCommand({ TableName: options.tableName }));
  table.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${options.tableName} has no stream`);

  /** Open shard id -> the iterator to read next. */
  const iterators = new Map<string, string>();
  /** Closed shards read to their end. */
  const finished = new Set<string>();
  let stopped = false;
  const waiters: { since: number; resolve: () => void }[] = [];

  async function discoverShards(): Promise<void> {
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }));
      for (const shard of StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || iterators.has(shard.ShardId) || finished.has(shard.ShardId)) continue;
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' }),
        );
        if (ShardIterator) iterators.set(shard.ShardId, ShardIterator);
        else finished.add(shard.ShardId);
      }
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
  }

  async function deliver(consumer: TableStreamConsumer, records: DynamoDBRecord[]): Promise<void> {
    let pending = records;
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      let failedFrom: string | undefined;
      try {
        const answer = await consumer.invoke({ Records: pending });
        failedFrom = answer?.batchItemFailures[0]?.itemIdentifier;
      } catch (error) {
        options.log(`[table stream] ${consumer.name} failed: ${String(error)}`);
        failedFrom = pending[0]?.dynamodb?.SequenceNumber;
      }
      if (failedFrom === undefined) return;
      const from = pending.findIndex((record) => record.dynamodb?.SequenceNumber === failedFrom);
      pending = from >= 0 ? pending.slice(from) : pending;
      if (attempt >= DELIVERY_ATTEMPTS) {
        options.log(`[table stream] ${consumer.name}: ${pending.length} records dropped after ${attempt} attempts (AWS: the dead-letter queue)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }

  let discoveredAt = 0;

  /** One read of every shard; answers how many records it found. */
  async function pass(): Promise<number> {
    if (Date.now() - discoveredAt > SHARD_DISCOVERY_MS) {
      await discoverShards();
      discoveredAt = Date.now();
    }
    let found = 0;
    for (const [shardId, iterator] of [...iterators]) {
      const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      if (NextShardIterator) iterators.set(shardId, NextShardIterator);
      else {
        // A closed shard's records continue in its children: look for them now, and count this pass as busy.
        iterators.delete(shardId);
        finished.add(shardId);
        discoveredAt = 0;
        found += 1;
      }
      found += Records.length;
      const records = Records.map((record) => lambdaStreamRecord(record, streamArn!, options.region));
      for (const consumer of options.consumers) {
        const matching = records.filter((record) => consumer.filterPatterns.length === 0 || consumer.filterPatterns.some((pattern) => matchesFilter(record, pattern)));
        for (let start = 0; start < matching.length; start += consumer.batchSize) {
          await deliver(consumer, matching.slice(start, start + consumer.batchSize));
        }
      }
    }
    return found;
  }

  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      let found = 0;
      try {
        found = await pass();
      } catch (error) {
        if (!stopped) options.log(`[table stream] reading the stream failed: ${String(error)}`);
        found = -1;
      }
      if (found === 0) {
        // A pass begun after a waiter asked, that found nothing: everything written before it asked is delivered.
        const waiting = waiters.splice(0);
        for (const waiter of waiting) {
          if (started > waiter.since) waiter.resolve();
          else waiters.push(waiter);
        }
      }
      if (found <= 0) await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  })();

  return {
    drained() {
      const since = Date.now();
      return new Promise((resolve) => waiters.push({ since, resolve }));
    },
    async stop() {
      stopped = true;
      await loop;
      for (const waiter of waiters.splice(0)) waiter.resolve();
      streams.destroy();
    },
  };
}
