// Revenue against expenses over the period, and where the money went by category. Each chart has
// a caption and its figures as a table for screen readers (ChartFigure).
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../../../../shared/money';
import type { FinancialDashboard } from '../../../../../../shared/schemas/financials';
import { ChartFigure } from '../../dashboard/chart-figure';
import { axisDollars } from '../../dashboard/dashboard-format';

/** An axis up to at least $100, so an empty period reads as $0 rather than a stack of $0 ticks. */
const MIN_AXIS_CENTS = 10_000;
const REVENUE_FILL = '#0f5132';
const EXPENSES_FILL = '#b35c00';

const money = (value: unknown) => formatUsd(Number(value));

function RevenueVsExpenses({ dashboard }: { dashboard: FinancialDashboard }) {
  const { series } = dashboard;
  const best = [...series].sort((a, b) => b.revenueCents - a.revenueCents)[0];
  const summary =
    best && best.revenueCents > 0
      ? `${formatUsd(dashboard.revenueCents)} revenue against ${formatUsd(dashboard.expensesCents)} expenses; the most revenue came in ${best.label}.`
      : `No revenue in this period; ${formatUsd(dashboard.expensesCents)} in expenses.`;
  return (
    <ChartFigure
      title="Revenue vs expenses"
      summary={summary}
      table={{ columns: ['Period', 'Revenue', 'Expenses'], rows: series.map((point) => [point.label, money(point.revenueCents), money(point.expensesCents)]) }}
    >
      <BarChart data={series} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={8} tickFormatter={(label: string) => label.replace('Week of ', '')} />
        <YAxis tickFormatter={axisDollars} tick={{ fontSize: 11 }} width={60} domain={[0, (max: number) => Math.max(max, MIN_AXIS_CENTS)]} />
        <Tooltip formatter={(value, name) => [money(value), name]} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="revenueCents" name="Revenue" fill={REVENUE_FILL} radius={[3, 3, 0, 0]} maxBarSize={32} />
        <Bar dataKey="expensesCents" name="Expenses" fill={EXPENSES_FILL} radius={[3, 3, 0, 0]} maxBarSize={32} />
      </BarChart>
    </ChartFigure>
  );
}

function ExpensesByCategory({ dashboard }: { dashboard: FinancialDashboard }) {
  const rows = dashboard.expensesByCategory;
  const top = rows[0];
  if (!top) {
    return (
      <div className="financial-chart-empty">
        <h3 className="chart-figure__title">Expenses by category</h3>
        <p className="chart-figure__summary">No expenses recorded in this period.</p>
      </div>
    );
  }
  return (
    <ChartFigure
      title="Expenses by category"
      height={Math.max(140, 48 + rows.length * 30)}
      summary={`${top.category} is the largest expense, ${formatUsd(top.amountCents)} of ${formatUsd(dashboard.expensesCents)}.`}
      table={{ columns: ['Category', 'Amount'], rows: rows.map((row) => [row.category, money(row.amountCents)]) }}
    >
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={axisDollars} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="category" width={84} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => [money(value), 'Spent']} />
        <Bar dataKey="amountCents" name="Spent" fill={EXPENSES_FILL} radius={[0, 4, 4, 0]} maxBarSize={24} />
      </BarChart>
    </ChartFigure>
  );
}

export function FinancialCharts({ dashboard }: { dashboard: FinancialDashboard }) {
  return (
    <section className="card financial-charts" aria-labelledby="financial-charts-title">
      <h2 id="financial-charts-title" className="dashboard-card__title">
        Charts
      </h2>
      <div className="dashboard-charts">
        <RevenueVsExpenses dashboard={dashboard} />
        <ExpensesByCategory dashboard={dashboard} />
      </div>
    </section>
  );
}
