// AWS Signature Version 4, checked the way AWS checks it, for the emulators' fronts: a request is
// let through only if its Authorization header was made with the local stack's credentials
// (local-credentials.ts). The emulators themselves accept anything, which is what let any web
// page drive them. Only what the SDK clients of this project send is supported: header-signed
// requests (AWS4-HMAC-SHA256), signed payload hashes or UNSIGNED-PAYLOAD.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LocalCredentials } from './local-credentials';

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** How far a request's X-Amz-Date may be from now, as AWS allows. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

export interface SignedRequest {
  method: string;
  /** The path and query exactly as sent (e.g. `/bucket/key?uploads=`). */
  url: string;
  /** Header values by lower-case name, as Node's IncomingMessage gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type SignatureCheck = { ok: true } | { ok: false; code: 'MissingAuthenticationToken' | 'UnrecognizedClient' | 'SignatureDoesNotMatch' | 'RequestExpired'; message: string };

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(search: string): string {
  if (!search) return '';
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name, value = ''] = pair.split('=');
      return [uriEncode(decodeURIComponent(name.replace(/\+/g, ' '))), uriEncode(decodeURIComponent(value.replace(/\+/g, ' ')))] as const;
    });
  pairs.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/**
 * The canonical path: S3 signs the path as sent (each segment encoded once); the other services
 * normalize it and encode it twice.
 */
function canonicalPath(rawPath: string, service: string): string {
  if (service === 's3') return rawPath.split('/').map((segment) => uriEncode(decodeURIComponent(segment))).join('/');
  return rawPath.split('/').map((segment) => uriEncode(uriEncode(decodeURIComponent(segment)))).join('/') || '/';
}

function headerValue(headers: SignedRequest['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

interface ParsedAuthorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

function parseAuthorization(header: string): ParsedAuthorization | undefined {
  if (!header.startsWith(`${ALGORITHM} `)) return undefined;
  const fields = Object.fromEntries(
    header
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );
  const scope = String(fields.Credential ?? '').split('/');
  if (scope.length !== 5 || scope[4] !== 'aws4_request' || !fields.SignedHeaders || !fields.Signature) return undefined;
  return {
    accessKeyId: scope[0],
    date: scope[1],
    region: scope[2],
    service: scope[3],
    signedHeaders: String(fields.SignedHeaders).split(';'),
    signature: String(fields.Signature),
  };
}

/**
 * The path exactly as sent and the query: not through `new URL`, which would resolve `..`
 * segments and so check a signature over another path than the one the emulator would act on.
 */
export function rawUrl(url: string): { pathname: string; search: string; searchParams: URLSearchParams } {
  const at = url.indexOf('?');
  const search = at === -1 ? '' : url.slice(at);
  return { pathname: at === -1 ? url : url.slice(0, at), search, searchParams: new URLSearchParams(search) };
}

/** Parses 20261124T193000Z. */
function parseAmzDate(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
}

/** Checks a header-signed request against the stack's credentials. */
export function verifySignedRequest(request: SignedRequest, credentials: LocalCredentials, now: Date = new Date()): SignatureCheck {
  const authorization = headerValue(request.headers, 'authorization');
  if (!authorization) return { ok: false, code: 'MissingAuthenticationToken', message: 'Request is missing Authentication Token' };
  const parsed = parseAuthorization(authorization);
  if (!parsed) return { ok: false, code: 'MissingAuthenticationToken', message: 'Authorization header is not an AWS Signature Version 4 header' };
  if (parsed.accessKeyId !== credentials.accessKeyId) {
    return { ok: false, code: 'UnrecognizedClient', message: 'The security token included in the request is invalid.' };
  }
  const amzDate = headerValue(request.headers, 'x-amz-date');
  const signedAt = parseAmzDate(amzDate);
  if (!signedAt || amzDate.slice(0, 8) !== parsed.date || !parsed.signedHeaders.includes('host')) {
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_CLOCK_SKEW_MS) {
    return { ok: false, code: 'RequestExpired', message: 'Signature expired: the request time is too far from the current time.' };
  }
  const url = rawUrl(request.url);
  const declaredHash = headerValue(request.headers, 'x-amz-content-sha256');
  const payloadHash = declaredHash === 'UNSIGNED-PAYLOAD' ? declaredHash : sha256Hex(request.body);
  if (declaredHash && declaredHash !== 'UNSIGNED-PAYLOAD' && declaredHash !== payloadHash) {
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'The provided x-amz-content-sha256 header does not match what was computed.' };
  }
  const expected = signatureOf({ request, path: url.pathname, query: url.search, parsed, amzDate, payloadHash, secretAccessKey: credentials.secretAccessKey });
  return sameSignature(parsed.signature, expected) ? { ok: true } : MISMATCH;
}

const MISMATCH: SignatureCheck = { ok: false, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };

function sameSignature(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'hex');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

function signatureOf(input: {
  request: SignedRequest;
  path: string;
  query: string;
  parsed: ParsedAuthorization;
  amzDate: string;
  payloadHash: string;
  secretAccessKey: string;
}): Buffer {
  const { parsed } = input;
  const canonicalRequest = [
    input.request.method.toUpperCase(),
    canonicalPath(input.path, parsed.service),
    canonicalQuery(input.query),
    ...parsed.signedHeaders.map((name) => `${name}:${headerValue(input.request.headers, name)}`),
    '',
    parsed.signedHeaders.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${parsed.date}/${parsed.region}/${parsed.service}/aws4_request`;
  const stringToSign = [ALGORITHM, input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  return createHmac('sha256', signingKey(input.secretAccessKey, parsed.date, parsed.region, parsed.service)).update(stringToSign).digest();
}

/**
 * Checks a presigned URL (the signature in the query string, as getSignedUrl makes them for
 * receipts and documents): the stack's credentials, not expired, nothing changed.
 */
export function verifyPresignedUrl(request: SignedRequest, credentials: LocalCredentials, now: Date = new Date()): SignatureCheck {
  const url = rawUrl(request.url);
  const params = url.searchParams;
  if (params.get('X-Amz-Algorithm') !== ALGORITHM) return { ok: false, code: 'MissingAuthenticationToken', message: 'Request is not presigned' };
  const scope = (params.get('X-Amz-Credential') ?? '').split('/');
  const amzDate = params.get('X-Amz-Date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  const expiresIn = Number(params.get('X-Amz-Expires'));
  const signature = params.get('X-Amz-Signature') ?? '';
  if (scope.length !== 5 || scope[4] !== 'aws4_request' || !signedAt || !Number.isInteger(expiresIn) || !signature) return MISMATCH;
  if (scope[0] !== credentials.accessKeyId) return { ok: false, code: 'UnrecognizedClient', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  if (now.getTime() > signedAt.getTime() + expiresIn * 1000) return { ok: false, code: 'RequestExpired', message: 'Request has expired' };
  const parsed: ParsedAuthorization = {
    accessKeyId: scope[0],
    date: scope[1],
    region: scope[2],
    service: scope[3],
    signedHeaders: (params.get('X-Amz-SignedHeaders') ?? 'host').split(';'),
    signature,
  };
  const unsignedQuery = [...params.entries()].filter(([name]) => name !== 'X-Amz-Signature');
  const query = unsignedQuery.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const expected = signatureOf({ request, path: url.pathname, query, parsed, amzDate, payloadHash: 'UNSIGNED-PAYLOAD', secretAccessKey: credentials.secretAccessKey });
  return sameSignature(signature, expected) ? { ok: true } : MISMATCH;
}
