// The report's main figures as bars, with the figures as text for screen readers (ChartFigure).
import { Bar, BarChart, CartesianGrid, Cell, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../../../../shared/money';
import type { FinancialReport } from '../../../../../../shared/schemas/financials';
import { ChartFigure } from '../../dashboard/chart-figure';
import { chartSummary, chartTable, reportChart } from './report-format';

const FILLS = ['#0f5132', '#c0392b', '#4f46e5', '#b38600', '#6b7570'];
/** A single series of figures shows losses in red, so a negative net reads at a glance. */
const LOSS_FILL = '#c0392b';

/** Axis ticks: '$150', '-$2k'. */
function axisDollars(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return abs >= 1000 ? `${sign}$${Math.round(abs / 1000)}k` : `${sign}$${Math.round(abs)}`;
}

export function ReportChart({ report }: { report: Pick<FinancialReport, 'type' | 'title' | 'data'> }) {
  const chart = reportChart(report);
  if (chart.points.length === 0) return <p className="field-hint">Nothing to chart for this period.</p>;
  const crowded = chart.points.length > 4;
  return (
    <ChartFigure
      title={`${report.title}: main figures`}
      summary={chartSummary(report.data)}
      table={chartTable(chart)}
      height={Math.max(240, Math.min(420, 120 + chart.points.length * 24))}
    >
      <BarChart data={chart.points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 11 }}
          interval={chart.points.length > 8 ? 'preserveStartEnd' : 0}
          angle={crowded ? -30 : 0}
          textAnchor={crowded ? 'end' : 'middle'}
          height={crowded ? 64 : 30}
        />
        <YAxis tick={{ fontSize: 11 }} tickFormatter={axisDollars} width={56} />
        <Tooltip formatter={(value) => formatUsd(Math.round(Number(value) * 100))} />
        <ReferenceLine y={0} stroke="#6b7570" />
        {chart.series.length > 1 && <Legend />}
        {chart.series.map((serie, index) => (
          <Bar key={serie.key} dataKey={serie.key} name={serie.label} fill={FILLS[index % FILLS.length]} maxBarSize={48} isAnimationActive={false}>
            {chart.series.length === 1 &&
              chart.points.map((point) => <Cell key={point.label} fill={Number(point[serie.key]) < 0 ? LOSS_FILL : FILLS[0]} />)}
          </Bar>
        ))}
      </BarChart>
    </ChartFigure>
  );
}
