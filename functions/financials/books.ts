// Reading a provider's invoices and expenses through their byProvider index (gsi1, sorted by issue
// date and expense date, so a date range is one Query): the lists. The figures come from the tallies
// (tallies/), never from these. Query pages up to a bound, never a Scan.
import type * as z from 'zod';
import type { DateRange } from '../../shared/schemas/financials';
import type { storedExpenseSchema } from '../platform/data/entities/expense';
import type { Store } from '../platform/data/store';
import type { StoredInvoice } from './ledger';
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
export async function expensesOfProvider(store: Store, providerId: string, range?: DateRange) {
  const query = store.entities.expense.query.byProvider({ providerId });
  const result = await allPages<StoredExpense>((cursor) =>
    range ? query.between(...sortKeyBounds('date', range)).go({ cursor, order: 'desc' }) : query.go({ cursor, order: 'desc' }),
  );
  return { ...result, items: range ? result.items.filter((expense) => inRange(expense.date, range)) : result.items };
}
