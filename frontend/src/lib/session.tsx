// The sign-in state as screens see it: useSession() gives the status, the signed-in user (from
// GET /api/me) and the actions. The working parts (Amplify Auth, zod) sit in session-runtime,
// loaded only when a session may exist (one stored by Amplify, stored-session.ts) or someone signs
// in, so the signed-out first page stays small. Tokens are renewed shortly before they expire.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Role } from '../../../shared/schemas/account';
import { hasStoredSession, takeStoredSession } from './stored-session';

export interface SessionUser {
  userId: string;
  name: string;
  /** The first word of the name; '' when there is no name (the header then says 'My Account'). */
  firstName: string;
  /** null for a sign-in without a profile (it may use no role-guarded page). */
  role: Role | null;
  email: string;
}

type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Signs in and loads the user; rejects with a CognitoError or ApiError. */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  /** Signed out at once here; the refresh token is revoked (best effort) and the tokens forgotten. */
  signOut: () => Promise<void>;
  /** Reads /api/me again, e.g. after the name changed. */
  reloadUser: () => Promise<void>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
}

const notReady = () => Promise.reject(new Error('No AuthProvider above this component.'));

const SIGNED_OUT: Session = {
  status: 'signedOut',
  user: null,
  signIn: notReady,
  signOut: () => Promise.resolve(),
  reloadUser: () => Promise.resolve(),
  changePassword: notReady,
};

/** Exported for tests, which provide a fixed session instead of the Cognito-backed one. */
export const SessionContext = createContext<Session>(SIGNED_OUT);

export function useSession(): Session {
  return useContext(SessionContext);
}

const loadRuntime = () => import('./session-runtime');

interface State {
  status: SessionStatus;
  user: SessionUser | null;
}

const SIGNED_OUT_STATE: State = { status: 'signedOut', user: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() =>
    hasStoredSession() ? { status: 'loading', user: null } : SIGNED_OUT_STATE,
  );
  const [renewals, setRenewals] = useState(0);
  const restoring = useRef(state.status === 'loading');

  useEffect(() => {
    if (!restoring.current) return;
    let cancelled = false;
    void loadRuntime()
      .then((runtime) => runtime.restoreSession())
      .catch(() => null)
      .then((user) => {
        if (!cancelled) setState(user ? { status: 'signedIn', user } : SIGNED_OUT_STATE);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // Renew the tokens shortly before they expire, for as long as someone is signed in.
  useEffect(() => {
    if (state.status !== 'signedIn') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void loadRuntime().then((runtime) => {
      const delay = runtime.renewalDelay();
      if (cancelled || delay === undefined) return;
      timer = setTimeout(() => {
        void runtime.renewTokens().then((outcome) => {
          if (outcome === 'renewed') setRenewals((count) => count + 1);
          else if (outcome === 'retry') timer = setTimeout(() => setRenewals((count) => count + 1), 30_000);
          else {
            queryClient.clear();
            setState(SIGNED_OUT_STATE);
          }
        });
      }, delay);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state.status, renewals, queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const user = await (await loadRuntime()).signIn(email, password);
      // Whatever was cached belonged to the previous visitor.
      queryClient.clear();
      setState({ status: 'signedIn', user });
      return user;
    },
    [queryClient],
  );

  // Signed out at once (before any await: the stored session leaves localStorage), so a caller may
  // navigate or reload right after calling this; revoking the refresh token follows.
  const signOut = useCallback(async () => {
    const taken = takeStoredSession();
    queryClient.clear();
    setState(SIGNED_OUT_STATE);
    await (await loadRuntime()).signOut(taken);
  }, [queryClient]);

  const reloadUser = useCallback(async () => {
    const user = await (await loadRuntime()).loadUser();
    setState({ status: 'signedIn', user });
  }, []);

  const changePassword = useCallback(async (currentPassword: string, newPassword: string) => {
    await (await loadRuntime()).changeOwnPassword(currentPassword, newPassword);
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, signIn, signOut, reloadUser, changePassword }),
    [state, signIn, signOut, reloadUser, changePassword],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
