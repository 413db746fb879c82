// /customer/dashboard: a welcome, the customer's rental counts and the ways on to history,
// profile and a new search. Straight after registration (the navigation's `newAccount` state) the
// welcome is a first one, with the way to bring in orders placed before as a guest or by text.
import { Link, useLocation } from 'react-router-dom';
import { MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../lib/session';
import { useCustomerDashboard } from './account-api';
import '../../styles/panels.css';
import './account.css';

function activeSentence(count: number): string {
  if (count === 0) return 'You have no active rentals right now.';
  return count === 1 ? 'You have 1 active rental.' : `You have ${count} active rentals.`;
}

function CountValue({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (loading) return <span className="dashboard-card__count dashboard-card__count--loading">…</span>;
  return <span className="dashboard-card__count">{value ?? '–'}</span>;
}

export function CustomerDashboardPage() {
  useDocumentTitle('My Dashboard');
  const { user } = useSession();
  const newAccount = (useLocation().state as { newAccount?: boolean } | null)?.newAccount === true;
  const dashboard = useCustomerDashboard();
  const counts = dashboard.data;
  const loading = dashboard.isPending;

  return (
    <div className="container page">
      <h1>
        {newAccount ? 'Welcome' : 'Welcome back'}
        {user?.firstName ? `, ${user.firstName}` : ''}!
      </h1>
      <p className="page__lead">
        {newAccount
          ? 'Your account is ready. Booked before as a guest or by text? Open the link in that order’s e-mail or text to add it here.'
          : 'Track your rentals and keep your details up to date.'}
      </p>
      {dashboard.isError && (
        <MessagePanel title="We could not load your rental counts." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void dashboard.refetch()}>
            Try again
          </button>
        </MessagePanel>
      )}
      <div className="dashboard-grid" aria-busy={loading}>
        <section className="dashboard-card card" aria-labelledby="active-rentals-title">
          <h2 id="active-rentals-title" className="dashboard-card__title">
            Active Rentals
          </h2>
          <CountValue value={counts?.activeRentals} loading={loading} />
          <p role={loading ? undefined : 'status'}>
            {loading ? 'Loading your rentals...' : counts ? activeSentence(counts.activeRentals) : ''}
          </p>
          {counts && counts.upcomingRentals > 0 && (
            <p className="dashboard-card__note">
              {counts.upcomingRentals} upcoming {counts.upcomingRentals === 1 ? 'rental' : 'rentals'}
            </p>
          )}
        </section>
        <section className="dashboard-card card" aria-labelledby="history-title">
          <h2 id="history-title" className="dashboard-card__title">
            Rental History
          </h2>
          <CountValue value={counts?.totalRentals} loading={loading} />
          <p>
            {counts ? `${counts.completedRentals} completed of ${counts.totalRentals} in all.` : 'Every rental you have booked.'}
          </p>
          <Link to="/customer/history" className="button button--ghost button--small">
            View Rental History
          </Link>
        </section>
        <section className="dashboard-card card" aria-labelledby="profile-title">
          <h2 id="profile-title" className="dashboard-card__title">
            Profile
          </h2>
          <p>Your name, phone, address and password.</p>
          <Link to="/customer/profile" className="button button--ghost button--small">
            Edit Profile
          </Link>
        </section>
      </div>
      <section className="dashboard-cta card" aria-labelledby="cta-title">
        <h2 id="cta-title" className="dashboard-card__title">
          Need another dumpster?
        </h2>
        <p>Compare local providers' prices by ZIP code and book online.</p>
        <Link to="/search" className="button button--primary">
          Find a Dumpster
        </Link>
      </section>
    </div>
  );
}
