// The six financial reports, computed from the books (pure; ledger.ts Books). Each answers columns, rows and named
// totals; the CSV and PDF exports write exactly these rows. Revenue follows the one revenue rule
// (shared/revenue.ts) everywhere, so the reports agree with the dashboard.
import { dumpsterTypeLabel } from '../../../shared/order-wording';
import { EXPENSE_CATEGORIES, type DateRange, type ReportData, type ReportType } from '../../../shared/schemas/financials';
import { entriesIn, REVENUE_RULE_NOTE, sumCents } from '../../../shared/revenue';
import { estimatedTaxCents, type Books } from '../ledger';
import { addMonths, inRange } from '../../../shared/financial-periods';

type Row = ReportData['rows'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const SECTION_ITEM_AMOUNT: ReportData['columns'] = [
  { key: 'section', label: 'Section', kind: 'text' },
  { key: 'item', label: 'Item', kind: 'text' },
  { key: 'amountCents', label: 'Amount', kind: 'cents' },
];

function expensesByCategory(books: Books, range: DateRange, filter: (expense: Books['expenses'][number]) => boolean = () => true) {
  return EXPENSE_CATEGORIES.map((category) => ({
    category,
    amountCents: sumCents(books.expenses.filter((expense) => expense.category === category && inRange(expense.date, range) && filter(expense))),
  }));
}

function profitLoss(books: Books, range: DateRange): ReportData {
  const revenue = entriesIn(books.revenue, range);
  const invoicesCents = sumCents(revenue.filter((entry) => entry.source === 'invoice'));
  const rentalsCents = sumCents(revenue.filter((entry) => entry.source === 'rental'));
  const expenses = expensesByCategory(books, range).filter((entry) => entry.amountCents > 0);
  const revenueCents = invoicesCents + rentalsCents;
  const expensesCents = sumCents(expenses);
  return {
    columns: SECTION_ITEM_AMOUNT,
    rows: [
      { section: 'Revenue', item: 'Paid invoices', amountCents: invoicesCents },
      { section: 'Revenue', item: 'Marketplace rentals', amountCents: rentalsCents },
      ...expenses.map((entry) => ({ section: 'Expenses', item: entry.category, amountCents: entry.amountCents })),
    ],
    totals: { revenueCents, expensesCents, netProfitCents: revenueCents - expensesCents },
    notes: [REVENUE_RULE_NOTE],
  };
}

function balanceSheet(books: Books, range: DateRange): ReportData {
  const cashCents = sumCents(entriesIn(books.revenue, range)) - sumCents(entriesIn(books.expenses, range));
  const receivablesCents = books.receivableCentsAt(range.to);
  const assetsCents = cashCents + receivablesCents;
  const liabilitiesCents = 0;
  return {
    columns: SECTION_ITEM_AMOUNT,
    rows: [
      { section: 'Assets', item: 'Cash from the period (paid revenue minus expenses)', amountCents: cashCents },
      { section: 'Assets', item: 'Accounts receivable (invoices unpaid at period end)', amountCents: receivablesCents },
      { section: 'Liabilities', item: 'Liabilities recorded in the portal', amountCents: liabilitiesCents },
      { section: 'Equity', item: "Owner's equity (assets minus liabilities)", amountCents: assetsCents - liabilitiesCents },
    ],
    totals: { cashCents, receivablesCents, assetsCents, liabilitiesCents, equityCents: assetsCents - liabilitiesCents },
    notes: [
      'Simplified statement built only from what the portal records: cash is the period\'s paid revenue minus its expenses, receivables are invoices still unpaid at the end of the period, and no liabilities, equipment or opening balances are recorded.',
    ],
  };
}

function cashFlow(books: Books, range: DateRange): ReportData {
  const revenue = entriesIn(books.revenue, range);
  const expenses = entriesIn(books.expenses, range);
  const rows: Row[] = [];
  for (let month = `${range.from.slice(0, 7)}-01`; month <= range.to; month = addMonths(month, 1)) {
    const key = month.slice(0, 7);
    const inflowsCents = sumCents(revenue.filter((entry) => entry.date.startsWith(key)));
    const outflowsCents = sumCents(expenses.filter((expense) => expense.date.startsWith(key)));
    rows.push({ month: `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`, inflowsCents, outflowsCents, netCents: inflowsCents - outflowsCents });
  }
  const inflowsCents = sumCents(revenue);
  const outflowsCents = sumCents(expenses);
  return {
    columns: [
      { key: 'month', label: 'Month', kind: 'text' },
      { key: 'inflowsCents', label: 'Inflows', kind: 'cents' },
      { key: 'outflowsCents', label: 'Outflows', kind: 'cents' },
      { key: 'netCents', label: 'Net', kind: 'cents' },
    ],
    rows,
    totals: { inflowsCents, outflowsCents, netCents: inflowsCents - outflowsCents },
    notes: ['Inflows are paid revenue by the revenue rule; outflows are recorded expenses.'],
  };
}

function taxSummary(books: Books, range: DateRange): ReportData {
  const revenueCents = sumCents(entriesIn(books.revenue, range));
  const deductible = expensesByCategory(books, range, (expense) => expense.taxDeductible);
  const nonDeductible = expensesByCategory(books, range, (expense) => !expense.taxDeductible);
  const rows = EXPENSE_CATEGORIES.map((category, index) => ({
    category,
    deductibleCents: deductible[index]!.amountCents,
    nonDeductibleCents: nonDeductible[index]!.amountCents,
  })).filter((row) => row.deductibleCents > 0 || row.nonDeductibleCents > 0);
  const deductibleExpensesCents = sumCents(deductible);
  const taxableProfitCents = revenueCents - deductibleExpensesCents;
  return {
    columns: [
      { key: 'category', label: 'Category', kind: 'text' },
      { key: 'deductibleCents', label: 'Deductible', kind: 'cents' },
      { key: 'nonDeductibleCents', label: 'Not deductible', kind: 'cents' },
    ],
    rows,
    totals: {
      revenueCents,
      deductibleExpensesCents,
      nonDeductibleExpensesCents: sumCents(nonDeductible),
      taxableProfitCents,
      estimatedTaxCents: estimatedTaxCents(taxableProfitCents),
    },
    notes: ['Estimated tax is a flat 25% of positive taxable profit (revenue minus deductible expenses), for planning only; it is not tax advice.'],
  };
}

/** Revenue groups, largest first (ties by name); money without a known rental is reported on its own row. */
const largestFirst = <G extends { key: string[]; revenueCents: number }>(groups: Iterable<G>) =>
  [...groups].sort((a, b) => b.revenueCents - a.revenueCents || a.key.join().localeCompare(b.key.join()));

function serviceAreas(books: Books, range: DateRange): ReportData {
  const { byZip, unlinkedCents } = books.rentalMixIn(range);
  const groups = largestFirst([...byZip].filter(([, zip]) => zip.cents !== 0 || zip.count !== 0).map(([zipCode, zip]) => ({ key: [zipCode], rentals: zip.count, revenueCents: zip.cents })));
  const rows: Row[] = groups.map((group) => ({ zipCode: group.key[0]!, rentals: group.rentals, revenueCents: group.revenueCents }));
  if (unlinkedCents > 0) rows.push({ zipCode: 'No ZIP (invoices without a rental)', rentals: 0, revenueCents: unlinkedCents });
  return {
    columns: [
      { key: 'zipCode', label: 'Delivery ZIP', kind: 'text' },
      { key: 'rentals', label: 'Rentals', kind: 'count' },
      { key: 'revenueCents', label: 'Revenue', kind: 'cents' },
    ],
    rows,
    totals: { rentals: sumCount(groups), revenueCents: sumRevenue(groups) + unlinkedCents },
    notes: ['Rentals are paid marketplace rentals and paid invoices that bill a rental, by the delivery ZIP.'],
  };
}

const sumCount = (groups: readonly { rentals: number }[]) => groups.reduce((total, group) => total + group.rentals, 0);
const sumRevenue = (groups: readonly { revenueCents: number }[]) => groups.reduce((total, group) => total + group.revenueCents, 0);

const sizeLabel = (size: string) => {
  const yards = /^\s*(\d+)/.exec(size)?.[1];
  return yards ? `${yards} yard` : size;
};

function dumpsterTypes(books: Books, range: DateRange): ReportData {
  const { byType, unlinkedCents } = books.rentalMixIn(range);
  // Sizes stored in different spellings ("20", "20 Yard") are one size on the report.
  const labelled = new Map<string, { key: string[]; rentals: number; revenueCents: number }>();
  for (const type of byType.values()) {
    if (type.cents === 0 && type.count === 0) continue;
    const key = [sizeLabel(type.dumpsterSize), type.dumpsterType];
    const group = labelled.get(key.join('\u0000')) ?? { key, rentals: 0, revenueCents: 0 };
    labelled.set(key.join('\u0000'), { key, rentals: group.rentals + type.count, revenueCents: group.revenueCents + type.cents });
  }
  const groups = largestFirst(labelled.values());
  const rows: Row[] = groups.map((group) => ({ size: group.key[0]!, type: dumpsterTypeLabel(group.key[1]!), rentals: group.rentals, revenueCents: group.revenueCents }));
  if (unlinkedCents > 0) rows.push({ size: 'Not a rental', type: 'Invoices without a rental', rentals: 0, revenueCents: unlinkedCents });
  return {
    columns: [
      { key: 'size', label: 'Size', kind: 'text' },
      { key: 'type', label: 'Type', kind: 'text' },
      { key: 'rentals', label: 'Rentals', kind: 'count' },
      { key: 'revenueCents', label: 'Revenue', kind: 'cents' },
    ],
    rows,
    totals: { rentals: sumCount(groups), revenueCents: sumRevenue(groups) + unlinkedCents },
    notes: ['Rentals are paid marketplace rentals and paid invoices that bill a rental, by dumpster size and type.'],
  };
}

const BUILDERS: Record<ReportType, (books: Books, range: DateRange) => ReportData> = {
  profit_loss: profitLoss,
  balance_sheet: balanceSheet,
  cash_flow: cashFlow,
  tax_summary: taxSummary,
  service_areas: serviceAreas,
  dumpster_types: dumpsterTypes,
};

export function reportData(type: ReportType, books: Books, range: DateRange): ReportData {
  return BUILDERS[type](books, range);
}

/** Names of totals that are counts, not cents (for the exports). */
export const COUNT_TOTALS = new Set(['rentals']);
