// The financial dashboard as the API answers it, for the tests.
import type { FinancialDashboard } from '../../../../../shared/schemas/financials';

export function dashboardFixture(overrides: Partial<FinancialDashboard> = {}): FinancialDashboard {
  return {
    period: 'month',
    range: { from: '2026-11-01', to: '2026-11-23' },
    revenueCents: 1_250_000,
    expensesCents: 430_050,
    profitCents: 819_950,
    estimatedTaxCents: 204_988,
    outstandingCents: 96_000,
    outstandingCount: 2,
    previous: {
      range: { from: '2026-10-01', to: '2026-10-23' },
      revenueCents: 1_000_000,
      expensesCents: 500_000,
      profitCents: 500_000,
      estimatedTaxCents: 125_000,
    },
    change: { revenue: 25, expenses: -14, profit: 64, estimatedTax: null },
    series: [
      { label: 'Week of Nov 1', start: '2026-11-01', revenueCents: 600_000, expensesCents: 200_000 },
      { label: 'Week of Nov 8', start: '2026-11-08', revenueCents: 650_000, expensesCents: 230_050 },
    ],
    expensesByCategory: [
      { category: 'Fuel', amountCents: 300_000 },
      { category: 'Maintenance', amountCents: 130_050 },
    ],
    ...overrides,
  };
}
