// The session's working parts: Amplify Auth (cognito-auth.ts) and api.getMe. session.tsx loads
// this module on demand (a stored session, or a sign-in), so a signed-out visitor's first page
// carries neither Amplify nor zod.
import { api } from './api/client';
import { changePassword, hasSession, renewalDelay, signInWithPassword, signOutHere } from './cognito-auth';
import type { SessionUser } from './session';
import { hasStoredSession } from './stored-session';

export { renewalDelay };

export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export async function loadUser(): Promise<SessionUser> {
  const me = await api.getMe();
  const name = me.name?.trim() ?? '';
  return { userId: me.userId, name, firstName: firstNameOf(name), role: me.role, email: me.email ?? '' };
}

/** On load: the stored session (refreshed by Amplify if its tokens lapsed), and who it is. */
export async function restoreSession(): Promise<SessionUser | null> {
  try {
    return (await hasSession()) ? await loadUser() : null;
  } catch {
    // Offline, or the API failed: signed out for now; a stored session stays for the next load.
    return null;
  }
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  await signInWithPassword(email.trim(), password);
  try {
    return await loadUser();
  } catch (error) {
    await signOutHere();
    throw error;
  }
}

export const signOut = signOutHere;

/** 'renewed', 'retry' (network trouble) or 'signedOut' (the refresh token was refused). */
export async function renewTokens(): Promise<'renewed' | 'retry' | 'signedOut'> {
  try {
    return (await hasSession(true)) ? 'renewed' : 'signedOut';
  } catch {
    // Amplify forgets the tokens when Cognito refuses them; kept (offline), they are worth another try.
    return hasStoredSession() ? 'retry' : 'signedOut';
  }
}

export const changeOwnPassword = changePassword;
