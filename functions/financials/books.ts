// Reading a provider's books: invoices and expenses through their byProvider index (gsi1, sorted by
// issue date and expense date, so a date range is one Query), rentals through the rental's own
// byProvider index. Query pages up to a bound, never a Scan.
import type * as z from 'zod';
import type { DateRange } from '../../shared/schemas/financials';
import type { storedExpenseSchema } from '../platform/data/entities/expense';
import type { Store } from '../platform/data/store';
import { rentalsOfProvider } from '../providers/rentals/provider-rentals';
import { expenseOccurrences, type Ledger, type StoredInvoice } from './ledger';
import { inRange } from '../../shared/financial-periods';

/** Years of a busy hauler's paperwork; beyond it the oldest are left off and flagged. */
const MAX_BOOK_ITEMS = 5000;

/** An expense as recorded: without the receipt facts an answer adds. */
export type StoredExpense = z.output<typeof storedExpenseSchema>;

interface Page<T> {
  data: T[];
  cursor: string | null;
}

async function allPages<T>(read: (cursor: string | null) => Promise<Page<T>>): Promise<{ items: T[]; truncated: boolean }> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor && items.length < MAX_BOOK_ITEMS);
  return { items: items.slice(0, MAX_BOOK_ITEMS), truncated: Boolean(cursor) || items.length > MAX_BOOK_ITEMS };
}

// The sort key is "date#id": "~" sorts after "#", so `to~` is above every key of the last day.
const sortKeyBounds = <K extends string>(name: K, range: DateRange) =>
  [{ [name]: range.from }, { [name]: `${range.to}~` }] as [Record<K, string>, Record<K, string>];

/** The provider's invoices, by issue date within `range` when given, newest issue date first. */
export async function invoicesOfProvider(store: Store, providerId: string, range?: DateRange) {
  const query = store.entities.invoice.query.byProvider({ providerId });
  const result = await allPages<StoredInvoice>((cursor) =>
    range
      ? query.between(...sortKeyBounds('dateIssued', range)).go({ cursor, order: 'desc' })
      : query.go({ cursor, order: 'desc' }),
  );
  return { ...result, items: range ? result.items.filter((invoice) => inRange(invoice.dateIssued, range)) : result.items };
}

/** The provider's expenses, by date within `range` when given, newest first. */
async function expensesOfProvider(store: Store, providerId: string, range?: DateRange) {
  const query = store.entities.expense.query.byProvider({ providerId });
  const result = await allPages<StoredExpense>((cursor) =>
    range ? query.between(...sortKeyBounds('date', range)).go({ cursor, order: 'desc' }) : query.go({ cursor, order: 'desc' }),
  );
  return { ...result, items: range ? result.items.filter((expense) => inRange(expense.date, range)) : result.items };
}

/** The earliest date the books can hold: a range from it reads an index from its start. */
const FIRST_DAY = '0000-01-01';

/**
 * The books the dashboard and reports compute from: every invoice (what is owed does not depend on
 * the period, and payments land after issue), the expenses counted within `expenseRange` (a
 * recurring expense recorded before the range counts on each occurrence inside it, up to `today`),
 * every rental.
 */
export async function ledgerOf(
  store: Store,
  providerId: string,
  expenseRange: DateRange,
  today: string,
): Promise<Ledger & { truncated: boolean }> {
  const [invoices, expenses, rentals] = await Promise.all([
    invoicesOfProvider(store, providerId),
    // Everything recorded up to the range's end: a recurring expense may have started long before it.
    expensesOfProvider(store, providerId, { from: FIRST_DAY, to: expenseRange.to }),
    rentalsOfProvider(store, providerId),
  ]);
  return {
    invoices: invoices.items,
    expenses: expenseOccurrences(expenses.items, expenseRange, today),
    rentals: rentals.rentals,
    truncated: invoices.truncated || expenses.truncated || rentals.truncated,
  };
}
