// The local gateway: what CloudFront plus API Gateway do in AWS, on one port. /api/* is routed by
// the contract (shared/contract) to the marketplace's functions (marketplace-functions.ts: in
// process, or their synthesized assets), with the verified JWT claims where API Gateway's
// authorizer would put them and the headers CloudFront adds on its way; /config.json is the runtime config the SPA reads;
// /cognito proxies the Cognito emulator so the SPA talks to it on its own origin; everything else
// is the built SPA. /dev/* pages exist only here (the outbox, the SMS simulator, the functions).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isOutboxAttachmentFile, readOutbox } from '../../functions/platform/messaging/outbox';
import { rateLimitSettingsFrom } from '../../functions/platform/rate-limit/settings';
import { GATEWAY_MAX_BODY_BYTES } from '../../shared/abuse-limits';
import { MESSAGES } from '../../shared/messages';
import { matchRoute, toApiEvent } from './api-event';
import type { MarketplaceFunctions } from './marketplace-functions';
import type { DynamoDbRequestLog } from './dynamodb-request-log';
import type { JwtVerifier } from './jwt-verifier';
import { renderOutboxPage } from './outbox-page';
import type { PaymentSandbox } from './payment-sandbox';
import { checkSiteCall, operationOf } from './cognito-operations';
import { createSignInLimit } from './sign-in-limit';
import { createSmsSimulator } from './sms-simulator';
import type { TableStream } from './table-stream';
import { createStaticSite } from './static-site';
import type { MediaServer } from './media';
import { securityHeaders } from '../../shared/security-headers';
import { readBodyUpTo } from './request-body';
import { advanceClock } from '../../functions/platform/clock';

/** Where the local stack serves the API's OpenAPI document. */
const OPENAPI_PATH = '/api/openapi.json';

/**
 * A hard cap on a request body (API Gateway's own is 10 MB): beyond it the gateway keeps nothing
 * more of the body and answers 413, so a huge body cannot exhaust memory. The handler chain
 * refuses bodies over MAX_JSON_BODY_BYTES itself.
 */
const MAX_BODY_BYTES = GATEWAY_MAX_BODY_BYTES;

/**
 * After a 413, the rest of the body is read and dropped, so the client can finish sending and read
 * the answer (closing on a client still writing resets the connection before it sees the 413);
 * past this much, the connection is cut.
 */
const MAX_DISCARDED_BYTES = 10 * 1024 * 1024;

/** A Cognito request of the SPA's is a few hundred bytes; anything far larger is not read. */
const MAX_COGNITO_BODY_BYTES = 16 * 1024;

/**
 * The browser-security headers of every response, from the module CloudFront's response-headers
 * policy is built from in AWS (shared/security-headers.ts). HSTS is sent too, although this is
 * plain http: browsers ignore it there, and one set of headers is simpler to keep equal. The CSP
 * differs from AWS in its origins only: Cognito is reached through /cognito on this origin, the
 * uploads bucket is the S3 emulator, and nothing upgrades to https. The gateway's own tool pages
 * (/dev/*, the payment sandbox), which do not exist in AWS, keep their inline <style>.
 */
function localSecurityHeaders(requestUrl: string): Record<string, string> {
  const s3Endpoint = process.env.AWS_ENDPOINT_URL_S3;
  return securityHeaders({
    uploadOrigins: s3Endpoint ? [new URL(s3Endpoint).origin] : [],
    upgradeInsecureRequests: false,
    allowInlineStyles: requestUrl.startsWith('/dev/') || requestUrl.startsWith('/sandbox/'),
  });
}

export interface GatewayOptions {
  port: number;
  siteRoot: string;
  cognitoEndpoint: string;
  runtimeConfig: { stage: string; region: string; userPoolId: string; userPoolClientId: string };
  verifyJwt: JwtVerifier;
  functions: MarketplaceFunctions;
  outboxDir: string;
  dynamoDbRequestLog?: DynamoDbRequestLog;
  /** The table's stream to its consumers: /dev/table-stream/drained waits for it to catch up. */
  tableStream?: Pick<TableStream, 'drained'>;
  /** The local payment sandbox, under /sandbox (when no Stripe key is configured). */
  paymentSandbox?: PaymentSandbox;
  /** Public images under /media, read from the uploads bucket. */
  media?: MediaServer;
  /** POST /dev/clock {days} moves the functions' clock forward (functions/platform/clock.ts); off unless asked for. */
  testClock?: boolean;
  logRequests?: boolean;
}

export interface Gateway {
  url: string;
  server: Server;
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** 413 for a body over the cap; the rest of the body is dropped as it arrives (MAX_DISCARDED_BYTES). */
function tooLarge(request: IncomingMessage, response: ServerResponse): void {
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) request.socket.destroy();
  });
  request.resume();
  json(response, 413, { message: MESSAGES.requestTooLarge });
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const site = createStaticSite(options.siteRoot);
  const smsSimulator = createSmsSimulator({ outboxDir: options.outboxDir, receiveText: options.functions.receiveText });
  // Failed sign-ins through /cognito are limited per IP and username (sign-in-limit.ts).
  const signInLimit = createSignInLimit({
    cognitoEndpoint: options.cognitoEndpoint,
    userPoolId: options.runtimeConfig.userPoolId,
    exemptIps: rateLimitSettingsFrom(process.env).exemptIps,
  });

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const match = matchRoute(method, url.pathname);
    if (!match) return json(response, 404, { message: 'Not Found' });
    const body = await readBodyUpTo(request, MAX_BODY_BYTES);
    if (body === null) return tooLarge(request, response);
    let claims: Record<string, unknown> | null = null;
    if (options.functions.authorizes(match.route)) {
      claims = await options.verifyJwt(request.headers.authorization);
      if (!claims) return json(response, 401, { message: 'Unauthorized' });
    }
    const sourceIp = request.socket.remoteAddress ?? '127.0.0.1';
    // CloudFront replaces a viewer's header of the same name with its own.
    const headers = { ...request.headers, ...options.functions.originHeaders(sourceIp) };
    const event = toApiEvent({ method, url, headers, body, sourceIp }, match, claims);
    try {
      const result = await options.functions.invokeApi(match.route, event);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
      if (result.cookies?.length) headers['set-cookie'] = result.cookies;
      response.writeHead(result.statusCode ?? 200, headers);
      response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
    } catch (error) {
      // What API Gateway answers when the function itself fails.
      console.error(`[gateway] ${method} ${url.pathname} failed:`, error);
      json(response, 500, { message: 'Internal Server Error' });
    }
  }

  /**
   * /dev/functions: which functions ran and what they served (asset mode), and what AWS would
   * trigger on its own, on demand: the availability schedule, Secrets Manager's rotation of the
   * origin secret (asset mode).
   */
  async function handleFunctionTools(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
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
    return json(response, 404, { message: 'Not Found' });
  }

  /** An e-mail attachment the outbox wrote beside its entry, with the type the entry recorded. */
  async function serveOutboxFile(response: ServerResponse, name: string): Promise<void> {
    if (!isOutboxAttachmentFile(name)) return json(response, 404, { message: 'Not Found' });
    const entry = (await readOutbox(options.outboxDir)).find(
      (candidate) => candidate.channel === 'email' && candidate.attachments?.some((attachment) => attachment.file === name),
    );
    const attachment = entry?.channel === 'email' ? entry.attachments?.find((candidate) => candidate.file === name) : undefined;
    if (!attachment) return json(response, 404, { message: 'Not Found' });
    const bytes = await readFile(path.join(options.outboxDir, name));
    response
      .writeHead(200, {
        'content-type': attachment.contentType,
        'content-disposition': `inline; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
      })
      .end(bytes);
  }

  /**
   * The SPA's own Cognito calls, and nothing else (cognito-operations.ts): the emulator would
   * answer any operation, from creating an operator to listing every user. Cognito's failed
   * sign-in lockout, which the emulator lacks, is applied on the way (sign-in-limit.ts). No CORS:
   * the SPA calls it on its own origin.
   */
  async function proxyCognito(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
    };
    if (request.method !== 'POST') return answer(405, { __type: 'MethodNotAllowed', message: 'Method Not Allowed' });
    const body = await readBodyUpTo(request, MAX_COGNITO_BODY_BYTES);
    if (body === null) {
      request.resume();
      return answer(413, { __type: 'RequestEntityTooLarge', message: 'Request Entity Too Large' });
    }
    let input: unknown;
    try {
      input = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(400, { __type: 'SerializationException', message: 'Request body is not valid JSON' });
    }
    const operation = operationOf(request.headers['x-amz-target']);
    const check = checkSiteCall(operation, input);
    if (!check.allowed) return answer(400, { __type: check.type, message: check.message });
    const upstream = await signInLimit.forward(request, operation!, input, body);
    const headers: Record<string, string> = { 'content-type': upstream.headers['content-type'] ?? 'application/x-amz-json-1.1' };
    response.writeHead(upstream.status, headers).end(upstream.body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const { pathname } = url;
    // The API's OpenAPI document (docs/openapi.json, generated from shared/contract by `npm run openapi`).
    if (pathname === OPENAPI_PATH && request.method === 'GET') {
      const document = await readFile(path.resolve(import.meta.dirname, '../../docs/openapi.json'));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(document);
      return;
    }
    if (pathname.startsWith('/api/')) return handleApi(request, response, url);
    if (pathname === '/cognito' || pathname.startsWith('/cognito/')) return proxyCognito(request, response);
    if (options.paymentSandbox && pathname.startsWith('/sandbox/')) {
      if (await options.paymentSandbox.handle(request, response, url)) return;
      return json(response, 404, { message: 'Not Found' });
    }
    if (options.media && pathname.startsWith('/media/')) return options.media(pathname, response);
    if (pathname === '/config.json') {
      return json(response, 200, {
        apiBaseUrl: '',
        ...options.runtimeConfig,
        cognitoEndpoint: `${url.origin}/cognito`,
        // cognito-local has no SRP: the SPA sends the password (to this machine only).
        authFlow: 'USER_PASSWORD_AUTH',
      });
    }
    if (pathname === '/dev/outbox') {
      const entries = await readOutbox(options.outboxDir);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderOutboxPage(entries));
      return;
    }
    if (pathname === '/dev/sms' && (await smsSimulator.handle(request, response, url))) return;
    if (pathname === '/dev/outbox.json') return json(response, 200, await readOutbox(options.outboxDir));
    if (pathname.startsWith('/dev/outbox/files/')) return serveOutboxFile(response, decodeURIComponent(pathname.slice('/dev/outbox/files/'.length)));
    if (pathname === '/dev/dynamodb-requests' && options.dynamoDbRequestLog) {
      if (request.method === 'DELETE') {
        options.dynamoDbRequestLog.clear();
        return json(response, 200, []);
      }
      return json(response, 200, options.dynamoDbRequestLog.entries());
    }
    // Tests take the table away and bring it back: {"down": true|false}.
    if (pathname === '/dev/dynamodb-outage' && options.dynamoDbRequestLog && request.method === 'POST') {
      const { down } = JSON.parse((await readBodyUpTo(request, 1024))?.toString('utf8') || '{}') as { down?: unknown };
      options.dynamoDbRequestLog.outage(down === true);
      return json(response, 200, { down: down === true });
    }
    if (pathname.startsWith('/dev/functions')) return handleFunctionTools(request, response, pathname);
    // Answers once every table write so far has reached the stream's consumers (search is up to date).
    if (pathname === '/dev/table-stream/drained' && options.tableStream) {
      await options.tableStream.drained();
      return json(response, 200, { drained: true });
    }
    // The test clock: a browser test lives through a rental's days (delivery on its date) in minutes.
    if (pathname === '/dev/clock' && options.testClock && request.method === 'POST') {
      const body = await readBodyUpTo(request, 1024);
      const { days } = JSON.parse(body?.toString('utf8') || '{}') as { days?: unknown };
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 90) return json(response, 400, { message: 'days: a whole number from 1 to 90' });
      return json(response, 200, { now: advanceClock(days * 24 * 60 * 60 * 1000).toISOString() });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return json(response, 405, { message: 'Method Not Allowed' });
    site.serve(request, response, pathname);
  }

  const server = createServer((request, response) => {
    const started = Date.now();
    // Before any handler runs, so every answer has them (SPA, API, media, proxied Cognito, tool pages, errors).
    for (const [name, value] of Object.entries(localSecurityHeaders(request.url ?? '/'))) response.setHeader(name, value);
    if (options.logRequests) {
      response.on('finish', () => {
        if (request.url?.startsWith('/api/')) {
          console.log(`[gateway] ${request.method} ${request.url} ${response.statusCode} ${Date.now() - started} ms`);
        }
      });
    }
    handle(request, response).catch((error: unknown) => {
      console.error('[gateway] request failed:', error);
      if (!response.headersSent) json(response, 500, { message: 'Internal Server Error' });
      else response.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
