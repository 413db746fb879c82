// Route guard: while the session loads, a 'Verifying your account...' spinner; signed out, off to
// /login with the way back in `redirect` (home after Log Out); another role, /unauthorized.
import { useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../shared/schemas/account';
import { LoadingPanel } from '../components/status-panel';
import { useSession } from '../lib/session';
import { SCREEN_MESSAGES } from '../lib/screen-messages';

interface RequireRoleProps {
  roles: readonly Role[];
  /** Defaults to the nested routes. */
  children?: ReactNode;
}

/** '/login?redirect=/customer/history': encoded, but '/' and '?' stay readable as the spec writes them. */
export function loginRedirectPath(pathname: string, search: string): string {
  const value = encodeURIComponent(`${pathname}${search}`).replace(/%2F/gi, '/').replace(/%3F/gi, '?');
  return `/login?redirect=${value}`;
}

export function RequireRole({ roles, children }: RequireRoleProps) {
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  // Whether this page was shown to a signed-in visitor: if they sign out here (Log Out), they go
  // home as the spec says; a visitor arriving signed out is asked to sign in and brought back.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;

  if (status === 'loading') {
    return (
      <div className="container page">
        <LoadingPanel label={SCREEN_MESSAGES.verifyingAccount} />
      </div>
    );
  }
  if (status === 'signedOut' && wasSignedIn.current) return <Navigate to="/" replace />;
  if (status === 'signedOut' || !user) return <Navigate to={loginRedirectPath(pathname, search)} replace />;
  if (!user.role || !roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <>{children ?? <Outlet />}</>;
}
