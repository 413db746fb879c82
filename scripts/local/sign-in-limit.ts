// The local gateway's limit on failed sign-ins (RATE_LIMITS.failedSignIns) on its /cognito proxy:
// the SPA signs in with Cognito's InitiateAuth directly, so this proxy is the one place the local
// stack sees sign-ins (the proxy forwards no other way to sign in: cognito-operations.ts). Failed
// password sign-ins are counted per client IP and user in fixed windows (in memory: the gateway is
// one process); the user is the one the name resolves to in the pool, so signing in with the sub,
// or the e-mail in other letter case, counts against the same user; over the limit, the call is answered without
// reaching the emulator, exactly as Cognito answers a locked-out user
// (400 {"__type":"NotAuthorizedException","message":"Password attempts exceeded"}), so the SPA shows
// the spec's 'Too many failed login attempts...' message. A successful sign-in clears the count.
// In AWS, Cognito's own lockout does this job (docs/SECURITY.md, "Abuse limits").
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { RATE_LIMITS, type RateLimit } from '../../shared/abuse-limits';
import { fixedWindow } from '../../functions/platform/rate-limit/window';

/** What Cognito answers a user locked out after too many failed passwords. */
const PASSWORD_ATTEMPTS_EXCEEDED = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' } as const;

/** Cognito's answers to a wrong username or password (the emulator says InvalidPasswordException). */
const FAILED_SIGN_IN_TYPES = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

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

/** The user name of a sign-in with a password (USER_PASSWORD_AUTH), if the call is one. */
export function passwordSignInUsername(input: unknown): string | undefined {
  const call = input as { AuthFlow?: unknown; AuthParameters?: { USERNAME?: unknown; PASSWORD?: unknown } } | null;
  if (call?.AuthFlow !== 'USER_PASSWORD_AUTH') return undefined;
  const username = call.AuthParameters?.USERNAME;
  return typeof username === 'string' && username.trim() ? username : undefined;
}

/** The site's call, passed on to the emulator with only the headers Cognito reads. */
function forward(cognitoEndpoint: string, request: IncomingMessage, body: Buffer): Promise<CognitoAnswer> {
  const target = new URL(cognitoEndpoint);
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/',
        headers: {
          host: target.host,
          'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'),
          'x-amz-target': String(request.headers['x-amz-target'] ?? ''),
          'content-length': String(body.length),
        },
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

interface CognitoAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Who a sign-in name belongs to: the user's own name in the pool (its sub) from any alias, if it exists. */
export type UserResolver = (username: string) => Promise<string | undefined>;

/** Resolves names with the admin API, signed with the stack's credentials (from the environment). */
function cognitoUserResolver(cognitoEndpoint: string, userPoolId: string): UserResolver {
  let client: CognitoIdentityProviderClient | undefined;
  return async (username) => {
    client ??= new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: process.env.AWS_REGION ?? 'us-east-1' });
    // Cognito matches e-mail aliases in any letter case; the emulator only as stored (lower case here).
    for (const name of new Set([username.trim(), username.trim().toLowerCase()])) {
      try {
        return (await client!.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: name }))).Username;
      } catch {
        // Not this spelling: try the next.
      }
    }
    return undefined;
  };
}

export interface SignInLimit {
  /** Passes a call the site may make on to the emulator; password sign-ins are counted and limited. */
  forward(request: IncomingMessage, operation: string, input: unknown, body: Buffer): Promise<CognitoAnswer>;
}

const jsonAnswer = (status: number, body: unknown): CognitoAnswer => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: Buffer.from(JSON.stringify(body)),
});

export function createSignInLimit(options: {
  cognitoEndpoint: string;
  userPoolId: string;
  counter?: FailedSignInCounter;
  exemptIps?: ReadonlySet<string>;
  resolveUser?: UserResolver;
}): SignInLimit {
  const counter = options.counter ?? createFailedSignInCounter({ exemptIps: options.exemptIps });
  const resolveUser = options.resolveUser ?? cognitoUserResolver(options.cognitoEndpoint, options.userPoolId);
  const send = async (request: IncomingMessage, body: Buffer) => {
    try {
      return await forward(options.cognitoEndpoint, request, body);
    } catch {
      return jsonAnswer(502, { message: 'The local Cognito emulator is not answering.' });
    }
  };
  return {
    async forward(request, operation, input, body) {
      const username = operation === 'InitiateAuth' ? passwordSignInUsername(input) : undefined;
      if (username === undefined) return send(request, body);
      // Counted per user, whatever name they were signed in with: e-mail in any case, or the sub.
      const user = (await resolveUser(username)) ?? username.trim().toLowerCase();
      const ip = request.socket.remoteAddress ?? 'unknown';
      if (!counter.allows(ip, user)) return jsonAnswer(400, PASSWORD_ATTEMPTS_EXCEEDED);
      const upstream = await send(request, body);
      if (upstream.status === 200) counter.recordSuccess(ip, user);
      else if (upstream.status === 400 && FAILED_SIGN_IN_TYPES.has(cognitoErrorType(upstream.body) ?? '')) counter.recordFailure(ip, user);
      return upstream;
    },
  };
}
