import { describe, expect, it } from 'vitest';
import { isRevenueRental, revenueEntries, type RevenueRental } from './revenue';

const booking = (fields: Partial<RevenueRental> & { status?: string } = {}) => ({
  rentalId: 'r-1',
  paymentStatus: 'paid' as const,
  createdAt: '2026-11-20T18:00:00.000Z',
  totalPriceCents: 40_000,
  ...fields,
});

describe('the revenue rule', () => {
  it('counts a booking paid on the marketplace whatever became of it, for the money kept', () => {
    for (const status of ['confirmed', 'approved', 'active', 'completed']) expect(isRevenueRental(booking({ status })), status).toBe(true);
    // Cancelled by the customer after the refund cutoff: the provider kept part of the price.
    const late = booking({ status: 'cancelled', paymentStatus: 'partially_refunded', amountRefundedCents: 30_000 });
    expect(revenueEntries({ invoices: [], rentals: [late] }).map((entry) => entry.amountCents)).toEqual([10_000]);
  });

  it('leaves out a rent request (paid outside the marketplace) and a booking refunded in full', () => {
    expect(isRevenueRental(booking({ paymentStatus: 'unpaid' }))).toBe(false);
    expect(isRevenueRental(booking({ paymentStatus: 'refunded', amountRefundedCents: 40_000 }))).toBe(false);
  });

  it('counts an invoiced booking once, as its invoice once paid', () => {
    const rental = booking();
    const invoice = { invoiceId: 'i-1', status: 'paid', amountCents: 45_000, paymentDate: '2026-11-25', rentalId: 'r-1' };
    expect(revenueEntries({ invoices: [invoice], rentals: [rental] }).map((entry) => [entry.source, entry.amountCents, entry.date])).toEqual([
      ['invoice', 45_000, '2026-11-25'],
    ]);
    expect(revenueEntries({ invoices: [{ ...invoice, status: 'unpaid' }], rentals: [rental] })).toEqual([]);
  });
});
