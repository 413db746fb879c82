// /dashboard: each role's home. Signed-out visitors sign in first and come back here.
import { Navigate } from 'react-router-dom';
import type { Role } from '../../../shared/schemas/account';
import { LoadingPanel } from '../components/status-panel';
import { useSession } from '../lib/session';
import { SCREEN_MESSAGES } from '../lib/screen-messages';

const ROLE_HOMES: Record<Role, string> = {
  customer: '/customer/dashboard',
  provider: '/provider/dashboard',
  operator: '/operator',
  driver: '/driver',
};

export function DashboardRedirect() {
  const { status, user } = useSession();
  if (status === 'loading') {
    return (
      <div className="container page">
        <LoadingPanel label={SCREEN_MESSAGES.verifyingAccount} />
      </div>
    );
  }
  if (!user) return <Navigate to="/login?redirect=/dashboard" replace />;
  return <Navigate to={user.role ? ROLE_HOMES[user.role] : '/unauthorized'} replace />;
}
