// A recording proxy in front of DynamoDB Local: it forwards every request unchanged and notes its
// operation (from X-Amz-Target), table and index. Tests read the log through the gateway to prove
// what a request path does to the table, e.g. that provider search never Scans. With
// `consumedCapacity` (the benchmark) it also asks DynamoDB Local for each read's consumed capacity
// (ReturnConsumedCapacity TOTAL, which DynamoDB Local works out as DynamoDB bills it: per 4 KB of
// an item read, or of a Query's items read together, halved for an eventually consistent read) and
// notes it with the answer's size. A test can also take the table away for a while (`outage`): every
// request is then answered as DynamoDB answers when it cannot serve one (500, retryable), as if the
// table were unreachable, until the outage ends.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { freePort } from './free-port';

export interface DynamoDbRequest {
  operation: string;
  tableName?: string;
  indexName?: string;
  /** With `consumedCapacity`: the read capacity units the request consumed, tables and indexes together. */
  readUnits?: number;
  /** With `consumedCapacity`: the answer's body, in bytes. */
  responseBytes?: number;
}

export interface DynamoDbRequestLog {
  endpoint: string;
  entries(): DynamoDbRequest[];
  clear(): void;
  /** While true, nothing reaches DynamoDB Local: every request fails as DynamoDB's own outages do. */
  outage(down: boolean): void;
  stop(): Promise<void>;
}

export interface DynamoDbRequestLogOptions {
  consumedCapacity?: boolean;
}

/** The operations that read and report consumed capacity when asked. */
const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);

interface CapacityAnswer {
  ConsumedCapacity?: { CapacityUnits?: number; ReadCapacityUnits?: number } | { CapacityUnits?: number; ReadCapacityUnits?: number }[];
}

/** The read units of an answer's ConsumedCapacity (one entry, or one per table for batch and transaction reads). */
export function readUnitsOfAnswer(answer: CapacityAnswer): number | undefined {
  const consumed = answer.ConsumedCapacity;
  if (consumed === undefined) return undefined;
  return (Array.isArray(consumed) ? consumed : [consumed]).reduce((sum, entry) => sum + (entry.ReadCapacityUnits ?? entry.CapacityUnits ?? 0), 0);
}

/**
 * What DynamoDB bills for a read DynamoDB Local reports `reported` units for: the same, except that
 * a GetItem, Query or Scan finding nothing still costs the minimum, half a unit eventually
 * consistent or one strongly consistent, where DynamoDB Local reports none.
 */
export function billedReadUnits(operation: string, reported: number, consistentRead: boolean): number {
  if (reported > 0 || !['GetItem', 'Query', 'Scan'].includes(operation)) return reported;
  return consistentRead ? 1 : 0.5;
}

export async function startDynamoDbRequestLog(target: string, options: DynamoDbRequestLogOptions = {}): Promise<DynamoDbRequestLog> {
  const log: DynamoDbRequest[] = [];
  const upstream = new URL(target);
  let down = false;
  const server: Server = createServer((incoming, outgoing) => {
    if (down) {
      incoming.resume();
      outgoing
        .writeHead(500, { 'content-type': 'application/x-amz-json-1.0' })
        .end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'The table is unreachable (a test outage)' }));
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      let body = Buffer.concat(chunks);
      const target = String(incoming.headers['x-amz-target'] ?? '');
      const operation = target.split('.').pop() ?? target;
      let parsed: { TableName?: string; IndexName?: string; ReturnConsumedCapacity?: string; ConsistentRead?: boolean } = {};
      try {
        parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
      } catch {
        // not JSON: record the operation alone
      }
      const entry: DynamoDbRequest = {
        operation,
        ...(parsed.TableName ? { tableName: parsed.TableName } : {}),
        ...(parsed.IndexName ? { indexName: parsed.IndexName } : {}),
      };
      log.push(entry);
      const measured = options.consumedCapacity === true && READS.has(operation);
      const headers = { ...incoming.headers };
      if (measured && parsed.ReturnConsumedCapacity === undefined) {
        // The request as sent, but asking for its capacity (the signature is not checked locally).
        body = Buffer.from(JSON.stringify({ ...parsed, ReturnConsumedCapacity: 'TOTAL' }));
        headers['content-length'] = String(body.length);
      }
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (response) => {
        if (!measured) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const answer: Buffer[] = [];
        response.on('data', (chunk: Buffer) => answer.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(answer);
          entry.responseBytes = bytes.length;
          try {
            const units = readUnitsOfAnswer(JSON.parse(bytes.toString('utf8')) as CapacityAnswer);
            if (units !== undefined) entry.readUnits = billedReadUnits(operation, units, parsed.ConsistentRead === true);
          } catch {
            // not JSON (an error page): no capacity to note
          }
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          outgoing.end(bytes);
        });
      });
      forward.on('error', (error) => {
        outgoing.writeHead(502).end(String(error));
      });
      forward.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    entries: () => log.map((entry) => ({ ...entry })),
    clear: () => {
      log.length = 0;
    },
    outage: (value) => {
      down = value;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
