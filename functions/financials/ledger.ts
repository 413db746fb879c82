// The provider's books as the financial computations see them, and THE revenue rule, shared by the
// dashboard and every report:
//   revenue = paid invoices, on their payment date
//           + paid marketplace rentals (active or completed), on the date they were requested
//             (createdAt, on the provider's clock), for the money they kept: the price less refunds
//             and less what a lost dispute took back (shared/payment-status.ts keptCents),
// except that a rental some invoice links to (rentalId) and that invoice is not cancelled is left out:
// the invoice bills it, and counts once it is paid. Nothing is counted twice.
import type { DateRange, Expense, Invoice, StoredInvoiceStatus } from '../../shared/schemas/financials';
import { keptCents } from '../../shared/payment-status';
import type { Rental } from '../../shared/schemas/rental';
import { addDays } from '../../shared/rental-dates';
import type { RecurringFrequency } from '../../shared/schemas/financial-constants';
import { addMonths, financialDate, inRange } from './periods';

export type StoredInvoice = Omit<Invoice, 'status'> & { status: StoredInvoiceStatus };
export type LedgerExpense = Pick<Expense, 'category' | 'amountCents' | 'date' | 'taxDeductible'>;
/** An expense as recorded: a recurring one stands for every occurrence from its date on. */
export type RecordedExpense = LedgerExpense & Pick<Expense, 'recurring' | 'recurringFrequency'>;
export type LedgerInvoice = Pick<StoredInvoice, 'invoiceId' | 'status' | 'amountCents' | 'paymentDate' | 'dateIssued' | 'rentalId'>;
export type LedgerRental = Pick<
  Rental,
  'rentalId' | 'status' | 'paymentStatus' | 'createdAt' | 'totalPriceCents' | 'dumpsterSize' | 'dumpsterType' | 'deliveryAddress'
> &
  Partial<Pick<Rental, 'amountRefundedCents' | 'refundCents' | 'refundId' | 'disputeAmountCents'>>;

export interface Ledger {
  invoices: readonly LedgerInvoice[];
  expenses: readonly LedgerExpense[];
  rentals: readonly LedgerRental[];
}

export interface RevenueEntry {
  source: 'invoice' | 'rental';
  id: string;
  date: string;
  amountCents: number;
  /** The rental behind the money: the rental itself, or the one a paid invoice bills (when known). */
  rental?: LedgerRental;
}

/**
 * A marketplace rental that earned money: the provider accepted or delivered it, it was paid, and
 * some of the payment is still kept (not all refunded or taken back by a lost dispute).
 */
export const isPaidRental = (rental: Pick<LedgerRental, 'status' | 'paymentStatus' | 'totalPriceCents' | 'amountRefundedCents' | 'refundCents' | 'refundId' | 'disputeAmountCents'>) =>
  (rental.status === 'completed' || rental.status === 'active') && rental.paymentStatus !== 'unpaid' && keptCents(rental) > 0;

/** Every revenue entry of the books, by the rule above. */
export function revenueEntries(ledger: Pick<Ledger, 'invoices' | 'rentals'>): RevenueEntry[] {
  const rentalsById = new Map(ledger.rentals.map((rental) => [rental.rentalId, rental]));
  const invoiced = new Set(
    ledger.invoices.filter((invoice) => invoice.status !== 'cancelled' && invoice.rentalId).map((invoice) => invoice.rentalId!),
  );
  const entries: RevenueEntry[] = [];
  for (const invoice of ledger.invoices) {
    if (invoice.status !== 'paid' || !invoice.paymentDate) continue;
    const rental = invoice.rentalId ? rentalsById.get(invoice.rentalId) : undefined;
    entries.push({ source: 'invoice', id: invoice.invoiceId, date: invoice.paymentDate, amountCents: invoice.amountCents, ...(rental ? { rental } : {}) });
  }
  for (const rental of ledger.rentals) {
    if (!isPaidRental(rental) || invoiced.has(rental.rentalId)) continue;
    entries.push({ source: 'rental', id: rental.rentalId, date: financialDate(rental.createdAt), amountCents: keptCents(rental), rental });
  }
  return entries;
}

export const sumCents = (items: readonly { amountCents: number }[]) => items.reduce((total, item) => total + item.amountCents, 0);

export const entriesIn = <T extends { date: string }>(items: readonly T[], range: DateRange) => items.filter((item) => inRange(item.date, range));

/** 25% of a positive profit, to the nearest cent; nothing on a loss. */
export const estimatedTaxCents = (profitCents: number) => (profitCents > 0 ? Math.round(profitCents * 0.25) : 0);

/** Invoices still owed: unpaid ones, overdue included (overdue is only unpaid past its due date). */
export const outstandingInvoices = <T extends Pick<StoredInvoice, 'status'>>(invoices: readonly T[]) =>
  invoices.filter((invoice) => invoice.status === 'unpaid');

/** The date of a recurring expense's `n`th occurrence, counted from its first date (so Jan 31 monthly is Feb 28, then Mar 31). */
function occurrenceDate(first: string, frequency: RecurringFrequency, n: number): string {
  switch (frequency) {
    case 'weekly':
      return addDays(first, 7 * n);
    case 'monthly':
      return addMonths(first, n);
    case 'quarterly':
      return addMonths(first, 3 * n);
    case 'annually':
      return addMonths(first, 12 * n);
  }
}

/**
 * The expenses the books count within `range`: a one-off expense on its date, a recurring one on
 * every occurrence from its first date, never after `today` (a future occurrence is not spent yet).
 */
export function expenseOccurrences(expenses: readonly RecordedExpense[], range: DateRange, today: string): LedgerExpense[] {
  const until = range.to < today ? range.to : today;
  const found: LedgerExpense[] = [];
  for (const expense of expenses) {
    const { category, amountCents, taxDeductible } = expense;
    if (!expense.recurring || !expense.recurringFrequency) {
      if (inRange(expense.date, range)) found.push({ category, amountCents, taxDeductible, date: expense.date });
      continue;
    }
    for (let n = 0, date = expense.date; date <= until; n += 1, date = occurrenceDate(expense.date, expense.recurringFrequency, n)) {
      if (date >= range.from) found.push({ category, amountCents, taxDeductible, date });
    }
  }
  return found;
}
