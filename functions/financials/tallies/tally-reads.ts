// Reading a provider's books for a period out of the tallies: the totals sheet, one days sheet per
// month of the period (and, for the reports by rental, the mix sheets: a month's for each month the
// period covers whole, a day's for each day of the others), and the schedules of the recurring
// expenses. What a request reads depends on the period's length, never on how
// many rentals, invoices or expenses the provider has recorded.
import type { Store } from '../../platform/data/store';
import type { Books } from '../ledger';
import type { DateRange } from '../../../shared/schemas/financials';
import { booksOfSheets, daysSheet, mixDaySheet, mixSheet, monthsOf, rentalMixSheets, totalsOf, TOTALS_SHEET, type BooksOptions, type RentalTotals, type Tallies } from './tally';

/** The last month a days sheet can name: an open range of days sheets ends here. */
const LAST_MONTH = '9999-12';

export async function booksOf(store: Store, providerId: string, options: BooksOptions): Promise<Books & { totals: RentalTotals }> {
  const months = monthsOf(options.range);
  const first = months[0]!;
  const last = months.at(-1)!;
  const [totals, days, mix, recurring] = await Promise.all([
    store.tallies.read(providerId, [TOTALS_SHEET]),
    store.tallies.between(providerId, daysSheet(first), daysSheet(options.receivables ? LAST_MONTH : last)),
    options.byRental ? rentalMixSheetsOf(store, providerId, options.range) : undefined,
    store.entities.recurringExpense.query.byProvider({ providerId }).go({ pages: 'all' }),
  ]);
  return booksOfSheets(new Map([...totals, ...days, ...(mix ?? [])]), recurring.data, options);
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
