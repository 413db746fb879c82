// The financial dashboard's figures, computed from the books (pure; ledger.ts Books): revenue by the revenue rule
// (shared/revenue.ts), expenses by their date, profit, estimated tax (25% of positive
// profit), what customers still owe (unpaid and overdue invoices of any date), the same figures for
// the previous equivalent period with the change in percent, and the chart series.
import {
  EXPENSE_CATEGORIES,
  type DateRange,
  type FinancialDashboard,
  type FinancialPeriod,
} from '../../../shared/schemas/financials';
import { entriesIn, sumCents } from '../../../shared/revenue';
import { estimatedTaxCents, type Books } from '../ledger';
import { bucketRanges, inRange, rangeBuckets } from '../../../shared/financial-periods';

interface Figures {
  revenueCents: number;
  expensesCents: number;
  profitCents: number;
  estimatedTaxCents: number;
}

function figuresOf(books: Books, range: DateRange): Figures {
  const revenueCents = sumCents(entriesIn(books.revenue, range));
  const expensesCents = sumCents(entriesIn(books.expenses, range));
  const profitCents = revenueCents - expensesCents;
  return { revenueCents, expensesCents, profitCents, estimatedTaxCents: estimatedTaxCents(profitCents) };
}

/** Percent change, one decimal; null when there is nothing to compare with (the previous figure is 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Every range the dashboard sums over besides the books' own: the period, the previous one and the period's chart buckets. */
export const financialDashboardWindows = (range: DateRange, previous: DateRange): DateRange[] => [range, previous, ...bucketRanges(range)];

export function financialDashboard(books: Books, period: FinancialPeriod, range: DateRange, previous: DateRange): FinancialDashboard {
  const current = figuresOf(books, range);
  const before = figuresOf(books, previous);
  const series = rangeBuckets(range).map((bucket) => {
    const window = { from: bucket.start, to: bucket.end };
    return {
      label: bucket.label,
      start: bucket.start,
      revenueCents: sumCents(entriesIn(books.revenue, window)),
      expensesCents: sumCents(entriesIn(books.expenses, window)),
    };
  });
  const expensesByCategory = EXPENSE_CATEGORIES.map((category) => ({
    category,
    amountCents: sumCents(books.expenses.filter((expense) => expense.category === category && inRange(expense.date, range))),
  }))
    .filter((entry) => entry.amountCents > 0)
    .sort((a, b) => b.amountCents - a.amountCents);
  return {
    period,
    range,
    ...current,
    outstandingCents: books.owedCents,
    outstandingCount: books.owedCount,
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
