// Each report over the hand-built books (functions/financials/test-support/sample-books.ts), with
// every figure worked out by hand: March 1-15 holds invoices A (100,000) and H (3,000), rentals R2
// (30,000) and R3 (12,000); expenses Fuel 20,000 (deductible) and Maintenance 5,000 (not).
import { describe, expect, it } from 'vitest';
import { SAMPLE_BOOKS } from '../test-support/sample-books';
import { reportData } from './report-data';

const MARCH = { from: '2026-03-01', to: '2026-03-15' };

describe('reportData', () => {
  it('profit_loss: revenue by source, expenses by category, net profit', () => {
    const report = reportData('profit_loss', SAMPLE_BOOKS, MARCH);
    expect(report.rows).toEqual([
      { section: 'Revenue', item: 'Paid invoices', amountCents: 103_000 },
      { section: 'Revenue', item: 'Marketplace rentals', amountCents: 42_000 },
      { section: 'Expenses', item: 'Fuel', amountCents: 20_000 },
      { section: 'Expenses', item: 'Maintenance', amountCents: 5_000 },
    ]);
    expect(report.totals).toEqual({ revenueCents: 145_000, expensesCents: 25_000, netProfitCents: 120_000 });
  });

  it('balance_sheet: cash from the period and invoices unpaid at its end (C, D and G, paid the day after)', () => {
    const report = reportData('balance_sheet', SAMPLE_BOOKS, MARCH);
    expect(report.totals).toEqual({ cashCents: 120_000, receivablesCents: 57_000, assetsCents: 177_000, liabilitiesCents: 0, equityCents: 177_000 });
    expect(report.notes[0]).toMatch(/^Simplified statement/);
  });

  it('cash_flow: inflows and outflows by month, with the net', () => {
    const report = reportData('cash_flow', SAMPLE_BOOKS, { from: '2026-02-01', to: '2026-03-15' });
    expect(report.rows).toEqual([
      // February: invoice B and rental R2b (Feb 28 Pacific) in; Insurance and Fuel out.
      { month: 'Feb 2026', inflowsCents: 61_111, outflowsCents: 41_000, netCents: 20_111 },
      { month: 'Mar 2026', inflowsCents: 145_000, outflowsCents: 25_000, netCents: 120_000 },
    ]);
    expect(report.totals).toEqual({ inflowsCents: 206_111, outflowsCents: 66_000, netCents: 140_111 });
  });

  it('tax_summary: deductible and non-deductible by category, taxable profit and 25% estimated tax', () => {
    const report = reportData('tax_summary', SAMPLE_BOOKS, MARCH);
    expect(report.rows).toEqual([
      { category: 'Fuel', deductibleCents: 20_000, nonDeductibleCents: 0 },
      { category: 'Maintenance', deductibleCents: 0, nonDeductibleCents: 5_000 },
    ]);
    expect(report.totals).toEqual({
      revenueCents: 145_000,
      deductibleExpensesCents: 20_000,
      nonDeductibleExpensesCents: 5_000,
      taxableProfitCents: 125_000,
      estimatedTaxCents: 31_250,
    });
  });

  it('service_areas: revenue and rentals by delivery ZIP (invoice A through its rental R1), unlinked invoices apart', () => {
    const report = reportData('service_areas', SAMPLE_BOOKS, MARCH);
    expect(report.rows).toEqual([
      { zipCode: '59801', rentals: 2, revenueCents: 112_000 },
      { zipCode: '59802', rentals: 1, revenueCents: 30_000 },
      { zipCode: 'No ZIP (invoices without a rental)', rentals: 0, revenueCents: 3_000 },
    ]);
    expect(report.totals).toEqual({ rentals: 3, revenueCents: 145_000 });
  });

  it('dumpster_types: revenue and rentals by size and type', () => {
    const report = reportData('dumpster_types', SAMPLE_BOOKS, MARCH);
    expect(report.rows).toEqual([
      { size: '20 yard', type: 'Construction', rentals: 2, revenueCents: 112_000 },
      { size: '10 yard', type: 'Residential', rentals: 1, revenueCents: 30_000 },
      { size: 'Not a rental', type: 'Invoices without a rental', rentals: 0, revenueCents: 3_000 },
    ]);
    expect(report.totals).toEqual({ rentals: 3, revenueCents: 145_000 });
  });
});
