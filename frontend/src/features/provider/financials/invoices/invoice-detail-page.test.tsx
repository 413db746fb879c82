// fetch is mocked: the invoice's page, its actions by status (mark paid, send, cancel), the PDF
// download and 'Invoice Not Found'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../../../testing/cognito-fetch';
import { renderRoutes } from '../../../../testing/render-app';
import { invoiceFixture, PROVIDER_SESSION } from './invoice-fixtures';
import { apiRoute, apiUrl } from '../../../../testing/api-url';

function open(api: Parameters<typeof mockBackend>[0], url = '/provider/financials/invoice/inv-1') {
  const backend = mockBackend(api);
  const user = userEvent.setup();
  const view = renderRoutes(url, undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

const posts = (calls: { method: string; url: string; body?: unknown }[]) => calls.filter((call) => call.method === 'POST');

describe('InvoiceDetailPage', () => {
  it('shows the invoice: number, status, customer, dates, lines with amounts, total, notes and terms', async () => {
    open({ [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture({ status: 'overdue' }) } });
    expect(await screen.findByRole('heading', { name: 'Invoice INV-1001', level: 1 })).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    const sheet = screen.getByRole('article', { name: 'Invoice INV-1001' });
    expect(sheet.textContent).toContain('Ada Builder');
    expect(sheet.textContent).toContain('ada@example.com');
    expect(sheet.textContent).toContain('Nov 10, 2026');
    expect(sheet.textContent).toContain('Nov 24, 2026');
    const lines = within(sheet).getByRole('table', { name: 'Line items' });
    expect(within(lines).getByRole('rowheader', { name: 'Extra tonnage' }).closest('tr')?.textContent).toBe('Extra tonnage2$42.50$85.00');
    expect(within(lines).getByRole('rowheader', { name: 'Total' }).closest('tr')?.textContent).toBe('Total$480.00');
    expect(sheet.textContent).toContain('Thank you for your business.');
    expect(sheet.textContent).toContain('Payment due within 14 days of issue.');
    for (const name of ['Download PDF', 'Send Email', 'Send Reminder', 'Mark as Paid', 'Cancel Invoice']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/provider/financials/edit-invoice/inv-1');
  });

  it('shows the phone as every screen does, and the payment link the e-mails carry while it is owed', async () => {
    const payKey = 'ab'.repeat(20);
    open({
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: {
        status: 200,
        body: invoiceFixture({ status: 'unpaid', payKey, customer: { name: 'Ada Builder', email: 'ada@example.com', phone: '4065550100', address: '5 Lake St' } }),
      },
    });
    const sheet = await screen.findByRole('article', { name: 'Invoice INV-1001' });
    expect(sheet.textContent).toContain('(406) 555-0100');
    expect(screen.getByRole('link', { name: 'Payment link' }).getAttribute('href')).toBe(`/pay/invoice/inv-1/${payKey}`);
  });

  it('lists the card payments refunded because the invoice changed meanwhile, and none when there were none', async () => {
    const refund = { amountCents: 25_000, reason: 'amountChanged' as const, invoiceAmountCents: 48_000, refundedOn: '2026-11-26' };
    open({ [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture({ status: 'unpaid', refundedPayments: [refund] }) } });
    const refunds = await screen.findByRole('region', { name: 'Refunded payments' });
    expect(refunds.textContent).toContain(
      'A card payment of $250.00 was refunded to the payer in full on Nov 26, 2026 because the invoice changed to $480.00 while the payment was being made. It is not counted as paid.',
    );
  });

  it('says a card payment came in online, and offers no payment link once paid', async () => {
    open({
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: {
        status: 200,
        body: invoiceFixture({ status: 'paid', payKey: 'ab'.repeat(20), paymentMethod: 'card', paymentDate: '2026-11-26', paymentTransactionId: 'pi_1' }),
      },
    });
    const sheet = await screen.findByRole('article', { name: 'Invoice INV-1001' });
    expect(sheet.textContent).toContain('Card (paid online)');
    expect(screen.queryByRole('link', { name: 'Payment link' })).toBeNull();
  });

  it('marks it paid through the dialog, then hides what no longer applies and shows the payment', async () => {
    const paid = invoiceFixture({ status: 'paid', paymentDate: '2026-11-20', paymentMethod: 'check', updatedAt: '2026-11-20T10:00:00.000Z' });
    let isPaid = false;
    const { user, calls } = open({
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: () => ({ status: 200, body: isPaid ? paid : invoiceFixture() }),
      [apiRoute('markInvoicePaid', { invoiceId: 'inv-1' })]: () => {
        isPaid = true;
        return { status: 200, body: { invoice: paid, message: 'Invoice marked as paid' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark INV-1001 as paid' });
    const date = within(dialog).getByLabelText('Payment date') as HTMLInputElement;
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.selectOptions(within(dialog).getByLabelText('Payment method'), 'check');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect((await screen.findByRole('status')).textContent).toBe('Invoice marked as paid');
    expect(posts(calls)[0]?.body).toEqual({ paymentDate: '2026-11-20', paymentMethod: 'check' });
    expect(screen.getByText('Paid', { selector: '.status-badge' })).toBeTruthy();
    expect(screen.getByText('Paid on').nextSibling?.textContent).toBe('Nov 20, 2026');
    expect(screen.getByText('Payment method').nextSibling?.textContent).toBe('Check');
    for (const name of ['Send Email', 'Send Reminder', 'Mark as Paid', 'Cancel Invoice']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it("sends the invoice, showing 'Sending...' then a notice naming the address", async () => {
    let answer: () => void = () => {};
    const sent = new Promise<void>((resolve) => (answer = resolve));
    const { user, calls } = open({
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture() },
      [apiRoute('sendInvoiceEmail', { invoiceId: 'inv-1' })]: { status: 200, body: { invoice: invoiceFixture({ lastSentAt: '2026-11-23T10:00:00.000Z' }), message: 'Invoice sent successfully' } },
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (args[1]?.method === 'POST') await sent;
      return realFetch(...args);
    });
    await user.click(await screen.findByRole('button', { name: 'Send Email' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    answer();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Invoice INV-1001 sent to ada@example.com'));
    expect(posts(calls)[0]?.body).toEqual({ kind: 'invoice' });
  });

  it("shows the server's reason when sending is refused", async () => {
    const { user } = open({
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture({ customer: { name: 'Ada Builder', phone: '', address: '' } }) },
      [apiRoute('sendInvoiceEmail', { invoiceId: 'inv-1' })]: { status: 400, body: { message: "Add the customer's email address to send this invoice" } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send Reminder' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Add the customer's email address to send this invoice");
  });

  it('cancels a draft after confirmation, and offers neither payment nor sending for a draft', async () => {
    const { user, calls } = open({
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture({ status: 'draft' }) },
      [apiRoute('cancelInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: { invoice: invoiceFixture({ status: 'cancelled' }), message: 'Invoice cancelled' } },
    });
    await screen.findByRole('heading', { name: 'Invoice INV-1001' });
    expect(screen.queryByRole('button', { name: 'Mark as Paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Email' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel INV-1001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Invoice' }));
    expect(posts(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel Invoice' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Invoice' }));
    expect((await screen.findByRole('status')).textContent).toBe('Invoice cancelled');
    expect(posts(calls).map((call) => call.url)).toEqual([apiUrl('cancelInvoice', { invoiceId: 'inv-1' })]);
  });

  it('downloads the PDF through a Blob URL, named as the server names it', async () => {
    const { user, calls } = open({
      [apiRoute('getInvoicePdf', { invoiceId: 'inv-1' })]: { status: 200, body: 'PDF', headers: { 'content-type': 'application/pdf' } },
      [apiRoute('getInvoice', { invoiceId: 'inv-1' })]: { status: 200, body: invoiceFixture() },
    });
    // jsdom has no object URLs; they are lent for this test only.
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let saved: { href: string; download: string } | undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { href: this.href, download: this.download };
    });
    try {
      await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toEqual({ href: 'blob:invoice', download: 'INV-1001.pdf' }));
      expect(calls.some((call) => call.url === apiUrl('getInvoicePdf', { invoiceId: 'inv-1' }))).toBe(true);
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it("shows 'Invoice Not Found' with a way back", async () => {
    open({ [apiRoute('getInvoice', { invoiceId: 'other' })]: { status: 404, body: { message: 'Invoice Not Found' } } }, '/provider/financials/invoice/other');
    expect(await screen.findByRole('heading', { name: 'Invoice Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to invoices' }).getAttribute('href')).toBe('/provider/financials?tab=invoices');
  });
});
