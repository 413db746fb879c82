// The local stack's limit on failed sign-ins (RATE_LIMITS.failedSignIns), which stands in for the
// lockout Cognito applies and cognito-local lacks. The Cognito guard in front of the emulator
// (cognito-guard.ts) applies it, so it holds for every way in: the gateway's /cognito, which the SPA
// signs in through, and the emulator's own port. Failed password sign-ins are counted per account
// (the user a name resolves to, so the e-mail in any letter case and the sub count alike), never
// per client address: ten addresses together get no more guesses than one. Over the limit, the
// call is answered without reaching the emulator, exactly as Cognito answers a locked-out user
// (400 {"__type":"NotAuthorizedException","message":"Password attempts exceeded"}), which the SPA
// shows as the spec's 'Too many failed login attempts...'. A successful sign-in clears the count.
import { RATE_LIMITS, type RateLimit } from '../../shared/abuse-limits';

/** What Cognito answers a user locked out after too many failed passwords. */
export const PASSWORD_ATTEMPTS_EXCEEDED = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' } as const;

/** Cognito's answers to a wrong username or password (the emulator says InvalidPasswordException). */
const FAILED_SIGN_IN_TYPES = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/** The flows that check a password: the SPA's (locally), and the admin one the API confirms a password with. */
const PASSWORD_FLOWS: Readonly<Record<string, string>> = { InitiateAuth: 'USER_PASSWORD_AUTH', AdminInitiateAuth: 'ADMIN_USER_PASSWORD_AUTH' };

export interface FailedSignInCounter {
  /**
   * Takes one of the account's attempts in the window before its password is checked; false when
   * none is left (locked). Taken first, so attempts sent at once cannot all pass before one fails.
   */
  take(account: string): boolean;
  /** The attempt taken did not check a password (a malformed call): it does not count. */
  release(account: string): void;
  /** The account signed in: its failures are forgotten. */
  clear(account: string): void;
}

/** Per account, the times of its counted attempts within the last window, in memory (the guard is one process). */
export function createFailedSignInCounter(options: { limit?: RateLimit; clock?: () => Date } = {}): FailedSignInCounter {
  const limit = options.limit ?? RATE_LIMITS.failedSignIns;
  const clock = options.clock ?? (() => new Date());
  const attempts = new Map<string, number[]>();
  const keyOf = (account: string) => account.trim().toLowerCase();
  const recent = (key: string, now: number) => (attempts.get(key) ?? []).filter((at) => at > now - limit.windowSeconds * 1000);
  return {
    take(account) {
      const key = keyOf(account);
      const now = clock().getTime();
      if (attempts.size > 10_000) {
        for (const [stale] of attempts) if (recent(stale, now).length === 0) attempts.delete(stale);
      }
      const kept = recent(key, now);
      if (kept.length >= limit.limit) return false;
      attempts.set(key, [...kept, now]);
      return true;
    },
    release(account) {
      attempts.get(keyOf(account))?.pop();
    },
    clear(account) {
      attempts.delete(keyOf(account));
    },
  };
}

/** The exception name of a Cognito error body, without its namespace ('aws#NotAuthorizedException'). */
export function cognitoErrorType(body: string): string | undefined {
  try {
    const type = (JSON.parse(body) as { __type?: unknown }).__type;
    return typeof type === 'string' ? type.split('#').pop() : undefined;
  } catch {
    return undefined;
  }
}

/** The user name of a call that checks a password (a password sign-in, the admin one too), if the call is one. */
export function passwordSignInUsername(operation: string, input: unknown): string | undefined {
  const call = input as { AuthFlow?: unknown; AuthParameters?: { USERNAME?: unknown } } | null;
  if (!PASSWORD_FLOWS[operation] || call?.AuthFlow !== PASSWORD_FLOWS[operation]) return undefined;
  const username = call.AuthParameters?.USERNAME;
  return typeof username === 'string' && username.trim() ? username : undefined;
}

/** How the emulator's answer to a counted attempt settles it. */
export function settleAttempt(counter: FailedSignInCounter, account: string, status: number, body: string): void {
  if (status === 200) counter.clear(account);
  else if (!(status === 400 && FAILED_SIGN_IN_TYPES.has(cognitoErrorType(body) ?? ''))) counter.release(account);
}
