// Every rental of the provider by status and by size, as horizontal bars that fit a phone.
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { rentalStatusTone } from '../../../../../shared/rental-status';
import type { ProviderDashboard } from '../../../../../shared/schemas/provider-portal';
import { ChartFigure } from './chart-figure';
import { sizeRows, statusRows, type CountRow } from './dashboard-format';

/** The badge colours' stronger shades, so bars read against white. */
const TONE_FILLS = { yellow: '#b38600', green: '#1f8a55', indigo: '#4f46e5', red: '#c0392b', grey: '#6b7570' } as const;

/** Room for each bar and its label, so a provider with one size does not get one giant bar. */
const chartHeight = (rows: number) => Math.max(140, 48 + rows * 30);

const rentalsWord = (count: number) => `${count} rental${count === 1 ? '' : 's'}`;

function CountBars({ rows, fills }: { rows: CountRow[]; fills?: string[] }) {
  return (
    <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} domain={[0, (max: number) => Math.max(max, 4)]} />
      <YAxis type="category" dataKey="label" width={84} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(value) => [rentalsWord(Number(value)), 'Rentals']} />
      <Bar dataKey="count" name="Rentals" fill="#0f5132" radius={[0, 4, 4, 0]} maxBarSize={24}>
        {fills?.map((fill, index) => <Cell key={index} fill={fill} />)}
      </Bar>
    </BarChart>
  );
}

export function RentalsCharts({ dashboard }: { dashboard: Pick<ProviderDashboard, 'rentalsByStatus' | 'rentalsBySize'> }) {
  const byStatus = statusRows(dashboard.rentalsByStatus);
  const bySize = sizeRows(dashboard.rentalsBySize);
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  const topSize = [...bySize].sort((a, b) => b.count - a.count)[0];
  return (
    <section className="card dashboard-panel dashboard-panel--wide" aria-labelledby="rentals-charts-title">
      <h2 id="rentals-charts-title" className="dashboard-card__title">
        Rentals Breakdown
      </h2>
      {total === 0 ? (
        <p className="dashboard-card__note">Charts appear here once customers send you rental requests.</p>
      ) : (
        <div className="dashboard-charts">
          <ChartFigure
            title="Rentals by status"
            height={chartHeight(byStatus.length)}
            summary={`${rentalsWord(total)} in all, ${byStatus.filter((row) => row.count > 0).map((row) => `${row.count} ${row.label.toLowerCase()}`).join(', ')}.`}
            table={{ columns: ['Status', 'Rentals'], rows: byStatus.map((row) => [row.label, row.count]) }}
          >
            <CountBars rows={byStatus} fills={byStatus.map((row) => TONE_FILLS[rentalStatusTone(row.status)])} />
          </ChartFigure>
          <ChartFigure
            title="Rentals by size"
            height={chartHeight(bySize.length)}
            summary={topSize ? `The ${topSize.label} dumpster is rented most, ${rentalsWord(topSize.count)}.` : 'No rentals yet.'}
            table={{ columns: ['Size', 'Rentals'], rows: bySize.map((row) => [row.label, row.count]) }}
          >
            <CountBars rows={bySize} />
          </ChartFigure>
        </div>
      )}
    </section>
  );
}
