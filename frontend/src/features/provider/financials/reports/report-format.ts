// Pure: how a generated report reads on screen. The table shows the report's rows in their order
// under its column labels, exactly as the CSV export writes them (cents as dollars); the totals get
// readable names; the chart plots each report's main figures, in dollars.
import { formatUsd } from '../../../../../../shared/money';
import {
  REPORT_TYPES,
  type FinancialReport,
  type ReportData,
  type ReportPeriod,
  type ReportType,
} from '../../../../../../shared/schemas/financials';

export const REPORT_TYPE_NAMES: Record<ReportType, string> = {
  profit_loss: 'Profit & Loss',
  balance_sheet: 'Balance Sheet (simplified)',
  cash_flow: 'Cash Flow',
  tax_summary: 'Tax Summary',
  service_areas: 'Service Areas',
  dumpster_types: 'Dumpster Types',
};

export const REPORT_PERIOD_NAMES: Record<ReportPeriod, string> = {
  week: 'Week (last 7 days)',
  month: 'Month to date',
  quarter: 'Quarter to date',
  year: 'Year (last 12 months)',
  ytd: 'Year to date',
  last_year: 'Last year',
};

export const isReportType = (value: string | undefined): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value ?? '');

export const reportPagePath = (report: { type: ReportType; reportId: string }) =>
  `/provider/financials/reports/${report.type}?report=${encodeURIComponent(report.reportId)}`;

type Column = ReportData['columns'][number];
type Cell = ReportData['rows'][number][string];

function cellText(column: Column, value: Cell | undefined): string {
  if (value === undefined) return '';
  return column.kind === 'cents' ? formatUsd(Number(value)) : String(value);
}

export interface ReportTable {
  headers: { label: string; numeric: boolean }[];
  rows: string[][];
}

/** The report's rows in their order, one cell per column: what the CSV export holds. */
export function reportTable(data: ReportData): ReportTable {
  return {
    headers: data.columns.map((column) => ({ label: column.label, numeric: column.kind !== 'text' })),
    rows: data.rows.map((row) => data.columns.map((column) => cellText(column, row[column.key]))),
  };
}

/** Totals that count things rather than cents (the exports' rule). */
const COUNT_TOTALS = new Set(['rentals']);

/** "netProfitCents" → "Net profit" (the PDF export's names). */
export function totalLabel(key: string): string {
  const words = key.replace(/Cents$/, '').replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function reportTotals(data: ReportData): { key: string; label: string; text: string }[] {
  return Object.entries(data.totals).map(([key, value]) => ({
    key,
    label: totalLabel(key),
    text: COUNT_TOTALS.has(key) ? String(value) : formatUsd(value),
  }));
}

export interface ReportChart {
  /** What each bar group is (a month, a ZIP, a total). */
  categoryLabel: string;
  series: { key: string; label: string }[];
  /** One point per bar group; series values in dollars. */
  points: ({ label: string } & Record<string, number | string>)[];
}

const dollars = (cents: number) => cents / 100;

function totalsChart(data: ReportData, keys: string[]): ReportChart {
  return {
    categoryLabel: 'Figure',
    series: [{ key: 'amount', label: 'Amount' }],
    points: keys.filter((key) => key in data.totals).map((key) => ({ label: totalLabel(key), amount: dollars(data.totals[key]!) })),
  };
}

function rowsChart(data: ReportData, labelOf: (row: ReportData['rows'][number]) => string, categoryLabel: string): ReportChart {
  const series = data.columns.filter((column) => column.kind === 'cents').map((column) => ({ key: column.key, label: column.label }));
  return {
    categoryLabel,
    series,
    points: data.rows.map((row) => ({
      label: labelOf(row),
      ...Object.fromEntries(series.map((serie) => [serie.key, dollars(Number(row[serie.key] ?? 0))])),
    })),
  };
}

/** Each report's main figures: its totals, or its rows when the rows are the point (months, areas, sizes). */
export function reportChart(report: Pick<FinancialReport, 'type' | 'data'>): ReportChart {
  const { data } = report;
  switch (report.type) {
    case 'profit_loss':
      return totalsChart(data, ['revenueCents', 'expensesCents', 'netProfitCents']);
    case 'balance_sheet':
      return totalsChart(data, ['cashCents', 'receivablesCents', 'assetsCents', 'liabilitiesCents', 'equityCents']);
    case 'tax_summary':
      return totalsChart(data, ['revenueCents', 'deductibleExpensesCents', 'nonDeductibleExpensesCents', 'taxableProfitCents', 'estimatedTaxCents']);
    case 'cash_flow':
      return rowsChart(data, (row) => String(row.month ?? ''), 'Month');
    case 'service_areas':
      return rowsChart(data, (row) => String(row.zipCode ?? ''), 'Delivery ZIP');
    case 'dumpster_types':
      return rowsChart(data, (row) => `${String(row.size ?? '')} ${String(row.type ?? '')}`.trim(), 'Dumpster');
  }
}

/** The chart's point in one sentence: the report's totals (the rows follow in the table). */
export function chartSummary(data: ReportData): string {
  const totals = reportTotals(data).map((total) => `${total.label} ${total.text}`);
  return totals.length > 0 ? `Totals: ${totals.join(', ')}.` : 'No totals for this period.';
}

/** The chart's figures as text: its table for screen readers. */
export function chartTable(chart: ReportChart): { columns: string[]; rows: string[][] } {
  return {
    columns: [chart.categoryLabel, ...chart.series.map((serie) => serie.label)],
    rows: chart.points.map((point) => [point.label, ...chart.series.map((serie) => formatUsd(Math.round(Number(point[serie.key]) * 100)))]),
  };
}

const GENERATED_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A generation time in the provider's time zone, e.g. 'Nov 23, 2026, 2:09 PM'. */
export function formatGeneratedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : GENERATED_FORMAT.format(date);
}
