// Where the tokens live: access and id tokens only in memory (a script injected later cannot read
// them from storage), the refresh token in localStorage so a reload stays signed in. The API client
// asks here for a current access token; an expiring one is refreshed first (one refresh at a time).
import { refreshSession, type CognitoTokens } from './cognito-client';
import { clearRefreshToken, readRefreshToken, writeRefreshToken } from './refresh-token-store';

/** Refresh this long before expiry so a request never leaves with a token about to lapse. */
export const REFRESH_MARGIN_MS = 60_000;

interface HeldTokens {
  accessToken: string;
  idToken: string;
  expiresAt: number;
}

let held: HeldTokens | null = null;
let refreshing: Promise<HeldTokens | null> | null = null;

export const storedRefreshToken = readRefreshToken;

export function holdTokens(tokens: CognitoTokens, now = Date.now()): HeldTokens {
  held = {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    expiresAt: now + tokens.expiresInSeconds * 1000,
  };
  if (tokens.refreshToken) writeRefreshToken(tokens.refreshToken);
  return held;
}

export function dropTokens(): void {
  held = null;
  refreshing = null;
  clearRefreshToken();
}

export function tokenExpiresAt(): number | undefined {
  return held?.expiresAt;
}

/** Trades the stored refresh token for new tokens; null when there is none. Errors propagate. */
export function refreshTokens(): Promise<HeldTokens | null> {
  const refreshToken = storedRefreshToken();
  if (!refreshToken) return Promise.resolve(null);
  refreshing ??= refreshSession(refreshToken)
    .then((tokens) => holdTokens(tokens))
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A usable access token, or undefined when signed out (or the refresh failed). */
export async function currentAccessToken(now = Date.now()): Promise<string | undefined> {
  if (held && held.expiresAt - REFRESH_MARGIN_MS > now) return held.accessToken;
  if (!held && !refreshing) return undefined;
  try {
    return (await refreshTokens())?.accessToken;
  } catch {
    return held && held.expiresAt > now ? held.accessToken : undefined;
  }
}
