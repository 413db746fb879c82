// /provider/dashboard: where a provider lands after registering or signing in. The stored profile
// gives the business as customers see it (verification, service area, prices); the dashboard call
// gives today's inventory figures (the inventory page's), revenue per period, recent rentals, charts
// and the activity feed. Either can fail on its own, so the other stays usable.
import { useState } from 'react';
import type { DashboardPeriod } from '../../../../shared/schemas/provider-portal';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { ActivityFeed } from './dashboard/activity-feed';
import { DashboardLinks } from './dashboard/dashboard-links';
import { InventoryTodayCard } from './dashboard/inventory-today-card';
import { PricingCard, ServiceAreaCard, VerificationCard } from './dashboard/profile-cards';
import { RecentRentalsCard } from './dashboard/recent-rentals-card';
import { RentalsCharts } from './dashboard/rentals-charts';
import { RevenueCard } from './dashboard/revenue-card';
import { useProviderDashboard, useProviderProfile } from './provider-api';
import '../../styles/panels.css';
import './dashboard/dashboard.css';

type DashboardQuery = ReturnType<typeof useProviderDashboard>;

function BusinessFigures({ dashboard, period, onPeriod }: { dashboard: DashboardQuery; period: DashboardPeriod; onPeriod: (period: DashboardPeriod) => void }) {
  const [now] = useState(() => new Date());

  if (dashboard.isPending) return <LoadingPanel label="Loading your business figures..." />;
  if (dashboard.isError) {
    return (
      <MessagePanel title="Failed to load your business figures. Please try again." tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void dashboard.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const data = dashboard.data;
  return (
    <div className="dashboard-panels">
      <RevenueCard period={period} onPeriod={onPeriod} dashboard={data} updating={dashboard.isPlaceholderData} />
      <RecentRentalsCard rentals={data.recentRentals} />
      <ActivityFeed items={data.activity} now={now} />
      <RentalsCharts dashboard={data} />
    </div>
  );
}

export function ProviderDashboardPage() {
  useDocumentTitle('Provider Dashboard');
  const profile = useProviderProfile();
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  // Asked for at once, beside the profile: the inventory card shows today's figures from it too.
  const dashboard = useProviderDashboard(period);

  if (profile.isPending) {
    return (
      <div className="container page">
        <LoadingPanel label="Loading..." />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="container page">
        <MessagePanel title="We could not load your business profile." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </MessagePanel>
      </div>
    );
  }
  const data = profile.data;
  return (
    <div className="container page">
      <h1>{data.businessName}</h1>
      <p className="page__lead">Welcome, {data.name}. Here is how your business is doing.</p>
      <DashboardLinks />
      <div className="dashboard-grid provider-dashboard-grid">
        <VerificationCard profile={data} />
        <InventoryTodayCard profile={data} figures={dashboard.data?.inventory} failed={dashboard.isError} />
      </div>
      <BusinessFigures dashboard={dashboard} period={period} onPeriod={setPeriod} />
      <div className="dashboard-grid provider-dashboard-grid">
        <ServiceAreaCard profile={data} />
        <PricingCard profile={data} />
      </div>
    </div>
  );
}
