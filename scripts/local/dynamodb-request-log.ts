// A recording proxy in front of DynamoDB Local: it forwards every request unchanged and notes its
// operation (from X-Amz-Target), table and index. Tests read the log through the gateway to prove
// what a request path does to the table, e.g. that provider search never Scans.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { freePort } from './free-port';

export interface DynamoDbRequest {
  operation: string;
  tableName?: string;
  indexName?: string;
}

export interface DynamoDbRequestLog {
  endpoint: string;
  entries(): DynamoDbRequest[];
  clear(): void;
  stop(): Promise<void>;
}

export async function startDynamoDbRequestLog(target: string): Promise<DynamoDbRequestLog> {
  const log: DynamoDbRequest[] = [];
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = String(incoming.headers['x-amz-target'] ?? '');
      let parsed: { TableName?: string; IndexName?: string } = {};
      try {
        parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
      } catch {
        // not JSON: record the operation alone
      }
      log.push({
        operation: target.split('.').pop() ?? target,
        ...(parsed.TableName ? { tableName: parsed.TableName } : {}),
        ...(parsed.IndexName ? { indexName: parsed.IndexName } : {}),
      });
      const forward = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
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
    entries: () => [...log],
    clear: () => {
      log.length = 0;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
