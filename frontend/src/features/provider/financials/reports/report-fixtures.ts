// Reports shaped like the API's answers, for the tests.
import type { FinancialReport } from '../../../../../../shared/schemas/financials';

export function profitLossReport(overrides: Partial<FinancialReport> = {}): FinancialReport {
  return {
    reportId: 'r-1',
    providerId: 'p-1',
    title: 'Profit & Loss Statement',
    type: 'profit_loss',
    period: 'month',
    dateRange: { from: '2026-11-01', to: '2026-11-23' },
    generatedAt: '2026-11-23T14:00:00.000Z',
    data: {
      columns: [
        { key: 'section', label: 'Section', kind: 'text' },
        { key: 'item', label: 'Item', kind: 'text' },
        { key: 'amountCents', label: 'Amount', kind: 'cents' },
      ],
      rows: [
        { section: 'Revenue', item: 'Paid invoices', amountCents: 103000 },
        { section: 'Revenue', item: 'Marketplace rentals', amountCents: 42000 },
        { section: 'Expenses', item: 'Fuel', amountCents: 20000 },
        { section: 'Expenses', item: 'Maintenance', amountCents: 5000 },
      ],
      totals: { revenueCents: 145000, expensesCents: 25000, netProfitCents: 120000 },
      notes: ['Revenue counts paid invoices by payment date.'],
    },
    ...overrides,
  };
}

export const summaryOf = ({ data: _data, ...summary }: FinancialReport) => summary;
