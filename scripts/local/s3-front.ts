// The local uploads bucket's front door: what S3 checks before it stores or hands out an object,
// in front of an S3 emulator (s3rver) that checks nothing and listens only on a private socket.
// - SDK calls (the functions' HeadObject, GetObject, DeleteObjects...) need a SigV4 signature made
//   with the stack's credentials; presigned GET links (receipts, documents) a valid, unexpired one.
// - Browser uploads (presigned POST forms) must satisfy their signed policy (post-policy.ts): key,
//   content type, size; the file is then stored under the policy's key with the policy's type.
// - CORS answers only the site's own origins, for POST and GET: never `*`, never PUT.
// - Only requests naming this front by an allowed host name are answered (allowed-hosts.ts), as S3
//   answers only its own endpoints: a rebound DNS name gets 421.
// Anything else gets S3's XML error and never reaches the emulator.
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowedHostNames, isAllowedHost } from './allowed-hosts';
import type { LocalCredentials } from './local-credentials';
import { checkPostUpload, isSafeObjectKey } from './post-policy';
import { readBodyUpTo } from './request-body';
import { rawUrl, verifyPresignedUrl, verifySignedRequest, type SignatureCheck } from './sigv4';

/** Far above any upload the site allows (the policies cap each one); past it nothing is kept. */
const MAX_REQUEST_BYTES = 25 * 1024 * 1024;

/** Query parameters of a presigned URL: dropped before the emulator sees the request. */
const PRESIGN_PARAMS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature', 'X-Amz-Security-Token'];

export interface S3FrontOptions {
  credentials: LocalCredentials;
  /** Where the emulator listens (a Unix socket no browser can reach). */
  emulatorSocket: string;
  /** The site's origins (the gateway's, under each host name), known once the gateway is up. */
  siteOrigins(): readonly string[];
  /** The host names answered; the loopback names and LOCAL_ALLOWED_HOSTS unless given. */
  allowedHosts?: readonly string[];
}

export interface S3Front {
  endpoint: string;
  server: Server;
  close(): Promise<void>;
}

function xmlError(response: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
}

const SIGNATURE_ERRORS: Record<Exclude<SignatureCheck, { ok: true }>['code'], { status: number; code: string }> = {
  MissingAuthenticationToken: { status: 403, code: 'AccessDenied' },
  UnrecognizedClient: { status: 403, code: 'InvalidAccessKeyId' },
  SignatureDoesNotMatch: { status: 403, code: 'SignatureDoesNotMatch' },
  RequestExpired: { status: 403, code: 'AccessDenied' },
};

/** Sends a request on to the emulator and its answer back, as is. */
function forward(options: S3FrontOptions, request: IncomingMessage, response: ServerResponse, init: { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer }): Promise<void> {
  return new Promise((resolve) => {
    const upstream = httpRequest(
      { socketPath: options.emulatorSocket, method: init.method, path: init.path, headers: { ...init.headers, 'content-length': String(init.body.length) } },
      (answer) => {
        const headers = { ...answer.headers };
        for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response).on('finish', resolve);
      },
    );
    upstream.on('error', () => {
      xmlError(response, 502, 'ServiceUnavailable', 'The local S3 emulator is not answering.');
      resolve();
    });
    upstream.end(init.body);
  });
}

/** The object key of a path-style request (`/bucket/key`), decoded; undefined when it cannot be. */
function objectKeyOf(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname.split('/').slice(2).join('/'));
  } catch {
    return undefined;
  }
}

export async function startS3Front(options: S3FrontOptions): Promise<S3Front> {
  const allowedHosts = options.allowedHosts ?? allowedHostNames();
  let listeningPort = 0;

  /** The CORS headers for a site origin; none for any other origin. */
  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !options.siteOrigins().includes(origin)) return {};
    return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'ETag' };
  }

  async function upload(request: IncomingMessage, response: ServerResponse, pathname: string, origin: string, body: Buffer): Promise<void> {
    const bucket = pathname.split('/')[1] ?? '';
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(request.headers['content-type'] ?? '') } }).formData();
    } catch {
      return xmlError(response, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return xmlError(response, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
    const check = checkPostUpload({ bucket, fields, fileSize: file.size }, options.credentials);
    if (!check.ok) return xmlError(response, check.status, check.code, check.message);
    // Stored as S3 stores it: under the policy's key, with the type the form declared.
    const bytes = Buffer.from(await file.arrayBuffer());
    const stored = await new Promise<{ status: number; etag?: string }>((resolve) => {
      const put = httpRequest(
        {
          socketPath: options.emulatorSocket,
          method: 'PUT',
          path: `/${bucket}/${check.key.split('/').map(encodeURIComponent).join('/')}`,
          headers: { 'content-type': check.contentType ?? 'binary/octet-stream', 'content-length': String(bytes.length) },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ status: answer.statusCode ?? 502, etag: answer.headers.etag }));
        },
      );
      put.on('error', () => resolve({ status: 502 }));
      put.end(bytes);
    });
    if (stored.status !== 200) return xmlError(response, 502, 'InternalError', 'The upload could not be stored.');
    response.writeHead(204, { ...(stored.etag ? { etag: stored.etag } : {}), location: `${origin}/${bucket}/${check.key}` }).end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isAllowedHost(request.headers.host, listeningPort, allowedHosts)) {
      request.resume();
      return xmlError(response, 421, 'MisdirectedRequest', 'This endpoint answers only its own host names.');
    }
    for (const [name, value] of Object.entries(corsHeaders(request))) response.setHeader(name, value);
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      const wanted = String(request.headers['access-control-request-method'] ?? '');
      if (!response.hasHeader('access-control-allow-origin') || !['GET', 'POST', 'HEAD'].includes(wanted)) {
        return xmlError(response, 403, 'AccessForbidden', 'CORSResponse: This CORS request is not allowed.');
      }
      response.writeHead(200, { 'access-control-allow-methods': 'GET, HEAD, POST', 'access-control-max-age': '3000' }).end();
      return;
    }
    const body = await readBodyUpTo(request, MAX_REQUEST_BYTES);
    if (body === null) {
      request.resume();
      return xmlError(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    }
    // The raw path: `new URL` would resolve `..` segments before the key could be checked.
    const url = rawUrl(request.url ?? '/');
    const origin = `http://${request.headers.host}`;
    const key = objectKeyOf(url.pathname);
    if (key === undefined || (key && !isSafeObjectKey(key))) return xmlError(response, 400, 'InvalidArgument', 'The object key is not allowed.');

    const signedRequest = { method, url: request.url ?? '/', headers: request.headers, body };
    if (request.headers.authorization) {
      const check = verifySignedRequest(signedRequest, options.credentials);
      if (!check.ok) return xmlError(response, SIGNATURE_ERRORS[check.code].status, SIGNATURE_ERRORS[check.code].code, check.message);
      const headers = { ...request.headers };
      delete headers.authorization;
      return forward(options, request, response, { method, path: request.url ?? '/', headers, body });
    }
    if (url.searchParams.has('X-Amz-Signature')) {
      if (method !== 'GET' && method !== 'HEAD') return xmlError(response, 403, 'AccessDenied', 'Access Denied');
      const check = verifyPresignedUrl(signedRequest, options.credentials);
      if (!check.ok) return xmlError(response, SIGNATURE_ERRORS[check.code].status, SIGNATURE_ERRORS[check.code].code, check.message);
      for (const name of PRESIGN_PARAMS) url.searchParams.delete(name);
      const query = url.searchParams.toString();
      return forward(options, request, response, { method, path: `${url.pathname}${query ? `?${query}` : ''}`, headers: { host: request.headers.host }, body: Buffer.alloc(0) });
    }
    if (method === 'POST' && String(request.headers['content-type'] ?? '').startsWith('multipart/form-data') && url.pathname.replace(/\/$/, '').split('/').length === 2) {
      return upload(request, response, url.pathname, origin, body);
    }
    return xmlError(response, 403, 'AccessDenied', 'Access Denied');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[s3-front]', error);
      if (!response.headersSent) xmlError(response, 500, 'InternalError', 'We encountered an internal error.');
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
