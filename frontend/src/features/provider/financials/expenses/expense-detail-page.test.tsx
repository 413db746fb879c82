// fetch is mocked: the expense page's facts and receipt, deleting after confirmation, and the
// not-found and failure states.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINANCIAL_MESSAGES as M } from '../../../../../../shared/schemas/financials';
import { mockBackend } from '../../../../testing/cognito-fetch';
import { renderRoutes } from '../../../../testing/render-app';
import { expenseFixture, PROVIDER_SESSION, withReceipt } from './expense-fixtures';
import { RECEIPT_LINK_LIFETIME_MS } from './receipt-preview';
import { apiRoute, apiUrl } from '../../../../testing/api-url';

afterEach(() => {
  vi.useRealTimers();
});

function open(api: Parameters<typeof mockBackend>[0]) {
  const backend = mockBackend(api);
  const user = userEvent.setup();
  const view = renderRoutes('/provider/financials/expense/e-1', undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

describe('ExpenseDetailPage', () => {
  it('shows the expense and a link to its receipt', async () => {
    const expense = withReceipt({ recurring: true, recurringFrequency: 'monthly', taxDeductible: false });
    open({ [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 200, body: expense } });
    expect(await screen.findByRole('heading', { name: 'Fuel Expense' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Details' });
    expect(facts.textContent).toContain('Shell');
    expect(facts.textContent).toContain('$125.50');
    expect(facts.textContent).toContain('Nov 18, 2026');
    expect(facts.textContent).toContain('Yes, monthly');
    expect(within(facts).getByText('Tax deductible').nextElementSibling?.textContent).toBe('No');
    expect(screen.getByRole('link', { name: /Open receipt/ }).getAttribute('href')).toBe(expense.receiptUrl);
    expect(screen.getByRole('img', { name: 'Receipt' }).getAttribute('src')).toBe(expense.receiptUrl);
    expect(screen.getByRole('link', { name: 'Edit Expense' }).getAttribute('href')).toBe('/provider/financials/edit-expense/e-1');
  });

  it('asks for a new receipt link once the five-minute one has lapsed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let version = 1;
    const { user } = open({
      [apiRoute('getExpense', { expenseId: 'e-1' })]: () => ({ status: 200, body: withReceipt({ receiptUrl: `http://localhost/receipts-bucket/r-1?v=${version}` }) }),
    });
    expect((await screen.findByRole('link', { name: /Open receipt/ })).getAttribute('href')).toBe('http://localhost/receipts-bucket/r-1?v=1');
    await act(async () => {
      vi.advanceTimersByTime(RECEIPT_LINK_LIFETIME_MS + 1000);
    });
    expect(screen.queryByRole('link', { name: /Open receipt/ })).toBeNull();
    version = 2;
    await user.click(screen.getByRole('button', { name: 'Show receipt again' }));
    expect((await screen.findByRole('link', { name: /Open receipt/ })).getAttribute('href')).toBe('http://localhost/receipts-bucket/r-1?v=2');
  });

  it('says when there is no receipt', async () => {
    open({ [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 200, body: expenseFixture() } });
    expect(await screen.findByText('No receipt attached.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open receipt/ })).toBeNull();
  });

  it('deletes the expense after confirmation and goes to the expenses list', async () => {
    const { user, calls, router } = open({
      [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 200, body: withReceipt() },
      [apiRoute('deleteExpense', { expenseId: 'e-1' })]: { status: 204, body: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Expense' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Expense' });
    expect(dialog.textContent).toContain('$125.50 and its receipt');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Expense' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Expense' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/financials'));
    expect(router.state.location.search).toBe('?tab=expenses');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([apiUrl('deleteExpense', { expenseId: 'e-1' })]);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const { user } = open({
      [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 200, body: expenseFixture() },
      [apiRoute('deleteExpense', { expenseId: 'e-1' })]: { status: 500, body: { message: 'Internal error' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Expense' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Expense' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Failed to delete expense');
  });

  it("says 'Expense Not Found' for an unknown expense", async () => {
    open({ [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 404, body: { message: M.expenseNotFound } } });
    expect((await screen.findByRole('alert')).textContent).toContain(M.expenseNotFound);
    expect(screen.getByRole('link', { name: 'Back to expenses' })).toBeTruthy();
  });

  it('offers to try again after a failure', async () => {
    let fail = true;
    const { user } = open({
      [apiRoute('getExpense', { expenseId: 'e-1' })]: () => (fail ? { status: 500, body: { message: 'x' } } : { status: 200, body: expenseFixture() }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(M.expenseLoadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fuel Expense' })).toBeTruthy();
  });
});
