// The Financial Overview tab: the period's figures, then the charts.
import type { useFinancialDashboard } from '../financials-api';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { FigureCards } from './figure-cards';
import { FinancialCharts } from './financial-charts';
import { formatDateRange as rangeText } from '../../../../../../shared/calendar-date';

export function OverviewTab({ dashboard }: { dashboard: ReturnType<typeof useFinancialDashboard> }) {
  if (dashboard.isPending) return <LoadingPanel label="Loading your financial figures..." />;
  if (dashboard.isError) {
    return (
      <MessagePanel title="Failed to load your financial figures." tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void dashboard.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const data = dashboard.data;
  return (
    <div className="financial-overview" aria-busy={dashboard.isPlaceholderData}>
      <h2 className="financial-overview__range">
        {rangeText(data.range)}
        <span className="financial-overview__previous">compared with {rangeText(data.previous.range)}</span>
      </h2>
      <FigureCards dashboard={data} />
      <FinancialCharts dashboard={data} />
    </div>
  );
}
