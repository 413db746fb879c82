// The local gateway's /dev/* tools, which do not exist in AWS: the outbox (e-mails and texts the
// marketplace sent, with attachments), the SMS simulator, the DynamoDB request log of the test
// stacks, the functions' usage and what AWS would trigger on its own (the availability schedule,
// the origin secret's rotation), the table stream's catch-up and the test clock. The gateway sends
// them only requests on its own names, and changes of state only from its own pages (gateway.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { advanceClock } from '../../functions/platform/clock';
import { isOutboxAttachmentFile, readOutbox } from '../../functions/platform/messaging/outbox';
import type { DynamoDbRequestLog } from './dynamodb-request-log';
import type { MarketplaceFunctions } from './marketplace-functions';
import { renderOutboxPage } from './outbox-page';
import { readBodyUpTo } from './request-body';
import { createSmsSimulator } from './sms-simulator';
import type { TableStream } from './table-stream';

export interface DevToolsOptions {
  functions: MarketplaceFunctions;
  outboxDir: string;
  dynamoDbRequestLog?: DynamoDbRequestLog;
  tableStream?: Pick<TableStream, 'drained'>;
  testClock?: boolean;
}

export interface DevTools {
  /** Answers a /dev/* request; false when no tool has that path (the gateway answers it then). */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
}

function json(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  return true;
}

const notFound = (response: ServerResponse) => json(response, 404, { message: 'Not Found' });

/** A tool's small JSON body as an object of unknown fields; empty when absent or not JSON, which each tool treats as its fields missing. */
async function smallJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBodyUpTo(request, 1024);
  try {
    const parsed: unknown = JSON.parse(body?.toString('utf8') || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createDevTools(options: DevToolsOptions): DevTools {
  const smsSimulator = createSmsSimulator({ outboxDir: options.outboxDir, receiveText: options.functions.receiveText });

  /**
   * /dev/functions: which functions ran and what they served (asset mode), and what AWS would
   * trigger on its own, on demand: the availability schedule, Secrets Manager's rotation of the
   * origin secret (asset mode).
   */
  async function functionTools(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<true> {
    const { functions } = options;
    if (pathname === '/dev/functions' && request.method === 'GET') {
      return json(response, 200, { mode: functions.mode, functions: functions.usage?.() ?? [], distribution: functions.distributionStatus?.() ?? null });
    }
    if (request.method !== 'POST') return json(response, 405, { message: 'Method Not Allowed' });
    if (pathname === '/dev/functions/availability-sweep') {
      await functions.sweepAvailability();
      return json(response, 200, { ran: 'availability-sweep' });
    }
    if (pathname === '/dev/functions/origin-secret-rotation' && functions.rotateOriginSecret) {
      await functions.rotateOriginSecret();
      return json(response, 200, { ran: 'origin-secret-rotation' });
    }
    return notFound(response);
  }

  /** An e-mail attachment the outbox wrote beside its entry, with the type the entry recorded. */
  async function outboxFile(response: ServerResponse, encodedName: string): Promise<true> {
    let name: string;
    try {
      name = decodeURIComponent(encodedName);
    } catch {
      return notFound(response);
    }
    if (!isOutboxAttachmentFile(name)) return notFound(response);
    const entry = (await readOutbox(options.outboxDir)).find(
      (candidate) => candidate.channel === 'email' && candidate.attachments?.some((attachment) => attachment.file === name),
    );
    const attachment = entry?.channel === 'email' ? entry.attachments?.find((candidate) => candidate.file === name) : undefined;
    if (!attachment) return notFound(response);
    const bytes = await readFile(path.join(options.outboxDir, name));
    response
      .writeHead(200, {
        'content-type': attachment.contentType,
        'content-disposition': `inline; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
      })
      .end(bytes);
    return true;
  }

  /** The test clock: a browser test lives through a rental's days (delivery on its date) in minutes. */
  async function moveClock(request: IncomingMessage, response: ServerResponse): Promise<true> {
    const { days } = await smallJsonBody(request);
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 90) return json(response, 400, { message: 'days: a whole number from 1 to 90' });
    return json(response, 200, { now: advanceClock(days * 24 * 60 * 60 * 1000).toISOString() });
  }

  /** Tests take the table away and bring it back: {"down": true|false}. */
  async function tableOutage(request: IncomingMessage, response: ServerResponse, log: DynamoDbRequestLog): Promise<true> {
    const { down } = await smallJsonBody(request);
    log.outage(down === true);
    return json(response, 200, { down: down === true });
  }

  return {
    async handle(request, response, url) {
      const { pathname } = url;
      if (pathname === '/dev/outbox') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderOutboxPage(await readOutbox(options.outboxDir)));
        return true;
      }
      if (pathname === '/dev/sms') return smsSimulator.handle(request, response, url);
      if (pathname === '/dev/outbox.json') return json(response, 200, await readOutbox(options.outboxDir));
      if (pathname.startsWith('/dev/outbox/files/')) return outboxFile(response, pathname.slice('/dev/outbox/files/'.length));
      if (pathname === '/dev/dynamodb-requests' && options.dynamoDbRequestLog) {
        if (request.method !== 'DELETE') return json(response, 200, options.dynamoDbRequestLog.entries());
        options.dynamoDbRequestLog.clear();
        return json(response, 200, []);
      }
      if (pathname === '/dev/dynamodb-outage' && options.dynamoDbRequestLog && request.method === 'POST') {
        return tableOutage(request, response, options.dynamoDbRequestLog);
      }
      if (pathname.startsWith('/dev/functions')) return functionTools(request, response, pathname);
      // Answers once every table write so far has reached the stream's consumers (search is up to date).
      if (pathname === '/dev/table-stream/drained' && options.tableStream) {
        await options.tableStream.drained();
        return json(response, 200, { drained: true });
      }
      if (pathname === '/dev/clock' && options.testClock && request.method === 'POST') return moveClock(request, response);
      return false;
    },
  };
}
