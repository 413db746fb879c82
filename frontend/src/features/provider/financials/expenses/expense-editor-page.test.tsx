// fetch is mocked (the API and the bucket's POST): the expense form's checks, the recurring
// frequency, the receipt's checks, a full create with a receipt upload, and an edit.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINANCIAL_MESSAGES as M } from '../../../../../../shared/schemas/financials';
import { mockBackend } from '../../../../testing/cognito-fetch';
import { renderRoutes } from '../../../../testing/render-app';
import { expenseFixture, presignAnswer, PROVIDER_SESSION, withReceipt } from './expense-fixtures';
import { apiRoute, apiUrl } from '../../../../testing/api-url';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);
const banner = () => screen.queryAllByRole('alert').find((element) => element.classList.contains('inline-error'));
const pdf = (name: string, size = 4096) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function open(url: string, api: Parameters<typeof mockBackend>[0] = {}) {
  const backend = mockBackend(api);
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoutes(url, undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CreateExpensePage', () => {
  it('names the missing fields before sending anything', async () => {
    const { user, calls } = open('/provider/financials/new-expense');
    await user.clear(await screen.findByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(alerts()).toEqual([M.categoryRequired, M.validAmountRequired, M.dateRequired]);
    expect(field('Category').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Category'));
    await user.type(field('Amount ($)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(alerts()).toContain(M.validAmountRequired);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a frequency only for a recurring expense', async () => {
    const { user } = open('/provider/financials/new-expense');
    await screen.findByLabelText('Category');
    expect(screen.queryByLabelText('Frequency')).toBeNull();
    await user.click(field('Recurring expense'));
    expect(field('Frequency')).toBeTruthy();
    await user.selectOptions(field('Category'), 'Rent');
    await user.type(field('Amount ($)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(alerts()).toEqual([M.frequencyRequired]);
    await user.click(field('Recurring expense'));
    expect(screen.queryByLabelText('Frequency')).toBeNull();
  });

  it('refuses a receipt that is too big or not an image or a PDF', async () => {
    const { user } = open('/provider/financials/new-expense');
    const input = await screen.findByLabelText('Receipt');
    await user.upload(input, pdf('huge.pdf', 5 * 1024 * 1024 + 1));
    expect(alerts()).toEqual(['File size should not exceed 5MB']);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(alerts()).toEqual(['The receipt must be an image (JPEG, PNG, WebP) or a PDF']);
    await user.upload(input, pdf('fuel.pdf'));
    expect(alerts()).toEqual([]);
    expect(screen.getByText('fuel.pdf')).toBeTruthy();
    expect(screen.getByText(/4 KB/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove chosen file' }));
    expect(screen.queryByText('fuel.pdf')).toBeNull();
  });

  it('uploads the receipt, posts the expense in cents, confirms and goes to the dashboard after 1.5 s', async () => {
    const { user, calls, router } = open('/provider/financials/new-expense', {
      [apiRoute('presignReceiptUpload')]: presignAnswer,
      'POST /receipts-bucket': { status: 204, body: null },
      [apiRoute('createExpense')]: {
        status: 201,
        body: { expense: withReceipt({ receiptKey: 'receipts/p-1/r-new', receiptUrl: undefined }), message: M.expenseRecorded },
      },
    });
    await user.selectOptions(await screen.findByLabelText('Category'), 'Fuel');
    await user.type(field('Vendor'), ' Shell ');
    await user.type(field('Amount ($)'), '125.5');
    await user.clear(field('Date'));
    await user.type(field('Date'), '2026-11-18');
    await user.type(field('Description'), 'Diesel');
    await user.click(field('Recurring expense'));
    await user.selectOptions(field('Frequency'), 'weekly');
    await user.click(field('Tax deductible'));
    await user.upload(field('Receipt'), pdf('fuel.pdf'));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(await screen.findByText(M.expenseRecorded)).toBeTruthy();
    expect(calls.find((call) => call.url === apiUrl('presignReceiptUpload'))?.body).toEqual({ contentType: 'application/pdf', size: 4096 });
    expect(calls.filter((call) => call.url === '/receipts-bucket' && call.method === 'POST')).toHaveLength(1);
    expect(calls.find((call) => call.url === apiUrl('createExpense') && call.method === 'POST')?.body).toEqual({
      category: 'Fuel',
      vendor: 'Shell',
      amountCents: 12550,
      date: '2026-11-18',
      description: 'Diesel',
      recurring: true,
      recurringFrequency: 'weekly',
      taxDeductible: false,
      receiptKey: 'receipts/p-1/r-new',
    });
    expect((screen.getByRole('button', { name: 'Save Expense' }) as HTMLButtonElement).disabled).toBe(true);
    expect(router.state.location.pathname).toBe('/provider/financials/new-expense');
    await act(async () => {
      vi.advanceTimersByTime(1400);
    });
    expect(router.state.location.pathname).toBe('/provider/financials/new-expense');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/financials'));
  });

  it('says the save failed and lets the provider try again', async () => {
    const { user } = open('/provider/financials/new-expense', {
      [apiRoute('createExpense')]: { status: 500, body: { message: 'Internal error' } },
    });
    await user.selectOptions(await screen.findByLabelText('Category'), 'Office');
    await user.type(field('Amount ($)'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    await waitFor(() => expect(banner()?.textContent).toBe(M.expenseSaveFailed));
    expect((screen.getByRole('button', { name: 'Save Expense' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('CreateExpensePage: the server refuses a field', () => {
  it("shows the server's message on the field it names, next to the failure banner", async () => {
    const { user } = open('/provider/financials/new-expense', {
      [apiRoute('createExpense')]: {
        status: 400,
        body: { message: 'Please check the highlighted fields.', fieldErrors: { amountCents: 'Amount is more than this account may record' } },
      },
    });
    await user.selectOptions(await screen.findByLabelText('Category'), 'Office');
    await user.type(field('Amount ($)'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(await screen.findByText('Amount is more than this account may record')).toBeTruthy();
    expect(field('Amount ($)').getAttribute('aria-invalid')).toBe('true');
    expect(field('Amount ($)').getAttribute('aria-describedby')).toContain(screen.getByText('Amount is more than this account may record').id);
    expect(banner()?.textContent).toBe(`${M.expenseSaveFailed}: Please check the highlighted fields.`);
    await waitFor(() => expect(document.activeElement).toBe(field('Amount ($)')));
  });
});

describe('EditExpensePage', () => {
  it('loads the expense, removes its receipt and saves over the version it loaded, then opens the expense', async () => {
    const expense = withReceipt({ recurring: true, recurringFrequency: 'monthly' });
    const { user, calls, router } = open('/provider/financials/edit-expense/e-1', {
      [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 200, body: expense },
      [apiRoute('updateExpense', { expenseId: 'e-1' })]: {
        status: 200,
        body: { expense: expenseFixture({ amountCents: 13000, updatedAt: '2026-11-19T10:00:00.000Z' }), message: M.expenseUpdated },
      },
    });
    expect(await screen.findByText('Loading expense data...')).toBeTruthy();
    expect((await screen.findByLabelText('Amount ($)') as HTMLInputElement).value).toBe('125.50');
    expect(field('Frequency').value).toBe('monthly');
    expect(screen.getByRole('link', { name: /View current receipt/ }).getAttribute('href')).toBe(expense.receiptUrl);

    await user.clear(field('Amount ($)'));
    await user.type(field('Amount ($)'), '130');
    await user.click(screen.getByRole('button', { name: 'Remove receipt' }));
    expect(screen.getByText('The current receipt will be removed when you save.')).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(M.expenseUpdated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      category: 'Fuel',
      vendor: 'Shell',
      amountCents: 13000,
      date: '2026-11-18',
      description: 'Diesel for the roll-off truck.',
      recurring: true,
      recurringFrequency: 'monthly',
      taxDeductible: true,
      expectedUpdatedAt: '2026-11-18T15:00:00.000Z',
    });
    await act(async () => {
      vi.advanceTimersByTime(1600);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/financials/expense/e-1'));
  });

  it('keeps the current receipt unless it is replaced', async () => {
    const { user, calls } = open('/provider/financials/edit-expense/e-1', {
      [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 200, body: withReceipt() },
      [apiRoute('updateExpense', { expenseId: 'e-1' })]: { status: 200, body: { expense: withReceipt(), message: M.expenseUpdated } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await screen.findByText(M.expenseUpdated);
    expect((calls.find((call) => call.method === 'PUT')?.body as { receiptKey?: string }).receiptKey).toBe('receipts/p-1/r-1');
  });

  it('offers to reload an expense that changed meanwhile', async () => {
    const { user } = open('/provider/financials/edit-expense/e-1', {
      [apiRoute('getExpense', { expenseId: 'e-1' })]: { status: 200, body: expenseFixture() },
      [apiRoute('updateExpense', { expenseId: 'e-1' })]: { status: 409, body: { message: M.expenseChangedMeanwhile } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(banner()?.textContent).toContain(M.expenseChangedMeanwhile));
    expect(screen.getByRole('button', { name: 'Reload expense' })).toBeTruthy();
  });

  it.each([
    [404, M.expenseNotFound],
    [500, M.expenseLoadFailed],
  ])('says why an expense cannot be loaded (%i)', async (status, message) => {
    open('/provider/financials/edit-expense/e-1', { [apiRoute('getExpense', { expenseId: 'e-1' })]: { status, body: { message: 'x' } } });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Try again' }) === null).toBe(status === 404);
  });
});
