// fetch is mocked: generating a report (body, progress, failure, navigation) and the list of
// generated reports with its empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../../../testing/cognito-fetch';
import { renderRoutes } from '../../../../testing/render-app';
import { PROVIDER_SESSION } from '../expenses/expense-fixtures';
import { profitLossReport, summaryOf } from './report-fixtures';
import { apiRoute, apiUrl } from '../../../../testing/api-url';

// recharts' ResponsiveContainer watches its box; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function open(api: Parameters<typeof mockBackend>[0]) {
  const backend = mockBackend(api);
  const user = userEvent.setup();
  const view = renderRoutes('/provider/financials/reports', undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

describe('ReportsPage', () => {
  it('generates a report for the chosen type and period, then opens it', async () => {
    const report = profitLossReport({ reportId: 'r-9', type: 'tax_summary', title: 'Tax Summary', period: 'ytd' });
    let resolve: () => void = () => {};
    const answered = new Promise<void>((done) => (resolve = done));
    const { user, calls, router } = open({
      [apiRoute('listReports')]: { status: 200, body: { reports: [], nextCursor: null } },
      [apiRoute('generateReport')]: () => {
        resolve();
        return { status: 201, body: report };
      },
    });
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    const type = screen.getByLabelText('Report type') as HTMLSelectElement;
    expect([...type.options].map((option) => option.text)).toEqual([
      'Profit & Loss',
      'Balance Sheet (simplified)',
      'Cash Flow',
      'Tax Summary',
      'Service Areas',
      'Dumpster Types',
    ]);
    await user.selectOptions(type, 'tax_summary');
    await user.selectOptions(screen.getByLabelText('Period'), 'ytd');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    await answered;
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/financials/reports/tax_summary'));
    expect(router.state.location.search).toBe('?report=r-9');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'tax_summary', period: 'ytd' });
    expect(await screen.findByRole('heading', { name: 'Tax Summary', level: 1 })).toBeTruthy();
    // The generated report is shown from the POST's answer, without fetching it again.
    expect(calls.some((call) => call.url === apiUrl('getReport', { reportId: 'r-9' }))).toBe(false);
  });

  it('shows progress while generating and says when it failed', async () => {
    let progressShown = false;
    const { user } = open({
      [apiRoute('listReports')]: { status: 200, body: { reports: [], nextCursor: null } },
      [apiRoute('generateReport')]: () => {
        progressShown = screen.getAllByRole('status').some((element) => element.textContent === 'Generating report...');
        return { status: 500, body: { message: 'Internal error' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(progressShown).toBe(true));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate report. Please try again.');
    expect((screen.getByRole('button', { name: 'Generate Report' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the generated reports, each linking to its page', async () => {
    const older = summaryOf(profitLossReport({ reportId: 'r-1', generatedAt: '2026-11-01T10:00:00.000Z' }));
    const newer = summaryOf(
      profitLossReport({ reportId: 'r-2', type: 'cash_flow', title: 'Cash Flow Statement', dateRange: { from: '2025-01-01', to: '2025-12-31' }, period: 'last_year' }),
    );
    open({ [apiRoute('listReports')]: { status: 200, body: { reports: [newer, older], nextCursor: null } } });
    const list = await within(await screen.findByRole('region', { name: 'Generated Reports' })).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Cash Flow Statement');
    expect(items[0]!.textContent).toContain('Cash Flow');
    expect(items[0]!.textContent).toContain('Jan 1, 2025 – Dec 31, 2025');
    expect(items[0]!.textContent).toContain('Generated');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/provider/financials/reports/cash_flow?report=r-2');
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/provider/financials/reports/profit_loss?report=r-1');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = open({
      [apiRoute('listReports')]: () => (fail ? { status: 500, body: { message: 'x' } } : { status: 200, body: { reports: [], nextCursor: null } }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load reports');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeTruthy();
  });
});
