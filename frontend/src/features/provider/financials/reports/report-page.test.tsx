// fetch is mocked: a report's table, totals and chart text, its CSV and PDF exports, the newest
// report of a type when none is named, and the prompt to generate one when there is none.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../../../testing/cognito-fetch';
import { renderRoutes } from '../../../../testing/render-app';
import { PROVIDER_SESSION } from '../expenses/expense-fixtures';
import { profitLossReport, summaryOf } from './report-fixtures';
import { apiRoute, apiUrl } from '../../../../testing/api-url';

const createObjectURL = vi.fn(() => 'blob:report');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  // recharts' ResponsiveContainer watches its box; jsdom has no ResizeObserver nor object URLs.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function open(url: string, api: Parameters<typeof mockBackend>[0]) {
  const backend = mockBackend(api);
  const user = userEvent.setup();
  const view = renderRoutes(url, undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

const tableRows = () =>
  within(screen.getByRole('region', { name: 'Profit & Loss Statement table' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ReportPage', () => {
  it('shows the report: title, range, rows and totals as the data has them, and the chart as text', async () => {
    open('/provider/financials/reports/profit_loss?report=r-1', {
      [apiRoute('getReport', { reportId: 'r-1' })]: { status: 200, body: profitLossReport() },
    });
    expect(await screen.findByRole('heading', { name: 'Profit & Loss Statement', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Nov 1, 2026 – Nov 23, 2026/)).toBeTruthy();
    expect(screen.getByText(/Generated/).querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-23T14:00:00.000Z');
    expect(tableRows()).toEqual([
      ['Section', 'Item', 'Amount'],
      ['Revenue', 'Paid invoices', '$1,030.00'],
      ['Revenue', 'Marketplace rentals', '$420.00'],
      ['Expenses', 'Fuel', '$200.00'],
      ['Expenses', 'Maintenance', '$50.00'],
    ]);
    const totals = [...document.querySelectorAll('.report-totals__item')].map((item) => item.textContent);
    expect(totals).toEqual(['Revenue$1,450.00', 'Expenses$250.00', 'Net profit$1,200.00']);
    const chart = screen.getByRole('figure', { name: 'Profit & Loss Statement: main figures' });
    expect(within(chart).getByRole('table').textContent).toContain('Net profit$1,200.00');
    expect(screen.getByText('Revenue counts paid invoices by payment date.')).toBeTruthy();
  });

  it('downloads the CSV and the PDF from the API with the server file names', async () => {
    const { user, calls } = open('/provider/financials/reports/profit_loss?report=r-1', {
      [apiRoute('getReportCsv', { reportId: 'r-1' })]: { status: 200, body: 'Section,Item,Amount (USD)', headers: { 'content-type': 'text/csv' } },
      [apiRoute('getReportPdf', { reportId: 'r-1' })]: { status: 200, body: '%PDF', headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="profit-and-loss.pdf"' } },
      [apiRoute('getReport', { reportId: 'r-1' })]: { status: 200, body: profitLossReport() },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      await user.click(screen.getByRole('button', { name: 'Export PDF' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
      const downloads = calls.filter((call) => /\/(csv|pdf)$/.test(call.url));
      expect(downloads.map((call) => [call.url, call.method])).toEqual([
        [apiUrl('getReportCsv', { reportId: 'r-1' }), 'GET'],
        [apiUrl('getReportPdf', { reportId: 'r-1' }), 'GET'],
      ]);
      // The CSV comes without a content-disposition: its name falls back to the server's pattern.
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('profit_loss-2026-11-01-2026-11-23.csv');
      expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('profit-and-loss.pdf');
      expect(createObjectURL).toHaveBeenCalledTimes(2);
    } finally {
      click.mockRestore();
    }
  });

  it('says when an export failed', async () => {
    const { user } = open('/provider/financials/reports/profit_loss?report=r-1', {
      [apiRoute('getReportCsv', { reportId: 'r-1' })]: { status: 500, body: { message: 'x' } },
      [apiRoute('getReport', { reportId: 'r-1' })]: { status: 200, body: profitLossReport() },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to export the report. Please try again.');
  });

  it('opens the newest report of the type when none is named, asking the server for that one', async () => {
    const { calls } = open('/provider/financials/reports/profit_loss', {
      [apiRoute('getReport', { reportId: 'r-2' })]: { status: 200, body: profitLossReport({ reportId: 'r-2', title: 'Newest P&L' }) },
      [apiRoute('listReports', { type: 'profit_loss', limit: 1 })]: {
        status: 200,
        body: { reports: [summaryOf(profitLossReport({ reportId: 'r-2' }))], nextCursor: 'more' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Newest P&L', level: 1 })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(apiUrl('listReports', { type: 'profit_loss', limit: 1 }));
  });

  it('offers to generate the first report of the type, asking only for the period', async () => {
    const { user, calls, router } = open('/provider/financials/reports/dumpster_types', {
      [apiRoute('listReports')]: { status: 200, body: { reports: [], nextCursor: null } },
      [apiRoute('generateReport')]: { status: 201, body: profitLossReport({ reportId: 'r-5', type: 'dumpster_types', title: 'Dumpster Type Performance' }) },
    });
    expect(await screen.findByRole('heading', { name: 'No Dumpster Types report yet' })).toBeTruthy();
    expect(screen.queryByLabelText('Report type')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Period'), 'last_year');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(router.state.location.search).toBe('?report=r-5'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'dumpster_types', period: 'last_year' });
    expect(await screen.findByRole('heading', { name: 'Dumpster Type Performance', level: 1 })).toBeTruthy();
  });

  it('says when the report does not exist', async () => {
    open('/provider/financials/reports/profit_loss?report=gone', {
      [apiRoute('getReport', { reportId: 'gone' })]: { status: 404, body: { message: 'Report not found' } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Report not found');
  });
});
