// fetch is mocked (testing/cognito-fetch answers the API routes): an invoice opened by its pay link,
// starting a payment, coming back paid or not, and the link that opens nothing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PAYMENT_MESSAGES, INVOICE_REFUND_MESSAGES, type PayableInvoice } from '../../../../shared/invoice-payment';
import type { RefundedInvoicePayment } from '../../../../shared/schemas/financials';
import { FINANCIAL_MESSAGES } from '../../../../shared/schemas/financials';
import { mockBackend } from '../../testing/cognito-fetch';
import { renderRoutes } from '../../testing/render-app';
import { apiRoute, apiUrl } from '../../testing/api-url';

const KEY = '0123456789abcdef0123456789abcdef01234567';
const PATH = `/pay/invoice/inv-1/${KEY}`;
const LINK = { invoiceId: 'inv-1', key: KEY };
const INVOICE: PayableInvoice = {
  invoiceId: 'inv-1',
  invoiceNumber: 'INV-1042',
  businessName: 'Buckeye Bin Rentals',
  customerName: 'Pat Builder',
  dateIssued: '2026-11-10',
  dateDue: '2026-11-24',
  status: 'unpaid',
  lineItems: [
    { description: '20 Yard Construction Dumpster rental, Dec 5 - Dec 12', quantity: 1, unitPriceCents: 39_500 },
    { description: 'Extra ton', quantity: 2, unitPriceCents: 6_500 },
  ],
  amountCents: 52_500,
  terms: 'Payment due within 14 days',
  payable: true,
  refundedPayments: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('an invoice by its pay link', () => {
  it('shows the bill and opens the payment page for its amount, with no sign-in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockBackend({
      [apiRoute('getPayableInvoice', LINK)]: { status: 200, body: INVOICE },
      [apiRoute('createInvoiceCheckout', LINK)]: { status: 201, body: { url: 'http://localhost/pay-here/cs_1' } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH);
    expect(await screen.findByRole('heading', { name: /Invoice INV-1042/ })).toBeTruthy();
    expect(screen.getByText('Invoice from Buckeye Bin Rentals')).toBeTruthy();
    expect(screen.getByText('Nov 24, 2026')).toBeTruthy();
    expect(screen.getByText('$525.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $525.00 by card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/pay-here/cs_1'));
    const start = calls.find((call) => call.method === 'POST');
    expect(start).toMatchObject({ url: apiUrl('createInvoiceCheckout', LINK), authorization: undefined });
  });

  it('confirms the payment on the way back and shows it paid', async () => {
    const { calls } = mockBackend({
      [apiRoute('getPayableInvoice', LINK)]: { status: 200, body: INVOICE },
      [apiRoute('confirmInvoicePayment', LINK)]: { status: 200, body: { ...INVOICE, status: 'paid', paymentDate: '2026-11-26', payable: false, payment: 'paid' } },
    });
    renderRoutes(`${PATH}?session_id=cs_paid`);
    expect(await screen.findByText(INVOICE_PAYMENT_MESSAGES.paid('Nov 26, 2026'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ url: apiUrl('confirmInvoicePayment', LINK), body: { sessionId: 'cs_paid' } })]);
  });

  it('says a payment was refunded because the invoice changed, on the way back and on a reload, and offers the new amount', async () => {
    const refund: RefundedInvoicePayment = { amountCents: 25_000, reason: 'amountChanged', invoiceAmountCents: 52_500, refundedOn: '2026-11-26' };
    const refunded = { ...INVOICE, refundedPayments: [refund] };
    mockBackend({
      [apiRoute('getPayableInvoice', LINK)]: { status: 200, body: refunded },
      [apiRoute('confirmInvoicePayment', LINK)]: { status: 200, body: { ...refunded, payment: 'refunded' } },
    });
    const notice = INVOICE_REFUND_MESSAGES.toPayer(refund, 'Buckeye Bin Rentals');
    expect(notice).toBe('Your payment of $250.00 was refunded in full because the invoice changed to $525.00 while the payment was being made. Please pay the new amount of $525.00.');
    const first = renderRoutes(`${PATH}?session_id=cs_old`);
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByText(INVOICE_PAYMENT_MESSAGES.notConfirmed)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $525.00 by card' })).toBeTruthy();
    first.unmount();
    renderRoutes(PATH);
    expect(await screen.findByText(notice)).toBeTruthy();
  });

  it('says a payment left on the payment page was not made, and offers it again', async () => {
    mockBackend({ [apiRoute('getPayableInvoice', LINK)]: { status: 200, body: { ...INVOICE, status: 'overdue' } } });
    renderRoutes(`${PATH}?payment=cancelled`);
    expect(await screen.findByText(INVOICE_PAYMENT_MESSAGES.cancelledPayment)).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $525.00 by card' })).toBeTruthy();
  });

  it('offers nothing to pay on a cancelled invoice', async () => {
    mockBackend({ [apiRoute('getPayableInvoice', LINK)]: { status: 200, body: { ...INVOICE, status: 'cancelled', payable: false } } });
    renderRoutes(PATH);
    expect(await screen.findByText('Buckeye Bin Rentals cancelled this invoice: nothing is owed on it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('answers a link that opens nothing, or is cut short, with Invoice Not Found', async () => {
    mockBackend({ [apiRoute('getPayableInvoice', LINK)]: { status: 404, body: { message: FINANCIAL_MESSAGES.invoiceNotFound } } });
    renderRoutes(PATH);
    expect(await screen.findByRole('heading', { name: FINANCIAL_MESSAGES.invoiceNotFound })).toBeTruthy();
    renderRoutes('/pay/invoice/inv-1/abc');
    expect((await screen.findAllByRole('heading', { name: FINANCIAL_MESSAGES.invoiceNotFound })).length).toBeGreaterThan(0);
  });
});
