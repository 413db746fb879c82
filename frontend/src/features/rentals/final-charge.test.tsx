// fetch is mocked (testing/cognito-fetch answers the API routes): the order page's final charge
// after pickup, charged to the card or due with its Pay now link, the invoice read to say if paid since.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinalBilling } from '../../../../shared/schemas/final-billing';
import { RENTAL } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute } from '../../testing/api-url';

const session = fakeSession({ user: CUSTOMER_USER });
const PATH = `/rental/${RENTAL.rentalId}`;
const KEY = 'a'.repeat(40);
const LINES = [
  { kind: 'extraTons' as const, label: '1.37 extra tons (3.37 t weighed, 2 t included, $65.00/ton)', cents: 8905 },
  { kind: 'extraDays' as const, label: '2 extra days past the booked pickup ($30.00/day)', cents: 6000 },
];
const PICKED_UP = {
  ...RENTAL,
  status: 'picked_up',
  startDate: '2026-11-01',
  endDate: '2026-11-08',
  weightTicket: { tons: 3.37, ticketNumber: 'LF-20881', recordedAt: '2026-11-10T18:00:00.000Z' },
};
const billing = (overrides: Partial<FinalBilling>): FinalBilling => ({
  status: 'charged',
  totalCents: 14_905,
  lines: LINES,
  invoiceId: 'inv-1',
  invoiceNumber: 'INV-1004',
  invoicePayKey: KEY,
  at: '2026-11-10T18:00:01.000Z',
  settledAt: '2026-11-10T18:00:02.000Z',
  ...overrides,
});
const PAYABLE = {
  invoiceId: 'inv-1',
  invoiceNumber: 'INV-1004',
  businessName: 'Buckeye Bin Rentals',
  customerName: 'Casey',
  dateIssued: '2026-11-10',
  dateDue: '2026-11-24',
  status: 'unpaid',
  lineItems: [],
  amountCents: 14_905,
  terms: '',
  payable: true,
  refundedPayments: [],
};

describe('the final charge on the order page', () => {
  it('shows the ticket, the lines, the total and the card charged', async () => {
    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...PICKED_UP, finalBilling: billing({}) } } });
    renderRoutes(PATH, undefined, { session });
    const section = await screen.findByRole('region', { name: 'Final charge' });
    expect(within(section).getByText('3.37 tons')).toBeTruthy();
    expect(within(section).getByText('LF-20881')).toBeTruthy();
    expect(within(section).getByRole('rowheader', { name: LINES[0]!.label })).toBeTruthy();
    expect(within(section).getByText('$89.05')).toBeTruthy();
    expect(within(section).getByText('$149.05')).toBeTruthy();
    expect(within(section).getByText('Charged to your card on Nov 10, 2026.')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Pay now/ })).toBeNull();
  });

  it('links an invoice still due to its pay page', async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...PICKED_UP, finalBilling: billing({ status: 'invoiced', paymentIntentId: undefined }) } },
      [apiRoute('getPayableInvoice', { invoiceId: 'inv-1', key: KEY })]: { status: 200, body: PAYABLE },
    });
    renderRoutes(PATH, undefined, { session });
    const section = await screen.findByRole('region', { name: 'Final charge' });
    const pay = await within(section).findByRole('link', { name: /Pay now/ });
    expect(pay.textContent?.replace(/\s+/g, ' ')).toBe('Pay now $149.05');
    expect(pay.getAttribute('href')).toBe(`/pay/invoice/inv-1/${KEY}`);
    expect(within(section).getByText(/Invoice INV-1004 is due by Nov 24, 2026: your card was not charged/)).toBeTruthy();
  });

  it('says an invoice paid by its link since is paid', async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...PICKED_UP, finalBilling: billing({ status: 'invoiced', paymentIntentId: undefined }) } },
      [apiRoute('getPayableInvoice', { invoiceId: 'inv-1', key: KEY })]: { status: 200, body: { ...PAYABLE, status: 'paid', paymentDate: '2026-11-12', payable: false } },
    });
    renderRoutes(PATH, undefined, { session });
    const section = await screen.findByRole('region', { name: 'Final charge' });
    expect(await within(section).findByText('Paid')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Pay now/ })).toBeNull();
  });

  it('says nothing more is owed, or that the charge is being worked out', async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...PICKED_UP, finalBilling: billing({ status: 'none', totalCents: 0, lines: [], invoiceId: undefined }) } },
    });
    const { unmount } = renderRoutes(PATH, undefined, { session });
    expect(await screen.findByText(/Nothing more to pay/)).toBeTruthy();
    unmount();
    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: PICKED_UP } });
    renderRoutes(PATH, undefined, { session });
    expect(await screen.findByText(/being worked out/)).toBeTruthy();
  });
});
