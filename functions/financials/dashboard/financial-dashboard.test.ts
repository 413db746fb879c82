import { describe, expect, it } from 'vitest';
import { revenueEntries } from '../../../shared/revenue';
import { booksOfLedger, type LedgerRental } from '../ledger';
import { periodRange, previousRange } from '../../../shared/financial-periods';
import { SAMPLE_BOOKS, SAMPLE_LEDGER, TODAY } from '../test-support/sample-books';
import { financialDashboard, percentChange } from './financial-dashboard';

describe('the revenue rule', () => {
  it('counts paid invoices by payment date and rentals paid on the marketplace by booking date, an invoiced rental once', () => {
    const entries = revenueEntries(SAMPLE_LEDGER).map((entry) => [entry.source, entry.id, entry.date, entry.amountCents]);
    expect(entries).toEqual([
      ['invoice', 'A', '2026-03-05', 100_000],
      ['invoice', 'B', '2026-02-10', 50_000],
      ['invoice', 'G', '2026-03-16', 7_000],
      ['invoice', 'H', '2026-03-06', 3_000],
      // R1 is billed by invoice A; R3's invoice F is cancelled, so R3 counts; R4 unpaid, R5 refunded;
      // R6 is paid and awaiting approval, which counts.
      ['rental', 'R2', '2026-03-01', 30_000],
      ['rental', 'R2b', '2026-02-28', 11_111],
      ['rental', 'R3', '2026-03-04', 12_000],
      ['rental', 'R6', '2026-01-20', 8_000],
    ]);
  });
});

describe('the revenue rule with refunds and disputes at the payment provider', () => {
  it('counts what a rental kept: less refunds and a lost dispute, nothing once all is refunded or lost', () => {
    const rental = (rentalId: string, fields: Partial<LedgerRental>): LedgerRental => ({ ...SAMPLE_LEDGER.rentals[0]!, rentalId, totalPriceCents: 40_000, ...fields });
    const books = {
      invoices: [],
      rentals: [
        rental('partly', { paymentStatus: 'partially_refunded', amountRefundedCents: 15_000 }),
        rental('refunded', { status: 'active', paymentStatus: 'refunded', amountRefundedCents: 40_000 }),
        rental('disputed', { paymentStatus: 'disputed', disputeAmountCents: 40_000 }),
        rental('lost', { paymentStatus: 'dispute_lost', disputeAmountCents: 40_000 }),
        rental('partly lost', { paymentStatus: 'dispute_lost', amountRefundedCents: 10_000, disputeAmountCents: 30_000 }),
      ],
    };
    expect(revenueEntries(books).map((entry) => [entry.id, entry.amountCents])).toEqual([
      ['partly', 25_000],
      ['disputed', 40_000],
    ]);
  });
});

describe('financialDashboard', () => {
  const range = periodRange('month', TODAY);
  const previous = previousRange('month', range);
  const dashboard = financialDashboard(SAMPLE_BOOKS, 'month', range, previous);

  it('computes the period figures by hand: revenue A+H+R2+R3, expenses Fuel+Maintenance, 25% tax', () => {
    expect(dashboard.range).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(dashboard).toMatchObject({
      revenueCents: 145_000,
      expensesCents: 25_000,
      profitCents: 120_000,
      estimatedTaxCents: 30_000,
      // C (January, overdue) and D: unpaid whatever their date; drafts, paid and cancelled never.
      outstandingCents: 50_000,
      outstandingCount: 2,
    });
  });

  it('compares with the same days of the previous month, in percent from the data', () => {
    expect(dashboard.previous).toEqual({
      range: { from: '2026-02-01', to: '2026-02-15' },
      revenueCents: 50_000,
      expensesCents: 40_000,
      profitCents: 10_000,
      estimatedTaxCents: 2_500,
    });
    expect(dashboard.change).toEqual({ revenue: 190, expenses: -37.5, profit: 1100, estimatedTax: 1100 });
  });

  it('splits the period into daily buckets that add up to the totals, and expenses by category', () => {
    expect(dashboard.series).toHaveLength(15);
    const byDay = Object.fromEntries(dashboard.series.filter((point) => point.revenueCents || point.expensesCents).map((point) => [point.start, [point.revenueCents, point.expensesCents]]));
    expect(byDay).toEqual({
      '2026-03-01': [30_000, 0],
      '2026-03-02': [0, 20_000],
      '2026-03-04': [12_000, 0],
      '2026-03-05': [100_000, 0],
      '2026-03-06': [3_000, 0],
      '2026-03-15': [0, 5_000],
    });
    expect(dashboard.series[0]!.label).toBe('Mar 1');
    expect(dashboard.expensesByCategory).toEqual([
      { category: 'Fuel', amountCents: 20_000 },
      { category: 'Maintenance', amountCents: 5_000 },
    ]);
  });

  it('has no tax on a loss and no change without a previous figure', () => {
    const loss = financialDashboard(booksOfLedger({ invoices: [], rentals: [], expenses: SAMPLE_BOOKS.expenses }), 'month', range, previous);
    expect(loss.profitCents).toBe(-25_000);
    expect(loss.estimatedTaxCents).toBe(0);
    expect(loss.change.revenue).toBeNull();
    expect(percentChange(1, 3)).toBe(-66.7);
  });
});
