// Whether this browser holds a Cognito session, answered from localStorage without loading the
// Cognito client: Amplify keeps the signed-in user's name under
// CognitoIdentityServiceProvider.<app client id>.LastAuthUser beside the tokens, and removes it with
// them on sign-out or a refused refresh. A signed-out visitor's pages never load Amplify.
const KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const KEY_SUFFIX = '.LastAuthUser';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** True when a session may be stored; for one app client when its id is given. */
export function hasStoredSession(clientId?: string): boolean {
  const store = storage();
  if (!store) return false;
  if (clientId) return Boolean(store.getItem(`${KEY_PREFIX}${clientId}${KEY_SUFFIX}`));
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(KEY_PREFIX) && key.endsWith(KEY_SUFFIX) && store.getItem(key)) return true;
  }
  return false;
}

/**
 * Removes what Amplify stored for other app clients (one replaced since, or the local pool made
 * anew): their tokens can never be used here, and their LastAuthUser would load Amplify on every page.
 */
export function forgetOtherClients(clientId: string): void {
  const store = storage();
  if (!store || !clientId) return;
  const stale: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(KEY_PREFIX) && !key.startsWith(`${KEY_PREFIX}${clientId}.`)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
}

/** What Amplify removes on sign-out (the device it remembers stays). */
const SESSION_KEY = /\.(LastAuthUser|accessToken|idToken|refreshToken|clockDrift|signInDetails|oauthMetadata)$/;

/**
 * Takes the stored session out of localStorage at once, so a reload or another tab right after a
 * sign-out finds none; the sign-out revokes the refresh token from the copy returned.
 */
export function takeStoredSession(): Map<string, string> {
  const taken = new Map<string, string>();
  const store = storage();
  if (!store) return taken;
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    const value = key === null ? null : store.getItem(key);
    if (key?.startsWith(KEY_PREFIX) && SESSION_KEY.test(key) && value !== null) taken.set(key, value);
  }
  for (const key of taken.keys()) store.removeItem(key);
  return taken;
}
