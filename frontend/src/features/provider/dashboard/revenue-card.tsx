// Revenue for the chosen period and its course over time.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../../../shared/money';
import type { DashboardPeriod, ProviderDashboard } from '../../../../../shared/schemas/provider-portal';
import { ChartFigure } from './chart-figure';
import { formatDateRange } from '../../../../../shared/calendar-date';
import { axisDollars } from './dashboard-format';
import { RevenuePeriodSelector } from './revenue-period-selector';

/** An axis up to at least $100, so a period without revenue still reads as $0 rather than a stack of $0 ticks. */
const MIN_AXIS_CENTS = 10_000;

interface RevenueCardProps {
  period: DashboardPeriod;
  onPeriod: (period: DashboardPeriod) => void;
  /** Undefined until the first figures arrive. */
  dashboard: ProviderDashboard | undefined;
  /** The figures on screen are another period's while the chosen one loads. */
  updating: boolean;
}

export function RevenueCard({ period, onPeriod, dashboard, updating }: RevenueCardProps) {
  return (
    <section className="card dashboard-panel dashboard-panel--wide" aria-labelledby="revenue-title" aria-busy={updating}>
      <div className="dashboard-panel__head">
        <h2 id="revenue-title" className="dashboard-card__title">
          Revenue
        </h2>
        <RevenuePeriodSelector period={period} onChange={onPeriod} />
      </div>
      {dashboard && (
        <>
          <p className="revenue-total">
            <span className="revenue-total__amount">{formatUsd(dashboard.revenueCents)}</span>
            <span className="revenue-total__span">
              {formatDateRange(dashboard.range)}: invoices paid and bookings paid on the marketplace, as in Financials
            </span>
          </p>
          <ChartFigure
            title="Revenue over time"
            summary={`Revenue per ${dashboard.period === 'year' ? 'month' : 'day'}, ${formatDateRange(dashboard.range)}.`}
            table={{
              columns: ['Period', 'Revenue'],
              rows: dashboard.revenueSeries.map((point) => [point.label, formatUsd(point.revenueCents)]),
            }}
          >
            <BarChart data={dashboard.revenueSeries} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={8} tickFormatter={(label: string) => label.replace('Week of ', '')} />
              <YAxis tickFormatter={axisDollars} tick={{ fontSize: 11 }} width={56} domain={[0, (max: number) => Math.max(max, MIN_AXIS_CENTS)]} />
              <Tooltip formatter={(value) => [formatUsd(Number(value)), 'Revenue']} />
              <Bar dataKey="revenueCents" name="Revenue" fill="#0f5132" radius={[4, 4, 0, 0]} maxBarSize={48} />
            </BarChart>
          </ChartFigure>
        </>
      )}
    </section>
  );
}
