// The financial dashboard's figures, computed from the books (pure): revenue by the revenue rule
// (functions/financials/ledger.ts), expenses by their date, profit, estimated tax (25% of positive
// profit), what customers still owe (unpaid and overdue invoices of any date), the same figures for
// the previous equivalent period with the change in percent, and the chart series.
import {
  EXPENSE_CATEGORIES,
  type DateRange,
  type FinancialDashboard,
  type FinancialPeriod,
} from '../../../shared/schemas/financials';
import { entriesIn, revenueEntries, sumCents, type RevenueEntry } from '../../../shared/revenue';
import { estimatedTaxCents, outstandingInvoices, type Ledger } from '../ledger';
import { inRange, rangeBuckets } from '../../../shared/financial-periods';

interface Figures {
  revenueCents: number;
  expensesCents: number;
  profitCents: number;
  estimatedTaxCents: number;
}

function figuresOf(revenue: readonly RevenueEntry[], ledger: Ledger, range: DateRange): Figures {
  const revenueCents = sumCents(entriesIn(revenue, range));
  const expensesCents = sumCents(entriesIn(ledger.expenses, range));
  const profitCents = revenueCents - expensesCents;
  return { revenueCents, expensesCents, profitCents, estimatedTaxCents: estimatedTaxCents(profitCents) };
}

/** Percent change, one decimal; null when there is nothing to compare with (the previous figure is 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

export function financialDashboard(ledger: Ledger, period: FinancialPeriod, range: DateRange, previous: DateRange): FinancialDashboard {
  const revenue = revenueEntries(ledger);
  const current = figuresOf(revenue, ledger, range);
  const before = figuresOf(revenue, ledger, previous);
  const outstanding = outstandingInvoices(ledger.invoices);
  const series = rangeBuckets(range).map((bucket) => {
    const window = { from: bucket.start, to: bucket.end };
    return {
      label: bucket.label,
      start: bucket.start,
      revenueCents: sumCents(entriesIn(revenue, window)),
      expensesCents: sumCents(entriesIn(ledger.expenses, window)),
    };
  });
  const expensesByCategory = EXPENSE_CATEGORIES.map((category) => ({
    category,
    amountCents: sumCents(ledger.expenses.filter((expense) => expense.category === category && inRange(expense.date, range))),
  }))
    .filter((entry) => entry.amountCents > 0)
    .sort((a, b) => b.amountCents - a.amountCents);
  return {
    period,
    range,
    ...current,
    outstandingCents: sumCents(outstanding),
    outstandingCount: outstanding.length,
    previous: { range: previous, ...before },
    change: {
      revenue: percentChange(current.revenueCents, before.revenueCents),
      expenses: percentChange(current.expensesCents, before.expensesCents),
      profit: percentChange(current.profitCents, before.profitCents),
      estimatedTax: percentChange(current.estimatedTaxCents, before.estimatedTaxCents),
    },
    series,
    expensesByCategory,
  };
}
