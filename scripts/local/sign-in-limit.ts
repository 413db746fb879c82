// The local gateway's limit on failed sign-ins (RATE_LIMITS.failedSignIns) on its /cognito proxy:
// the SPA signs in with Cognito's InitiateAuth directly, so this proxy is the one place the local
// stack sees sign-ins. Failed InitiateAuth calls are counted per client IP and username in fixed
// windows (in memory: the gateway is one process); over the limit, the call is answered without
// reaching the emulator, exactly as Cognito answers a locked-out user
// (400 {"__type":"NotAuthorizedException","message":"Password attempts exceeded"}), so the SPA shows
// the spec's 'Too many failed login attempts...' message. A successful sign-in clears the count.
// In AWS, Cognito's own lockout does this job (docs/SECURITY.md, "Abuse limits").
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { RATE_LIMITS, type RateLimit } from '../../shared/abuse-limits';
import { fixedWindow } from '../../functions/platform/rate-limit/window';
import { readBodyUpTo } from './request-body';

/** What Cognito answers a user locked out after too many failed passwords. */
export const PASSWORD_ATTEMPTS_EXCEEDED = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' } as const;

/** Cognito's answers to a wrong username or password (the emulator says InvalidPasswordException). */
const FAILED_SIGN_IN_TYPES = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/** An InitiateAuth body is a few hundred bytes; anything far larger is not read. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

export interface FailedSignInCounter {
  /** True when this client and username may try again (the limit is not reached). */
  allows(ip: string, username: string): boolean;
  recordFailure(ip: string, username: string): void;
  recordSuccess(ip: string, username: string): void;
}

/** Fixed-window counts of failed sign-ins per IP and (case-insensitive) username, in memory. */
export function createFailedSignInCounter(
  options: { limit?: RateLimit; exemptIps?: ReadonlySet<string>; clock?: () => Date } = {},
): FailedSignInCounter {
  const limit = options.limit ?? RATE_LIMITS.failedSignIns;
  const clock = options.clock ?? (() => new Date());
  const counts = new Map<string, { windowStart: number; failures: number }>();
  const keyOf = (ip: string, username: string) => `${ip}\n${username.trim().toLowerCase()}`;
  const current = (key: string) => {
    const entry = counts.get(key);
    return entry && entry.windowStart === fixedWindow(clock(), limit.windowSeconds).startSeconds ? entry.failures : 0;
  };
  const exempt = (ip: string) => options.exemptIps?.has(ip) ?? false;
  return {
    allows: (ip, username) => exempt(ip) || current(keyOf(ip, username)) < limit.limit,
    recordFailure(ip, username) {
      if (exempt(ip)) return;
      const key = keyOf(ip, username);
      const windowStart = fixedWindow(clock(), limit.windowSeconds).startSeconds;
      if (counts.size > 10_000) {
        for (const [stale, entry] of counts) if (entry.windowStart !== windowStart) counts.delete(stale);
      }
      counts.set(key, { windowStart, failures: current(key) + 1 });
    },
    recordSuccess(ip, username) {
      counts.delete(keyOf(ip, username));
    },
  };
}

/** The exception name of a Cognito error body, without its namespace ('aws#NotAuthorizedException'). */
export function cognitoErrorType(body: Buffer): string | undefined {
  try {
    const type = (JSON.parse(body.toString('utf8')) as { __type?: unknown }).__type;
    return typeof type === 'string' ? type.split('#').pop() : undefined;
  } catch {
    return undefined;
  }
}

/** The username of an InitiateAuth body, if it has one. */
export function initiateAuthUsername(body: Buffer): string | undefined {
  try {
    const username = (JSON.parse(body.toString('utf8')) as { AuthParameters?: { USERNAME?: unknown } }).AuthParameters?.USERNAME;
    return typeof username === 'string' && username.trim() ? username : undefined;
  } catch {
    return undefined;
  }
}

function forward(cognitoEndpoint: string, request: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  const target = new URL(cognitoEndpoint);
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/',
        headers: { ...request.headers, host: target.host, 'content-length': String(body.length) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

export interface SignInLimit {
  /** Answers an InitiateAuth call on /cognito (true); anything else is left to the plain proxy (false). */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
}

export function createSignInLimit(options: { cognitoEndpoint: string; counter?: FailedSignInCounter; exemptIps?: ReadonlySet<string> }): SignInLimit {
  const counter = options.counter ?? createFailedSignInCounter({ exemptIps: options.exemptIps });
  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
  return {
    async handle(request, response) {
      const target = String(request.headers['x-amz-target'] ?? '');
      if (request.method !== 'POST' || !target.endsWith('.InitiateAuth')) return false;
      const body = await readBodyUpTo(request, MAX_AUTH_BODY_BYTES);
      if (body === null) {
        request.resume(); // dropped as it arrives, so the client can read the answer
        answer(response, 413, { __type: 'RequestEntityTooLarge', message: 'Request Entity Too Large' });
        return true;
      }
      const ip = request.socket.remoteAddress ?? 'unknown';
      const username = initiateAuthUsername(body);
      if (username !== undefined && !counter.allows(ip, username)) {
        answer(response, 400, PASSWORD_ATTEMPTS_EXCEEDED);
        return true;
      }
      let upstream;
      try {
        upstream = await forward(options.cognitoEndpoint, request, body);
      } catch {
        answer(response, 502, { message: 'The local Cognito emulator is not answering.' });
        return true;
      }
      if (username !== undefined) {
        if (upstream.status === 200) counter.recordSuccess(ip, username);
        else if (upstream.status === 400 && FAILED_SIGN_IN_TYPES.has(cognitoErrorType(upstream.body) ?? '')) counter.recordFailure(ip, username);
      }
      const headers = { ...upstream.headers, 'content-length': String(upstream.body.length) };
      delete headers['transfer-encoding'];
      response.writeHead(upstream.status, headers).end(upstream.body);
      return true;
    },
  };
}
