// Rebuilding a provider's tallies from their items (scripts/maintenance/rebuild-books.ts): the one
// path that reads a provider's whole history, for maintenance and checks, never for a request. It
// counts every rental, invoice and expense afresh (tally.ts talliesOfBooks), and with `write`
// replaces the stored sheets, billing counts and recurring schedules with what it counted and
// rewrites each rental's keys of the indexes added after rentals were first written (entities/
// rental.ts byProviderUpdates, byProviderRequests, byProviderPickup). Run on a quiet
// account: a change landing while it runs can be counted twice or not at all, and a second run
// (or --check) shows it.
import type { Rental } from '../../../shared/schemas/rental';
import { RENTAL_STATUS_KEYS } from '../../platform/data/entities/rental';
import type { Store } from '../../platform/data/store';
import type { StoredInvoice } from '../ledger';
import type { StoredExpense } from '../ledger';
import { recurringScheduleOf } from './tally-writes';
import { billsRental, isRecurring, normalizedTallies, talliesOfBooks, tallyChange, type Tallies } from './tally';

/** Rental index keys rewritten at a time. */
const REWRITES_AT_ONCE = 8;

export interface BooksItems {
  rentals: Rental[];
  /** The status key each rental is stored under in the byProvider index (its read status but for legacy rejections). */
  statusKeys?: Map<string, string>;
  invoices: StoredInvoice[];
  expenses: StoredExpense[];
}

/** Every rental, invoice and expense of the provider. */
async function booksItemsOf(store: Store, providerId: string): Promise<BooksItems> {
  const [rentalPages, invoices, expenses] = await Promise.all([
    Promise.all(RENTAL_STATUS_KEYS.map(({ key: status }) => store.entities.rental.query.byProvider({ providerId, status }).go({ pages: 'all' }))),
    store.entities.invoice.query.byProvider({ providerId }).go({ pages: 'all' }),
    store.entities.expense.query.byProvider({ providerId }).go({ pages: 'all' }),
  ]);
  const statusKeys = new Map(RENTAL_STATUS_KEYS.flatMap(({ key }, index) => rentalPages[index]!.data.map((rental) => [rental.rentalId, key] as const)));
  return { rentals: rentalPages.flatMap((page) => page.data), statusKeys, invoices: invoices.data, expenses: expenses.data };
}

export interface TallyCheck {
  /** What adding to the stored tallies would take to match the items (empty: they match). */
  difference: Tallies;
  /** Rentals whose stored billing count differs from the invoices that bill them. */
  billingDifferences: { rentalId: string; stored: number; counted: number }[];
  /** Recurring expenses whose stored schedule is missing or stale, or schedules of no recurring expense. */
  scheduleDifferences: string[];
  items: { rentals: number; invoices: number; expenses: number };
}

const billingCounts = (items: BooksItems) => {
  const counts = new Map<string, number>();
  for (const invoice of items.invoices) if (invoice.rentalId) counts.set(invoice.rentalId, (counts.get(invoice.rentalId) ?? 0) + (billsRental(invoice) ? 1 : 0));
  return counts;
};


/** The stored tallies, billing counts and schedules against what the items say: what a rebuild would change. */
export async function checkTallies(store: Store, providerId: string, items?: BooksItems): Promise<TallyCheck> {
  const books = items ?? (await booksItemsOf(store, providerId));
  const [stored, schedules, billings] = await Promise.all([
    store.tallies.between(providerId, ''),
    store.entities.recurringExpense.query.byProvider({ providerId }).go({ pages: 'all' }),
    Promise.all(
      [...billingCounts(books)].map(async ([rentalId, counted]) => {
        const { data } = await store.entities.rentalBilling.get({ rentalId }).go({ consistent: true });
        return { rentalId, stored: data?.invoices ?? 0, counted };
      }),
    ),
  ]);
  const wanted = new Map(books.expenses.filter(isRecurring).map((expense) => [expense.expenseId, JSON.stringify(recurringScheduleOf(expense))]));
  const have = new Map(schedules.data.map((schedule) => [schedule.expenseId, JSON.stringify(recurringScheduleOf(schedule as StoredExpense))]));
  return {
    difference: tallyChange(talliesOfBooks(books), normalizedTallies(stored)),
    billingDifferences: billings.filter((billing) => billing.stored !== billing.counted),
    scheduleDifferences: [...new Set([...wanted.keys(), ...have.keys()])].filter((expenseId) => wanted.get(expenseId) !== have.get(expenseId)),
    items: { rentals: books.rentals.length, invoices: books.invoices.length, expenses: books.expenses.length },
  };
}

/** Replaces the provider's tallies, billing counts and schedules with what its items say, and rewrites each rental's later index keys. */
export async function rebuildTallies(store: Store, providerId: string): Promise<TallyCheck> {
  const books = await booksItemsOf(store, providerId);
  const before = await checkTallies(store, providerId, books);
  await store.tallies.replace(providerId, talliesOfBooks(books));
  const schedules = await store.entities.recurringExpense.query.byProvider({ providerId }).go({ pages: 'all' });
  const recurring = books.expenses.filter(isRecurring);
  const keep = new Set(recurring.map((expense) => expense.expenseId));
  await Promise.all([
    ...schedules.data.filter((schedule) => !keep.has(schedule.expenseId)).map((schedule) => store.entities.recurringExpense.delete({ providerId, expenseId: schedule.expenseId }).go()),
    ...recurring.map((expense) => store.entities.recurringExpense.put(recurringScheduleOf(expense)).go()),
    ...[...billingCounts(books)].map(([rentalId, invoices]) => store.entities.rentalBilling.put({ rentalId, invoices }).go()),
  ]);
  // Rewriting providerId, createdAt, endDate and updatedAt as they are rebuilds the keys of the
  // activity, request-time and pickup indexes (update.ts) for rentals written before them; a
  // rental changed meanwhile has them already.
  for (let start = 0; start < books.rentals.length; start += REWRITES_AT_ONCE) {
    await Promise.all(
      books.rentals.slice(start, start + REWRITES_AT_ONCE).map((rental) =>
        store.entities.rental
          .patch({ rentalId: rental.rentalId })
          .set({ providerId: rental.providerId, createdAt: rental.createdAt, endDate: rental.endDate, updatedAt: rental.updatedAt })
          // The byProvider key is rebuilt as it is: under the status key the rental was read from.
          .composite({ status: (books.statusKeys?.get(rental.rentalId) ?? rental.status) as Rental['status'] })
          .where((attributes, { eq }) => eq(attributes.updatedAt, rental.updatedAt))
          .go()
          .catch((error: unknown) => {
            if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
          }),
      ),
    );
  }
  return before;
}
