// The refresh token's place in localStorage. Dependency-free on purpose: the first route reads it
// to know whether a session may exist without loading the Cognito client and zod.
const REFRESH_TOKEN_KEY = 'dm.refreshToken';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

export function writeRefreshToken(token: string): void {
  storage()?.setItem(REFRESH_TOKEN_KEY, token);
}

export function clearRefreshToken(): void {
  storage()?.removeItem(REFRESH_TOKEN_KEY);
}
