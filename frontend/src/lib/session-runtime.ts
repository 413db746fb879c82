// The session's working parts: Cognito calls, token keeping and api.getMe. session.tsx loads
// this module on demand (a stored refresh token, or a sign-in), so a signed-out visitor's first
// page carries neither the Cognito client nor zod.
import { api } from './api/client';
import {
  currentAccessToken,
  dropTokens,
  holdTokens,
  REFRESH_MARGIN_MS,
  refreshTokens,
  storedRefreshToken,
  tokenExpiresAt,
} from './auth-tokens';
import { changePassword, CognitoError, isCognitoError, revokeRefreshToken, signInWithPassword } from './cognito-client';
import type { SessionUser } from './session';

export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export async function loadUser(): Promise<SessionUser> {
  const me = await api.getMe();
  const name = me.name?.trim() ?? '';
  return { userId: me.userId, name, firstName: firstNameOf(name), role: me.role, email: me.email ?? '' };
}

/** A rejected refresh token is gone for good; a network failure keeps it for the next try. */
function isFinalRejection(error: unknown): boolean {
  return isCognitoError(error) && error.code !== 'NetworkError';
}

/** On load: trade the stored refresh token for tokens and ask the API who this is. */
export async function restoreSession(): Promise<SessionUser | null> {
  try {
    const tokens = await refreshTokens();
    return tokens ? await loadUser() : null;
  } catch (error) {
    if (isFinalRejection(error)) dropTokens();
    return null;
  }
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  holdTokens(await signInWithPassword(email.trim(), password));
  try {
    return await loadUser();
  } catch (error) {
    dropTokens();
    throw error;
  }
}

/** Drops the tokens here and revokes the refresh token (taken by the caller before clearing it). */
export async function signOut(refreshToken = storedRefreshToken()): Promise<void> {
  dropTokens();
  if (refreshToken) await revokeRefreshToken(refreshToken);
}

/** Milliseconds until the tokens should be renewed; undefined when none are held. */
export function renewalDelay(now = Date.now()): number | undefined {
  const expiresAt = tokenExpiresAt();
  return expiresAt === undefined ? undefined : Math.max(expiresAt - REFRESH_MARGIN_MS - now, 5_000);
}

/** 'renewed', 'retry' (network trouble) or 'signedOut' (the refresh token was refused). */
export async function renewTokens(): Promise<'renewed' | 'retry' | 'signedOut'> {
  try {
    return (await refreshTokens()) ? 'renewed' : 'signedOut';
  } catch (error) {
    if (!isFinalRejection(error)) return 'retry';
    dropTokens();
    return 'signedOut';
  }
}

export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  const token = await currentAccessToken();
  if (!token) throw new CognitoError('NotAuthorizedException', 'Not signed in.');
  await changePassword(token, currentPassword, newPassword);
}
