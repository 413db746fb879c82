// fetch is mocked: Create Invoice's checks, line items, total and the two kinds of save with the
// banner then the invoice's page; Edit Invoice's load, locked number and status, and conflict.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENTAL_STATUSES } from '../../../../../../shared/rental-status';
import { mockBackend } from '../../../../testing/cognito-fetch';
import { renderRoutes } from '../../../../testing/render-app';
import { invoiceFixture, linkableRental, OTHER_CUSTOMER, PROVIDER_SESSION } from './invoice-fixtures';
import { apiRoute } from '../../../../testing/api-url';

afterEach(() => {
  vi.useRealTimers();
});

// Every stored status, whichever there are: the answer's schema wants a count for each.
const STATUS_COUNTS = Object.fromEntries(RENTAL_STATUSES.map((status) => [status, 0]));
const RENTALS = { status: 200, body: { rentals: [], counts: { all: 0, pending: 0, active: 0, completed: 0, cancelled: 0 }, statusCounts: STATUS_COUNTS, deliveryTimeZones: {}, nextCursor: null } };

function open(url: string, api: Parameters<typeof mockBackend>[0] = {}, options: { fakeTimers?: boolean } = {}) {
  const backend = mockBackend({ [apiRoute('listProviderRentals')]: RENTALS, ...api });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = renderRoutes(url, undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);

describe('CreateInvoicePage', () => {
  it('checks the form in order, before sending anything, and focuses the first problem', async () => {
    const { user, calls } = open('/provider/financials/new-invoice');
    await screen.findByRole('heading', { name: 'Create Invoice' });
    expect(field('Terms').value).toBe('Payment due within 14 days of issue.');
    await user.clear(field('Issue date'));
    await user.clear(field('Due date'));
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(alerts()).toEqual([
      'Customer name is required',
      'Issue date is required',
      'Due date is required',
      'At least one valid line item is required',
    ]);
    expect(document.activeElement).toBe(field('Customer name'));
    expect(field('Customer name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(field('Customer name'), 'Ada');
    expect(alerts()[0]).toBe('Issue date is required');
  });

  it('puts the due date 14 days after the issue date until one is chosen', async () => {
    open('/provider/financials/new-invoice');
    await screen.findByRole('heading', { name: 'Create Invoice' });
    fireEvent.change(field('Issue date'), { target: { value: '2026-12-01' } });
    expect(field('Due date').value).toBe('2026-12-15');
    fireEvent.change(field('Due date'), { target: { value: '2026-12-31' } });
    fireEvent.change(field('Issue date'), { target: { value: '2026-12-02' } });
    expect(field('Due date').value).toBe('2026-12-31');
  });

  it('adds and deletes lines (never the last one) and keeps the total', async () => {
    const { user } = open('/provider/financials/new-invoice');
    await screen.findByRole('heading', { name: 'Create Invoice' });
    const deleteLine = (line: number) => screen.getByRole('button', { name: `Delete line ${line}` }) as HTMLButtonElement;
    expect(deleteLine(1).disabled).toBe(true);
    await user.type(field('Line 1 Description'), 'Roll-off week');
    await user.type(field('Line 1 Unit price ($)'), '395.50');
    await user.click(screen.getByRole('button', { name: 'Add Line Item' }));
    expect(deleteLine(1).disabled).toBe(false);
    await user.type(field('Line 2 Description'), 'Extra tonnage');
    await user.clear(field('Line 2 Quantity'));
    await user.type(field('Line 2 Quantity'), '3');
    await user.type(field('Line 2 Unit price ($)'), '19.99');
    expect(screen.getByText('Total').textContent).toBe('Total $455.47');
    await user.click(deleteLine(1));
    expect(field('Line 1 Description').value).toBe('Extra tonnage');
    expect(screen.queryByLabelText('Line 2 Description')).toBeNull();
    expect(deleteLine(1).disabled).toBe(true);
    expect(screen.getByText('Total').textContent).toBe('Total $59.97');
  });

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('heading', { name: 'Create Invoice' });
    fireEvent.change(field('Issue date'), { target: { value: '2026-11-23' } });
    await user.type(field('Customer name'), 'Ada Builder');
    await user.type(field('Customer email'), 'ada@example.com');
    await user.type(field('Line 1 Description'), 'Roll-off week');
    await user.clear(field('Line 1 Quantity'));
    await user.type(field('Line 1 Quantity'), '2');
    await user.type(field('Line 1 Unit price ($)'), '395.5');
  }

  it("'Save as Draft' posts a draft in cents", async () => {
    const created = invoiceFixture({ invoiceId: 'inv-9', status: 'draft' });
    const { user, calls } = open('/provider/financials/new-invoice', {
      [apiRoute('createInvoice')]: { status: 201, body: { invoice: created, message: 'Invoice created successfully' } },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect((await screen.findByText('Invoice created successfully')).getAttribute('role')).toBe('status');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      customer: { name: 'Ada Builder', email: 'ada@example.com', phone: '', address: '' },
      dateIssued: '2026-11-23',
      dateDue: '2026-12-07',
      lineItems: [{ description: 'Roll-off week', quantity: 2, unitPriceCents: 39550 }],
      notes: '',
      terms: 'Payment due within 14 days of issue.',
      saveAsDraft: true,
    });
  });

  it("'Create Invoice' issues it, shows progress, then the banner and the invoice's page after 1.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: unknown) => void = () => {};
    const created = invoiceFixture({ invoiceId: 'inv-9', invoiceNumber: 'INV-1009' });
    const { user, calls, router } = open(
      '/provider/financials/new-invoice',
      {
        [apiRoute('createInvoice')]: { status: 201, body: { invoice: created, message: 'Invoice created successfully' } },
        [apiRoute('getInvoice', { invoiceId: 'inv-9' })]: { status: 200, body: created },
      },
      { fakeTimers: true },
    );
    await fill(user);
    const posted = new Promise((resolve) => (answer = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (args[1]?.method === 'POST') await posted;
      return realFetch(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(screen.getByText('Saving invoice...').getAttribute('role')).toBe('status');
    answer(undefined);
    expect(await screen.findByText('Invoice created successfully')).toBeTruthy();
    expect((calls.find((call) => call.method === 'POST')?.body as { saveAsDraft: boolean }).saveAsDraft).toBe(false);
    expect((screen.getByRole('button', { name: 'Create Invoice' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1400));
    expect(router.state.location.pathname).toBe('/provider/financials/new-invoice');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/financials/invoice/inv-9'));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-1009' })).toBeTruthy();
  });

  it("says 'Failed to save invoice', with the server's reason for a refusal", async () => {
    const { user } = open('/provider/financials/new-invoice', {
      [apiRoute('createInvoice')]: { status: 500, body: { message: 'Boom' } },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(alerts()).toContain('Failed to save invoice'));
    expect((screen.getByRole('button', { name: 'Create Invoice' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's field errors on their fields, a line's on the row it names past a blank one", async () => {
    const { user, calls } = open('/provider/financials/new-invoice', {
      [apiRoute('createInvoice')]: {
        status: 400,
        body: {
          message: 'Please check the highlighted fields.',
          fieldErrors: { 'customer.email': 'That address cannot receive mail', 'lineItems.1.description': 'Descriptions cannot hold links' },
        },
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add Line Item' }));
    await user.click(screen.getByRole('button', { name: 'Add Line Item' }));
    await user.type(field('Line 3 Description'), 'See www.example.com');
    await user.type(field('Line 3 Unit price ($)'), '12');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    // Line 2 is blank, so it is not sent: the server's lineItems.1 is line 3.
    expect(await screen.findByText('Descriptions cannot hold links')).toBeTruthy();
    expect((calls.find((call) => call.method === 'POST')?.body as { lineItems: unknown[] }).lineItems).toHaveLength(2);
    for (const [label, message] of [
      ['Customer email', 'That address cannot receive mail'],
      ['Line 3 Description', 'Descriptions cannot hold links'],
    ] as const) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(field(label).getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    }
    expect(field('Line 2 Description').getAttribute('aria-invalid')).toBeNull();
    expect(alerts()).toContain('Failed to save invoice: Please check the highlighted fields.');
    await waitFor(() => expect(document.activeElement).toBe(field('Customer email')));
    // Fixing the line clears its error and keeps the others.
    await user.clear(field('Line 3 Description'));
    await user.type(field('Line 3 Description'), 'Fuel surcharge');
    expect(screen.queryByText('Descriptions cannot hold links')).toBeNull();
    expect(screen.getByText('That address cannot receive mail')).toBeTruthy();
  });

  it('takes a new issue date after a refused empty one: nothing throws, the error clears, the due date follows', async () => {
    // An exception in an event handler reaches the window's error event (jsdom reports it there).
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.error);
    window.addEventListener('error', onError);
    try {
      const { user } = open('/provider/financials/new-invoice');
      await screen.findByRole('heading', { name: 'Create Invoice' });
      await user.clear(field('Issue date'));
      await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
      expect(alerts()).toContain('Issue date is required');
      await user.type(field('Issue date'), '2026-12-01');
      expect(thrown).toEqual([]);
      expect(field('Issue date').value).toBe('2026-12-01');
      expect(alerts()).not.toContain('Issue date is required');
      expect(field('Issue date').getAttribute('aria-invalid')).not.toBe('true');
      expect(field('Due date').value).toBe('2026-12-15');
      // A due date the provider chose stays put through another empty issue date and a new one.
      fireEvent.change(field('Due date'), { target: { value: '2027-01-10' } });
      await user.clear(field('Issue date'));
      await user.type(field('Issue date'), '2026-12-03');
      expect(thrown).toEqual([]);
      expect(field('Due date').value).toBe('2027-01-10');
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  const RENTAL_A = linkableRental();
  const RENTAL_B = linkableRental({ ...OTHER_CUSTOMER, dumpsterSize: '10', dumpsterType: 'residential', startDate: '2026-12-20', endDate: '2026-12-23' });
  const lineValues = () =>
    screen.getAllByLabelText(/^Line \d+ Description$/).map((input, index) => [
      (input as HTMLInputElement).value,
      field(`Line ${index + 1} Quantity`).value,
      field(`Line ${index + 1} Unit price ($)`).value,
    ]);

  async function openWithRentals() {
    const backend = open('/provider/financials/new-invoice', {
      [apiRoute('listProviderRentals')]: { status: 200, body: { ...RENTALS.body, rentals: [RENTAL_A, RENTAL_B] } },
      [apiRoute('createInvoice')]: { status: 201, body: { invoice: invoiceFixture(), message: 'Invoice created successfully' } },
    });
    await screen.findByRole('heading', { name: 'Create Invoice' });
    const select = await screen.findByLabelText('Linked rental (optional)');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    return { ...backend, select };
  }

  it('links a rental: fills the customer and a line item for the rental at the price the customer paid', async () => {
    const { user, calls, select } = await openWithRentals();
    await user.selectOptions(select, 'r-1');
    expect(field('Customer name').value).toBe('Bo Renter');
    expect(field('Customer email').value).toBe('bo@example.com');
    expect(field('Customer phone').value).toBe('(614) 555-0101');
    expect(field('Customer address').value).toBe('1 Main St, Helena, MT 59601');
    expect(lineValues()).toEqual([['20 Yard Construction Dumpster rental, Dec 5 - Dec 12', '1', '487.50']]);
    expect(screen.getByText('Total').textContent).toBe('Total $487.50');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await screen.findByText('Invoice created successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      customer: { name: 'Bo Renter', email: 'bo@example.com', phone: '(614) 555-0101', address: '1 Main St, Helena, MT 59601' },
      lineItems: [{ description: '20 Yard Construction Dumpster rental, Dec 5 - Dec 12', quantity: 1, unitPriceCents: 48750 }],
      rentalId: 'r-1',
    });
  });

  it("keeps what the provider typed, and another rental replaces the previous rental's line item", async () => {
    const { user, select } = await openWithRentals();
    await user.type(field('Customer name'), 'Ada Builder');
    await user.type(field('Line 1 Description'), 'Extra tonnage');
    await user.type(field('Line 1 Unit price ($)'), '42.50');
    await user.selectOptions(select, 'r-1');
    expect(field('Customer name').value).toBe('Ada Builder');
    expect(field('Customer email').value).toBe('bo@example.com');
    expect(lineValues()).toEqual([
      ['Extra tonnage', '1', '42.50'],
      ['20 Yard Construction Dumpster rental, Dec 5 - Dec 12', '1', '487.50'],
    ]);
    await user.selectOptions(select, 'r-2');
    expect(lineValues()).toEqual([
      ['Extra tonnage', '1', '42.50'],
      ['10 Yard Residential Dumpster rental, Dec 20 - Dec 23', '1', '299.00'],
    ]);
    // What came from the first rental follows the second; what the provider typed stays.
    expect(field('Customer name').value).toBe('Ada Builder');
    expect(field('Customer email').value).toBe('cy@example.com');
    expect(field('Customer address').value).toBe('2 Oak Ave, Butte, MT 59701');
    expect(screen.getByText('Total').textContent).toBe('Total $341.50');
    await user.selectOptions(select, 'r-2');
    expect(lineValues()).toHaveLength(2);
  });
});

describe('EditInvoicePage', () => {
  it('loads the invoice, locks number and status, saves over the version it loaded, then opens the invoice', async () => {
    const invoice = invoiceFixture();
    const saved = { ...invoice, notes: 'Paid by check', updatedAt: '2026-11-11T10:00:00.000Z' };
    let stored = invoice;
    const { user, calls, router } = open('/provider/financials/edit-invoice/inv-1', {
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: () => ({ status: 200, body: stored }),
      [apiRoute('updateInvoice', { invoiceId: 'inv-1' })]: () => {
        stored = saved;
        return { status: 200, body: { invoice: saved, message: 'Invoice updated successfully' } };
      },
    });
    expect(await screen.findByText('Loading invoice data...')).toBeTruthy();
    expect((await screen.findByLabelText('Invoice number') as HTMLInputElement).value).toBe('INV-1001');
    expect(field('Invoice number').readOnly).toBe(true);
    expect(field('Status').value).toBe('Unpaid');
    expect(field('Status').readOnly).toBe(true);
    expect(field('Line 2 Unit price ($)').value).toBe('42.50');
    expect(screen.getByText('Total').textContent).toBe('Total $480.00');
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    await user.clear(field('Notes'));
    await user.type(field('Notes'), 'Paid by check');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invoice updated successfully')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(put.expectedUpdatedAt).toBe('2026-11-10T10:00:00.000Z');
    expect(put.notes).toBe('Paid by check');
    expect(put.saveAsDraft).toBe(false);
    expect(put.lineItems).toEqual(invoice.lineItems);
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/financials/invoice/inv-1'), { timeout: 3000 });
    expect(await screen.findByText('Paid by check')).toBeTruthy();
  });

  it('offers Save as Draft and Issue Invoice for a draft', async () => {
    const { calls, user } = open('/provider/financials/edit-invoice/inv-1', {
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture({ status: 'draft' }) },
      [apiRoute('updateInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: { invoice: invoiceFixture(), message: 'Invoice updated successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save as Draft' }));
    await screen.findByText('Invoice updated successfully');
    expect(screen.getByRole('button', { name: 'Issue Invoice' })).toBeTruthy();
    expect((calls.find((call) => call.method === 'PUT')?.body as { saveAsDraft: boolean }).saveAsDraft).toBe(true);
  });

  it('says when the invoice changed meanwhile, and reloads it', async () => {
    const { user } = open('/provider/financials/edit-invoice/inv-1', {
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture() },
      [apiRoute('updateInvoice', { invoiceId: 'inv-1' })]: { status: 409, body: { message: 'This invoice changed meanwhile. Please reload it and make your changes again.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(alerts()).toContain('Failed to save invoice: This invoice changed meanwhile. Please reload it and make your changes again.'),
    );
    await user.click(screen.getByRole('button', { name: 'Reload invoice' }));
    expect(await screen.findByLabelText('Invoice number')).toBeTruthy();
  });

  it("answers 'Invoice Not Found' for another provider's or a missing invoice", async () => {
    open('/provider/financials/edit-invoice/nope', {
      [apiRoute('getInvoice', { invoiceId: 'nope' })]: { status: 404, body: { message: 'Invoice Not Found' } },
    });
    expect(await screen.findByRole('heading', { name: 'Invoice Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to invoices' }).getAttribute('href')).toBe('/provider/financials?tab=invoices');
  });

  it("says 'Failed to load invoice data' with Try again", async () => {
    open('/provider/financials/edit-invoice/inv-1', {
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 500, body: { message: 'Boom' } },
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load invoice data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
