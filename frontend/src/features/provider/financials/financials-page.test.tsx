// fetch is mocked: the dashboard's period switch and figures, the tabs in the URL, and the
// invoices tab's actions.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../../testing/cognito-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { dashboardFixture } from './financials-fixtures';
import { invoiceFixture, PROVIDER_SESSION } from './invoices/invoice-fixtures';
import { apiRoute, apiUrl } from '../../../testing/api-url';

// Its first render loads the portal's and financials' lazy code; on a busy two-core machine that alone
// can take seconds, so these tests get more than vitest's default 5 s.
vi.setConfig({ testTimeout: 20_000 });

// recharts' ResponsiveContainer watches its box; jsdom has no ResizeObserver.
function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
beforeAll(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
  stubResizeObserver();
});

const quarter = dashboardFixture({
  period: 'quarter',
  range: { from: '2026-10-01', to: '2026-11-23' },
  revenueCents: 3_000_000,
  change: { revenue: -5.5, expenses: 0, profit: 12, estimatedTax: 12 },
});

function open(url: string, api: Parameters<typeof mockBackend>[0] = {}) {
  const backend = mockBackend({
    [apiRoute('getFinancials', { period: 'quarter' })]: { status: 200, body: quarter },
    [apiRoute('getFinancials')]: { status: 200, body: dashboardFixture() },
    [apiRoute('listInvoices')]: { status: 200, body: { invoices: [], nextCursor: null } },
    [apiRoute('listExpenses')]: { status: 200, body: { expenses: [], nextCursor: null } },
    [apiRoute('listReports')]: { status: 200, body: { reports: [], nextCursor: null } },
    ...api,
  });
  const user = userEvent.setup();
  const view = renderRoutes(url, undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('li')!;

describe('FinancialsPage', () => {
  it('shows the month by default, then the quarter when chosen, figures with their change in words', async () => {
    const { user, calls, router } = open('/provider/financials');
    // The first render waits for the portal's lazily loaded code as well.
    expect(await screen.findByRole('heading', { name: 'Financials', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Invoice' }).getAttribute('href')).toBe('/provider/financials/new-invoice');
    expect(screen.getByRole('link', { name: 'Add Expense' }).getAttribute('href')).toBe('/provider/financials/new-expense');
    await screen.findByRole('heading', { name: 'Revenue', level: 3 });
    expect(card('Revenue').textContent).toContain('$12,500.00');
    expect(card('Revenue').textContent).toContain('Up 25.0% from the previous period');
    expect(card('Expenses').textContent).toContain('$4,300.50');
    expect(card('Expenses').textContent).toContain('Down 14.0% from the previous period');
    expect(card('Expenses').querySelector('.financial-figure__change--good')).toBeTruthy();
    expect(card('Profit').textContent).toContain('$8,199.50');
    expect(card('Estimated Tax (25%)').textContent).toContain('No previous figures to compare');
    expect(card('Outstanding').textContent).toContain('$960.00');
    expect(card('Outstanding').textContent).toContain('2 unpaid invoices');
    expect(screen.getByText('Nov 1, 2026 – Nov 23, 2026')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith(apiUrl('getFinancials'))).map((call) => call.url)).toEqual([
      apiUrl('getFinancials', { period: 'month' }),
    ]);
    // The charts' text alternatives.
    const table = screen.getByRole('table', { name: 'Expenses by category' });
    expect(within(table).getByRole('rowheader', { name: 'Fuel' }).closest('tr')?.textContent).toContain('$3,000.00');
    expect(screen.getByRole('table', { name: 'Revenue vs expenses' }).textContent).toContain('Week of Nov 8');

    await user.click(screen.getByRole('button', { name: 'Quarter' }));
    await waitFor(() => expect(card('Revenue').textContent).toContain('$30,000.00'));
    expect(screen.getByRole('button', { name: 'Quarter' }).getAttribute('aria-pressed')).toBe('true');
    expect(card('Revenue').textContent).toContain('Down 5.5% from the previous period');
    expect(card('Expenses').textContent).toContain('No change from the previous period');
    expect(calls.at(-1)?.url).toBe(apiUrl('getFinancials', { period: 'quarter' }));
    expect(router.state.location.search).toBe('?period=quarter');
  });

  it('asks for a custom range only once both dates are in', async () => {
    const { user, calls } = open('/provider/financials');
    await user.click(await screen.findByRole('button', { name: 'Custom range' }));
    expect(await screen.findByRole('heading', { name: 'Choose a custom range' })).toBeTruthy();
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(apiUrl('getFinancials', { period: 'custom', from: '2026-01-01', to: '2026-03-31' })),
    );
  });

  it('keeps the tab in the URL, as a keyboard-driven tablist', async () => {
    const { user, router } = open('/provider/financials?tab=reports');
    const tab = await screen.findByRole('tab', { name: 'Reports' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'No reports generated yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Generate a Report' }).getAttribute('href')).toBe('/provider/financials/reports');
    tab.focus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Financial Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?tab=overview');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=invoices');
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
  });

  it('lists expenses of the period and reports, linking to each', async () => {
    open('/provider/financials?tab=expenses', {
      [apiRoute('listExpenses')]: {
        status: 200,
        body: {
          expenses: [
            {
              expenseId: 'e-1', providerId: 'p-1', category: 'Fuel', vendor: 'Shell', amountCents: 12_345, date: '2026-11-05',
              description: '', recurring: false, taxDeductible: true, hasReceipt: true,
              createdAt: '2026-11-05T10:00:00.000Z', updatedAt: '2026-11-05T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'Nov 5, 2026, Fuel expense' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/provider/financials/expense/e-1');
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('Shell');
    expect(row.textContent).toContain('$123.45');
    expect(row.textContent).toContain('Yes');
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    let fail = true;
    open('/provider/financials', {
      [apiRoute('getFinancials')]: () => (fail ? { status: 500, body: { message: 'Boom' } } : { status: 200, body: dashboardFixture() }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load your financial figures.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Revenue', level: 3 })).toBeTruthy();
  });
});

describe('Invoices tab', () => {
  const unpaid = invoiceFixture();
  const overdue = invoiceFixture({ invoiceId: 'inv-2', invoiceNumber: 'INV-1002', status: 'overdue', dateDue: '2026-11-01' });
  const paid = invoiceFixture({ invoiceId: 'inv-3', invoiceNumber: 'INV-1003', status: 'paid', paymentDate: '2026-11-12', paymentMethod: 'check' });
  const list = { status: 200, body: { invoices: [unpaid, overdue, paid], nextCursor: null } };

  it('lists invoices with status, and offers reminders and payment only on what is owed', async () => {
    open('/provider/financials?tab=invoices', { [apiRoute('listInvoices')]: list });
    const link = await screen.findByRole('link', { name: 'INV-1002' });
    expect(link.getAttribute('href')).toBe('/provider/financials/invoice/inv-2');
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('Ada Builder');
    expect(row.textContent).toContain('$480.00');
    expect(row.textContent).toContain('Overdue');
    expect(screen.getByRole('button', { name: 'Send Reminder for INV-1001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Paid for INV-1002' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Paid for INV-1003' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Reminder for INV-1003' })).toBeNull();
  });

  it('asks the server for a status and a search, and loads the next page with its cursor', async () => {
    const { user, calls } = open('/provider/financials?tab=invoices', {
      [apiRoute('listInvoices', { limit: 25, cursor: 'page-2' })]: { status: 200, body: { invoices: [paid], nextCursor: null } },
      [apiRoute('listInvoices', { status: 'overdue' })]: { status: 200, body: { invoices: [overdue], nextCursor: null } },
      [apiRoute('listInvoices', { search: 'ada builder' })]: { status: 200, body: { invoices: [unpaid], nextCursor: null } },
      [apiRoute('listInvoices')]: { status: 200, body: { invoices: [unpaid, overdue], nextCursor: 'page-2' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more invoices' }));
    expect(await screen.findByRole('link', { name: 'INV-1003' })).toBeTruthy();
    expect(screen.getByText('3 invoices shown, the whole list.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Invoice status'), 'overdue');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'INV-1001' })).toBeNull());
    expect(screen.getByRole('link', { name: 'INV-1002' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Invoice status'), '');
    await user.type(screen.getByLabelText('Search invoices'), 'ada builder');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(apiUrl('listInvoices', { search: 'ada builder', limit: 25 })));
    // The search is sent once the typing stops, not for every letter.
    expect(calls.filter((call) => call.url.includes('search=')).length).toBe(1);
  });

  it('sends a reminder and names the address', async () => {
    const { user, calls } = open('/provider/financials?tab=invoices', {
      [apiRoute('listInvoices')]: list,
      [apiRoute('sendInvoiceEmail', { invoiceId: 'inv-2' })]: { status: 200, body: { invoice: { ...overdue, reminderCount: 1 }, message: 'Reminder sent successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send Reminder for INV-1002' }));
    expect((await screen.findByText('Reminder for INV-1002 sent to ada@example.com')).getAttribute('role')).toBe('status');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'reminder' });
  });

  it('marks an invoice paid through the dialog, today by default, with the chosen method', async () => {
    const { user, calls } = open('/provider/financials?tab=invoices', {
      [apiRoute('listInvoices')]: list,
      [apiRoute('markInvoicePaid', { invoiceId: 'inv-1' })]: { status: 200, body: { invoice: { ...unpaid, status: 'paid' }, message: 'Invoice marked as paid' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Paid for INV-1001' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark INV-1001 as paid' });
    const date = within(dialog).getByLabelText('Payment date') as HTMLInputElement;
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Payment method is required');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.selectOptions(within(dialog).getByLabelText('Payment method'), 'Bank transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect((await screen.findByText('INV-1001 marked as paid')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ paymentDate: '2026-11-20', paymentMethod: 'bank_transfer' });
  });
});
