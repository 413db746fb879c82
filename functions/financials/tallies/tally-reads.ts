// Reading a provider's books for a period out of the tallies: the totals sheet, the days sheets of
// the months a range cuts and the months sheets of the years whose months it covers whole
// (tally.ts sheetPlan), in one BatchGetItem; for the reports by rental, the mix sheets (a month's
// for each month the period covers whole, a day's for each day of the others); and the schedules
// of the recurring expenses. What a request reads depends on the period's length, never on how
// many rentals, invoices or expenses the provider has recorded.
import type { Store } from '../../platform/data/store';
import type { Books } from '../ledger';
import type { DateRange } from '../../../shared/schemas/financials';
import {
  booksOfSheets,
  daysSheet,
  mixDaySheet,
  mixSheet,
  monthsSheet,
  rentalMixSheets,
  sheetPlan,
  totalsOf,
  TOTALS_SHEET,
  type BooksOptions,
  type RentalTotals,
  type Tallies,
} from './tally';

/** The last year a months sheet can name: an open range of months sheets ends here. */
const LAST_YEAR = '9999';

export async function booksOf(store: Store, providerId: string, options: BooksOptions): Promise<Books & { totals: RentalTotals }> {
  const plan = sheetPlan(options);
  // Receivables need every month after the range too: the months sheets from the range's first year on.
  const named = [TOTALS_SHEET, ...plan.dayMonths.map(daysSheet), ...(options.receivables ? [] : plan.years.map(monthsSheet))];
  const [sheets, later, mix, recurring] = await Promise.all([
    store.tallies.read(providerId, named),
    options.receivables ? store.tallies.between(providerId, monthsSheet(options.range.from.slice(0, 4)), monthsSheet(LAST_YEAR)) : undefined,
    options.byRental ? rentalMixSheetsOf(store, providerId, options.range) : undefined,
    store.entities.recurringExpense.query.byProvider({ providerId }).go({ pages: 'all' }),
  ]);
  return booksOfSheets(new Map([...sheets, ...(later ?? []), ...(mix ?? [])]), recurring.data, options);
}

/** The mix sheets of the months the range covers whole (one BatchGetItem) and the day sheets of the days it takes of the others (a Query each). */
async function rentalMixSheetsOf(store: Store, providerId: string, range: DateRange): Promise<Tallies> {
  const { months, dayRanges } = rentalMixSheets(range);
  const read = await Promise.all([
    store.tallies.read(providerId, months.map(mixSheet)),
    ...dayRanges.map((days) => store.tallies.between(providerId, mixDaySheet(days.from), mixDaySheet(days.to))),
  ]);
  return new Map(read.flatMap((sheets) => [...sheets]));
}

/** The provider's rentals by status and size, all time, and what is owed: one GetItem. */
export async function rentalTotalsOf(store: Store, providerId: string): Promise<RentalTotals> {
  const sheets = await store.tallies.read(providerId, [TOTALS_SHEET]);
  return totalsOf(sheets.get(TOTALS_SHEET));
}
