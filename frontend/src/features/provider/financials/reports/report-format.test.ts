import { describe, expect, it } from 'vitest';
// This test holds the screen to the server's CSV export, so it reads the server's code (the SPA never does).
/* eslint-disable local/boundaries */
import { reportCsv } from '../../../../../../functions/financials/documents/report-export';
import { COUNT_TOTALS, reportData } from '../../../../../../functions/financials/reports/report-data';
import { SAMPLE_BOOKS } from '../../../../../../functions/financials/test-support/sample-books';
/* eslint-enable local/boundaries */
import { REPORT_TYPES, type FinancialReport } from '../../../../../../shared/schemas/financials';
import { chartSummary, chartTable, reportChart, reportTable, reportTotals, totalLabel } from './report-format';
import { profitLossReport } from './report-fixtures';

const MARCH = { from: '2026-02-01', to: '2026-03-15' };

const generated = (type: FinancialReport['type']): FinancialReport => ({
  ...profitLossReport(),
  type,
  data: reportData(type, SAMPLE_BOOKS, MARCH),
});

/** '$1,030.00' → '1030.00', '-$5.00' → '-5.00': the screen's money as the CSV writes it. */
const asCsv = (cell: string) => (/^-?\$/.test(cell) ? cell.replace(/[$,]/g, '') : cell);

describe('reportTable', () => {
  it('shows the rows in order under the column labels, cents as dollars', () => {
    expect(reportTable(profitLossReport().data)).toEqual({
      headers: [
        { label: 'Section', numeric: false },
        { label: 'Item', numeric: false },
        { label: 'Amount', numeric: true },
      ],
      rows: [
        ['Revenue', 'Paid invoices', '$1,030.00'],
        ['Revenue', 'Marketplace rentals', '$420.00'],
        ['Expenses', 'Fuel', '$200.00'],
        ['Expenses', 'Maintenance', '$50.00'],
      ],
    });
  });

  it.each(REPORT_TYPES)('%s: the screen rows and totals are the CSV rows and totals, in the same order', (type) => {
    const report = generated(type);
    const [table, totals] = reportCsv(report).trim().split('\r\n\r\nTotals\r\n');
    const cellsOf = (lines: string) => lines.split('\r\n').map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    const screenRows = reportTable(report.data).rows.map((cells) => cells.map(asCsv));
    expect(screenRows.length).toBeGreaterThan(0);
    expect(screenRows).toEqual(cellsOf(table!).slice(1));
    const screenTotals = reportTotals(report.data).map((total) => [COUNT_TOTALS.has(total.key) ? total.label : `${total.label} (USD)`, asCsv(total.text)]);
    expect(screenTotals).toEqual(cellsOf(totals!));
  });
});

describe('reportTotals', () => {
  it('names the totals as the PDF does and keeps counts as counts', () => {
    expect(totalLabel('netProfitCents')).toBe('Net profit');
    expect(reportTotals({ ...profitLossReport().data, totals: { rentals: 3, revenueCents: 9900 } })).toEqual([
      { key: 'rentals', label: 'Rentals', text: '3' },
      { key: 'revenueCents', label: 'Revenue', text: '$99.00' },
    ]);
  });
});

describe('reportChart', () => {
  it('profit and loss: revenue, expenses and net profit, in dollars', () => {
    const chart = reportChart(profitLossReport());
    expect(chart.points).toEqual([
      { label: 'Revenue', amount: 1450 },
      { label: 'Expenses', amount: 250 },
      { label: 'Net profit', amount: 1200 },
    ]);
    expect(chartTable(chart)).toEqual({
      columns: ['Figure', 'Amount'],
      rows: [
        ['Revenue', '$1,450.00'],
        ['Expenses', '$250.00'],
        ['Net profit', '$1,200.00'],
      ],
    });
  });

  it('sums the chart up with the totals', () => {
    expect(chartSummary(profitLossReport().data)).toBe('Totals: Revenue $1,450.00, Expenses $250.00, Net profit $1,200.00.');
  });

  it('cash flow: inflows, outflows and net by month', () => {
    const chart = reportChart(generated('cash_flow'));
    expect(chart.series.map((serie) => serie.label)).toEqual(['Inflows', 'Outflows', 'Net']);
    expect(chart.points[0]).toEqual({ label: 'Feb 2026', inflowsCents: 611.11, outflowsCents: 410, netCents: 201.11 });
  });

  it.each(REPORT_TYPES)('%s: one label per point, so the text table has unique rows', (type) => {
    const labels = reportChart(generated(type)).points.map((point) => point.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
