// The provider's books as the financial computations see them: invoices, expenses (a recurring one
// on each occurrence) and rentals. Revenue follows the one rule in shared/revenue.ts.
import type * as z from 'zod';
import type { storedExpenseSchema } from '../platform/data/entities/expense';
import type { DateRange, Expense, Invoice, StoredInvoiceStatus } from '../../shared/schemas/financials';
import type { Rental } from '../../shared/schemas/rental';
import { addDays, daysBetween } from '../../shared/rental-dates';
import type { RecurringFrequency } from '../../shared/schemas/financial-constants';
import { addMonths, inRange } from '../../shared/financial-periods';
import { revenueEntries, sumCents } from '../../shared/revenue';
import { addToRentalMix, emptyRentalMix, type BooksRevenue, type RentalMixTotals } from './tallies/tally';

export type StoredInvoice = Omit<Invoice, 'status'> & { status: StoredInvoiceStatus };
/** An expense as recorded: without the receipt facts an answer adds. */
export type StoredExpense = z.output<typeof storedExpenseSchema>;
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

/**
 * What every figure is computed from: revenue by the revenue rule (an entry may gather several
 * payments of one day, source and kind of rental), expenses counted by their dates, what customers
 * owe now, and what they owed at the end of any day. Read from the tallies in the app
 * (tallies/tally-reads.ts); built from the raw items (booksOfLedger) to check them.
 */
export interface Books {
  revenue: readonly BooksRevenue[];
  expenses: readonly LedgerExpense[];
  owedCents: number;
  owedCount: number;
  /** Invoices unpaid at the end of `date`: issued by then and not paid by then (cancelled and drafts never count). */
  receivableCentsAt(date: string): number;
  /** Revenue within `range` by the rental behind it (delivery ZIP, size and type), with the payments counted. */
  rentalMixIn(range: DateRange): RentalMixTotals;
}

/** Unpaid at the end of `date`: issued by then and not paid by then. */
const receivableAt = (invoice: LedgerInvoice, date: string) =>
  invoice.dateIssued <= date &&
  (invoice.status === 'unpaid' || (invoice.status === 'paid' && invoice.paymentDate !== undefined && invoice.paymentDate > date));

/** The books straight from the items, the expenses already expanded (expenseOccurrences). */
export function booksOfLedger(ledger: Ledger): Books {
  const owed = outstandingInvoices(ledger.invoices);
  const entries = revenueEntries(ledger);
  return {
    revenue: entries.map((entry) => ({ source: entry.source, date: entry.date, amountCents: entry.amountCents })),
    expenses: ledger.expenses,
    owedCents: sumCents(owed),
    owedCount: owed.length,
    receivableCentsAt: (date) => sumCents(ledger.invoices.filter((invoice) => receivableAt(invoice, date))),
    rentalMixIn(range) {
      const mix = emptyRentalMix();
      for (const entry of entries) {
        if (!inRange(entry.date, range)) continue;
        const rental = entry.rental;
        addToRentalMix(mix, entry.amountCents, rental ? 1 : 0, rental && { zipCode: rental.deliveryAddress.zipCode, dumpsterSize: rental.dumpsterSize, dumpsterType: rental.dumpsterType });
      }
      return mix;
    },
  };
}

/** 25% of a positive profit, to the nearest cent; nothing on a loss. */
export const estimatedTaxCents = (profitCents: number) => (profitCents > 0 ? Math.round(profitCents * 0.25) : 0);

/** Invoices still owed: unpaid ones, overdue included (overdue is only unpaid past its due date). */
const outstandingInvoices = <T extends Pick<StoredInvoice, 'status'>>(invoices: readonly T[]) =>
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

const MONTHS_APART: Record<Exclude<RecurringFrequency, 'weekly'>, number> = { monthly: 1, quarterly: 3, annually: 12 };

/**
 * An occurrence number whose date is before `from` (or 0), with every earlier one before it too:
 * where counting the occurrences in a range can start without stepping through the years before.
 */
function occurrenceBefore(first: string, frequency: RecurringFrequency, from: string): number {
  if (from <= first) return 0;
  if (frequency === 'weekly') return Math.max(0, Math.floor(daysBetween(first, from) / 7) - 1);
  const months = (Number(from.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(from.slice(5, 7)) - Number(first.slice(5, 7));
  return Math.max(0, Math.floor(months / MONTHS_APART[frequency]) - 1);
}

/**
 * The expenses the books count within `range`: a one-off expense on its date, a recurring one on
 * every occurrence from its first date, never after `today` (a future occurrence is not spent yet).
 * A recurring expense's occurrences are counted from just before the range, not from its first
 * date, so a schedule years old costs what a new one does.
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
    const start = occurrenceBefore(expense.date, expense.recurringFrequency, range.from);
    for (let n = start, date = occurrenceDate(expense.date, expense.recurringFrequency, n); date <= until; n += 1, date = occurrenceDate(expense.date, expense.recurringFrequency, n)) {
      if (date >= range.from) found.push({ category, amountCents, taxDeductible, date });
    }
  }
  return found;
}
