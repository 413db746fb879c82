// The SPA's Cognito user-pool calls, through Amplify Auth: sign-in, sign-out, the session's tokens
// (refreshed by Amplify), password reset and change. Loaded on demand only (session.tsx and the API
// client import it dynamically when a session is stored or someone signs in; the reset page when
// it sends), so a signed-out visitor's first page carries none of it. Amplify's failures become
// CognitoError values, which the screens word (sign-in-error.ts and beside it).
import { Amplify, defaultStorage, type KeyValueStorageInterface } from '@aws-amplify/core';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  fetchAuthSession,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CognitoError } from './cognito-error';
import { loadConfig, type RuntimeConfig } from './config';
import { forgetOtherClients, hasStoredSession } from './stored-session';

/** Renew this long before expiry, so a request never leaves with a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

let configuredWith: RuntimeConfig | undefined;

/**
 * Configures Amplify from the runtime config, once per config. Core's configure with the user-pool
 * token provider alone: aws-amplify's own configure also brings the identity-pool credentials
 * provider and cookie storage, which this SPA never uses (2.4 KB gzip more in this chunk, measured).
 */
async function configured(): Promise<RuntimeConfig> {
  const config = await loadConfig();
  if (configuredWith !== config) {
    const auth = {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Only the local stack names an endpoint (its emulator); in AWS, Amplify derives Cognito's
        // regional endpoint from the pool id.
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
      },
    };
    forgetOtherClients(config.userPoolClientId);
    cognitoUserPoolsTokenProvider.setAuthConfig(auth);
    Amplify.configure({ Auth: auth }, { Auth: { tokenProvider: cognitoUserPoolsTokenProvider } });
    configuredWith = config;
  }
  return config;
}

/** Amplify's errors carry the service's exception name as their name; anything else stays as it is. */
function asCognitoError(error: unknown): unknown {
  if (error instanceof CognitoError || !(error instanceof Error) || error.name === 'Error') return error;
  return new CognitoError(error.name, error.message);
}

async function cognitoCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asCognitoError(error);
  }
}

/** When the current access token expires (epoch ms); undefined when none was seen. */
let accessExpiresAt: number | undefined;

async function sessionTokens(forceRefresh: boolean) {
  await configured();
  const { tokens } = await fetchAuthSession({ forceRefresh });
  const exp = tokens?.accessToken.payload.exp;
  accessExpiresAt = typeof exp === 'number' ? exp * 1000 : undefined;
  return tokens;
}

/** The sign-out under way, if any: a sign-in waits for it (Amplify's storage is swapped meanwhile). */
let signingOut: Promise<void> = Promise.resolve();

/** Signs in with the flow the runtime config names; rejects with a CognitoError. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signingOut;
  const config = await configured();
  // Whoever was signed in here before is signed out first (Amplify refuses a second sign-in).
  if (hasStoredSession(config.userPoolClientId)) await signOutHere();
  const result = await cognitoCall(() =>
    amplifySignIn({ username: email, password, options: { authFlowType: config.authFlow } }),
  );
  // A challenge (a new password required, an unconfirmed sign-up) instead of tokens: this SPA offers no such step.
  if (!result.isSignedIn) throw new CognitoError(result.nextStep.signInStep, 'Sign-in needs a step this site does not support.');
  await sessionTokens(false);
}

/** A key-value storage in memory holding `entries`, in the shape Amplify's token store uses. */
function memoryStorage(entries: ReadonlyMap<string, string>): KeyValueStorageInterface {
  const items = new Map(entries);
  return {
    setItem: async (key, value) => void items.set(key, value),
    getItem: async (key) => items.get(key) ?? null,
    removeItem: async (key) => void items.delete(key),
    clear: async () => items.clear(),
  };
}

/**
 * Revokes the refresh token (best effort, as Amplify does) and forgets the session in this browser.
 * `taken` is the session already taken out of localStorage (stored-session.ts), so that a reload
 * during the revocation finds no session: Amplify then revokes from this copy, held in memory.
 */
export async function signOutHere(taken?: ReadonlyMap<string, string>): Promise<void> {
  await configured();
  accessExpiresAt = undefined;
  if (!taken?.size) return amplifySignOut();
  const done = (async () => {
    cognitoUserPoolsTokenProvider.setKeyValueStorage(memoryStorage(taken));
    try {
      await amplifySignOut();
    } finally {
      cognitoUserPoolsTokenProvider.setKeyValueStorage(defaultStorage);
    }
  })();
  signingOut = done.catch(() => undefined);
  await done;
}

/** A usable access token, refreshed first when it is about to lapse; undefined when signed out. */
export async function currentAccessToken(now = Date.now()): Promise<string | undefined> {
  try {
    const tokens = await sessionTokens(false);
    if (!tokens) return undefined;
    if (accessExpiresAt !== undefined && accessExpiresAt - REFRESH_MARGIN_MS <= now) {
      const renewed = await sessionTokens(true).catch(() => tokens);
      return renewed?.accessToken.toString();
    }
    return tokens.accessToken.toString();
  } catch {
    // The refresh failed on the way (offline): the request goes without a token, as when signed out.
    return undefined;
  }
}

/** True when a session was there (refreshed if it had to be); rejects with a CognitoError on network trouble. */
export async function hasSession(forceRefresh = false): Promise<boolean> {
  return (await cognitoCall(() => sessionTokens(forceRefresh))) !== undefined;
}

/** Milliseconds until the access token should be renewed; undefined when none is held. */
export function renewalDelay(now = Date.now()): number | undefined {
  return accessExpiresAt === undefined ? undefined : Math.max(accessExpiresAt - REFRESH_MARGIN_MS - now, 5_000);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await configured();
  await cognitoCall(() => updatePassword({ oldPassword: currentPassword, newPassword }));
}

/** Cognito e-mails a reset code. */
export async function requestPasswordReset(email: string): Promise<void> {
  await configured();
  await cognitoCall(() => amplifyResetPassword({ username: email }));
}

/** Cognito sets the new password when the e-mailed code matches. */
export async function confirmPasswordReset(email: string, code: string, password: string): Promise<void> {
  await configured();
  await cognitoCall(() => amplifyConfirmResetPassword({ username: email, confirmationCode: code, newPassword: password }));
}
