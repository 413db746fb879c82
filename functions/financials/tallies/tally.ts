// A provider's books kept as running tallies, so the dashboards and reports never re-read the
// provider's history: every rental, invoice and expense adds its share to a few counter items, and
// every change to one of them adds the difference between its share after and before, in the same
// transaction as the change (tally-writes.ts). Pure: what each item contributes, and the books the
// figures are computed from, read back out of the tallies.
//
// Sheets (one counter item each, per provider):
//   totals        status|<status>, size|<size>      rentals by status and by size, all time
//                 owed|cents, owed|count            invoices still owed (unpaid, overdue included)
//   days#YYYY-MM  rev|DD|<source>                   revenue by the revenue rule (shared/revenue.ts), by day
//                 exp|DD|<category>|<1/0>           one-off expenses by day, category and deductibility
//                 issued|DD, settled|DD             invoice amounts issued and settled by day (receivables)
//   months#YYYY   the same counters by month (MM for DD): what a long range reads for the months it
//                 covers whole, one item a year where it would read twelve days sheets
//   mix#YYYY-MM   zip|<zip>|c, zip|<zip>|n           revenue and payments by the rental's delivery ZIP,
//                 type|<size>|<type>|c, ...|n        by its dumpster size and type,
//                 unlinked|c                        and revenue of no known rental, over the month
//   mixday#YYYY-MM-DD  the same over one day: what a range that starts or ends inside a month reads
// A mix sheet holds one pair of counters per ZIP, size and type, however much business the month
// brought, so it stays far below DynamoDB's item size limit (a national provider's ~2,000 ZIPs
// are about 80 KB); a day sheet holds only that day's.
// A recurring expense is not tallied: it counts on each occurrence up to today, which moves with
// the clock, so its schedule is kept as it is (recurring-expense items) and expanded when read.
import { keptCents } from '../../../shared/payment-status';
import { isRevenueRental } from '../../../shared/revenue';
import type { DateRange } from '../../../shared/schemas/financials';
import { sumCents } from '../../../shared/revenue';
import { bucketRanges, financialDate, inRange } from '../../../shared/financial-periods';
import { expenseOccurrences, type Books, type LedgerExpense, type LedgerInvoice, type LedgerRental, type RecordedExpense } from '../ledger';

/** Counter name -> amount. */
export type Counters = Record<string, number>;
/** Sheet name -> counters. */
export type Tallies = Map<string, Counters>;

export const TOTALS_SHEET = 'totals';
export const daysSheet = (month: string) => `days#${month}`;
export const monthsSheet = (year: string) => `months#${year}`;
export const mixSheet = (month: string) => `mix#${month}`;
export const mixDaySheet = (date: string) => `mixday#${date}`;

/** The facts of a rental that revenue is grouped by in the reports. */
export interface RentalMix {
  zipCode: string;
  dumpsterSize: string;
  dumpsterType: string;
}

export type TallyRental = Pick<LedgerRental, 'rentalId' | 'status' | 'paymentStatus' | 'createdAt' | 'totalPriceCents' | 'dumpsterSize' | 'dumpsterType'> &
  Partial<Pick<LedgerRental, 'amountRefundedCents' | 'refundCents' | 'refundId' | 'disputeAmountCents'>> & {
    deliveryAddress: { zipCode: string };
  };
export type TallyInvoice = Pick<LedgerInvoice, 'invoiceId' | 'status' | 'amountCents' | 'paymentDate' | 'dateIssued' | 'rentalId'>;
export type TallyExpense = Pick<RecordedExpense, 'category' | 'amountCents' | 'date' | 'taxDeductible' | 'recurring' | 'recurringFrequency'>;

// Free text (a size as stored, a category) is escaped so the separator never appears inside a part.
const part = (value: string) => encodeURIComponent(value);
const unpart = (value: string) => (value.includes('%') ? decodeURIComponent(value) : value);
const counterName = (...parts: string[]) => parts.map(part).join('|');

const mixOf = (rental: Pick<TallyRental, 'dumpsterSize' | 'dumpsterType' | 'deliveryAddress'>): RentalMix => ({
  zipCode: rental.deliveryAddress.zipCode,
  dumpsterSize: rental.dumpsterSize,
  dumpsterType: rental.dumpsterType,
});

class TallyBuilder {
  readonly tallies: Tallies = new Map();

  add(sheet: string, name: string, amount: number): this {
    if (amount === 0) return this;
    const counters = this.tallies.get(sheet) ?? {};
    counters[name] = (counters[name] ?? 0) + amount;
    this.tallies.set(sheet, counters);
    return this;
  }

  /** A counter of `kind` on `date`: on the day in its month's days sheet, on the month in its year's months sheet. */
  dated(kind: string, date: string, rest: readonly string[], amount: number): this {
    return this.add(daysSheet(date.slice(0, 7)), counterName(kind, date.slice(8, 10), ...rest), amount).add(
      monthsSheet(date.slice(0, 4)),
      counterName(kind, date.slice(5, 7), ...rest),
      amount,
    );
  }

  /** Revenue of `source` on `date`: the day's total, and by the rental behind it (none known: unlinked, no payment counted). */
  revenue(source: 'invoice' | 'rental', date: string, cents: number, mix?: RentalMix): this {
    const month = date.slice(0, 7);
    this.dated('rev', date, [source], cents);
    for (const sheet of [mixSheet(month), mixDaySheet(date)]) {
      if (!mix) {
        this.add(sheet, 'unlinked|c', cents);
        continue;
      }
      this.add(sheet, counterName('zip', mix.zipCode, 'c'), cents).add(sheet, counterName('zip', mix.zipCode, 'n'), 1);
      this.add(sheet, counterName('type', mix.dumpsterSize, mix.dumpsterType, 'c'), cents).add(sheet, counterName('type', mix.dumpsterSize, mix.dumpsterType, 'n'), 1);
    }
    return this;
  }
}

/**
 * A rental's share: its status and size in the totals and, when it is revenue by the rule and no
 * invoice bills it (`billed`: an invoice not cancelled names it), the money kept on its booking date.
 */
export function rentalTallies(rental: TallyRental, billed: boolean): Tallies {
  const tally = new TallyBuilder()
    .add(TOTALS_SHEET, counterName('status', rental.status), 1)
    .add(TOTALS_SHEET, counterName('size', rental.dumpsterSize), 1);
  if (!billed && isRevenueRental(rental)) tally.revenue('rental', financialDate(rental.createdAt), keptCents(rental), mixOf(rental));
  return tally.tallies;
}

/** The part of a rental's share that depends on whether an invoice bills it: its revenue. */
export function rentalRevenueTallies(rental: TallyRental): Tallies {
  const tally = new TallyBuilder();
  if (isRevenueRental(rental)) tally.revenue('rental', financialDate(rental.createdAt), keptCents(rental), mixOf(rental));
  return tally.tallies;
}

/** Whether an invoice bills its rental (leaving the rental's own payment out of revenue). */
export const billsRental = (invoice: Pick<TallyInvoice, 'status' | 'rentalId'>) => Boolean(invoice.rentalId) && invoice.status !== 'cancelled';

/**
 * An invoice's share: what is owed while unpaid; the amount issued (unpaid or paid) on its issue
 * date and settled on its payment date (never before its issue date), for receivables at any date;
 * once paid, revenue on its payment date, by the rental it bills when that rental is known.
 */
export function invoiceTallies(invoice: TallyInvoice, rental?: Pick<TallyRental, 'dumpsterSize' | 'dumpsterType' | 'deliveryAddress'>): Tallies {
  const tally = new TallyBuilder();
  if (invoice.status === 'unpaid') tally.add(TOTALS_SHEET, 'owed|cents', invoice.amountCents).add(TOTALS_SHEET, 'owed|count', 1);
  if (invoice.status === 'unpaid' || invoice.status === 'paid') tally.dated('issued', invoice.dateIssued, [], invoice.amountCents);
  if (invoice.status === 'paid') {
    const settled = invoice.paymentDate && invoice.paymentDate > invoice.dateIssued ? invoice.paymentDate : invoice.dateIssued;
    tally.dated('settled', settled, [], invoice.amountCents);
    if (invoice.paymentDate) tally.revenue('invoice', invoice.paymentDate, invoice.amountCents, rental ? mixOf(rental) : undefined);
  }
  return tally.tallies;
}

/** A one-off expense's share: its amount on its date, by category and deductibility. Recurring ones are kept as schedules. */
export function expenseTallies(expense: TallyExpense): Tallies {
  const tally = new TallyBuilder();
  if (isRecurring(expense)) return tally.tallies;
  return tally.dated('exp', expense.date, [expense.category, expense.taxDeductible ? '1' : '0'], expense.amountCents).tallies;
}

export const isRecurring = (expense: Pick<TallyExpense, 'recurring' | 'recurringFrequency'>) => Boolean(expense.recurring && expense.recurringFrequency);

/** The sum of several shares. */
export function sumTallies(...all: Tallies[]): Tallies {
  const sum = new TallyBuilder();
  for (const tallies of all) for (const [sheet, counters] of tallies) for (const [name, amount] of Object.entries(counters)) sum.add(sheet, name, amount);
  return sum.tallies;
}

/** What to add to go from the `before` share to the `after` one (nothing, where they agree). */
export function tallyChange(after: Tallies, before: Tallies): Tallies {
  const negated: Tallies = new Map([...before].map(([sheet, counters]) => [sheet, Object.fromEntries(Object.entries(counters).map(([name, amount]) => [name, -amount]))]));
  const change = sumTallies(after, negated);
  for (const [sheet, counters] of change) {
    for (const [name, amount] of Object.entries(counters)) if (amount === 0) delete counters[name];
    if (Object.keys(counters).length === 0) change.delete(sheet);
  }
  return change;
}

/** Tallies without zero counters or empty sheets, for comparing a rebuild with what is stored. */
export const normalizedTallies = (tallies: Tallies) => tallyChange(tallies, new Map());

/** Every tally of a provider's books from their items: what a rebuild writes. */
export function talliesOfBooks(books: { rentals: readonly TallyRental[]; invoices: readonly TallyInvoice[]; expenses: readonly TallyExpense[] }): Tallies {
  const billed = new Set(books.invoices.filter(billsRental).map((invoice) => invoice.rentalId!));
  const rentals = new Map(books.rentals.map((rental) => [rental.rentalId, rental]));
  return normalizedTallies(
    sumTallies(
      ...books.rentals.map((rental) => rentalTallies(rental, billed.has(rental.rentalId))),
      ...books.invoices.map((invoice) => invoiceTallies(invoice, invoice.rentalId ? rentals.get(invoice.rentalId) : undefined)),
      ...books.expenses.map(expenseTallies),
    ),
  );
}

// ---- Reading the books back out of the tallies ----

/** Revenue of one day and source. */
export interface BooksRevenue {
  source: 'invoice' | 'rental';
  /** YYYY-MM-DD on the financials' clock. */
  date: string;
  amountCents: number;
}

/** Revenue over a range by the rental behind it: payments and cents per delivery ZIP, per size and type, and what no known rental brought. */
export interface RentalMixTotals {
  byZip: Map<string, { count: number; cents: number }>;
  /** Keyed by size as stored and type. */
  byType: Map<string, { dumpsterSize: string; dumpsterType: string; count: number; cents: number }>;
  unlinkedCents: number;
}

export const emptyRentalMix = (): RentalMixTotals => ({ byZip: new Map(), byType: new Map(), unlinkedCents: 0 });

/** Adds one payment (or, with count 0, money of no payment) to the totals. */
export function addToRentalMix(totals: RentalMixTotals, cents: number, count: number, mix?: RentalMix): void {
  if (!mix) {
    totals.unlinkedCents += cents;
    return;
  }
  const zip = totals.byZip.get(mix.zipCode) ?? { count: 0, cents: 0 };
  totals.byZip.set(mix.zipCode, { count: zip.count + count, cents: zip.cents + cents });
  const key = `${mix.dumpsterSize}\u0000${mix.dumpsterType}`;
  const type = totals.byType.get(key) ?? { dumpsterSize: mix.dumpsterSize, dumpsterType: mix.dumpsterType, count: 0, cents: 0 };
  totals.byType.set(key, { ...type, count: type.count + count, cents: type.cents + cents });
}

/** Adds a mix sheet's counters to the totals. */
function addMixSheet(totals: RentalMixTotals, counters: Counters | undefined): void {
  for (const [name, amount] of Object.entries(counters ?? {})) {
    const parts = name.split('|').map(unpart);
    if (parts[0] === 'unlinked') totals.unlinkedCents += amount;
    else if (parts[0] === 'zip') {
      const zip = totals.byZip.get(parts[1]!) ?? { count: 0, cents: 0 };
      totals.byZip.set(parts[1]!, parts[2] === 'n' ? { ...zip, count: zip.count + amount } : { ...zip, cents: zip.cents + amount });
    } else if (parts[0] === 'type') {
      const key = `${parts[1]}\u0000${parts[2]}`;
      const type = totals.byType.get(key) ?? { dumpsterSize: parts[1]!, dumpsterType: parts[2]!, count: 0, cents: 0 };
      totals.byType.set(key, parts[3] === 'n' ? { ...type, count: type.count + amount } : { ...type, cents: type.cents + amount });
    }
  }
}

const lastDayOfMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The sheets revenue by rental over `range` is read from: the month sheet of each month the range
 * covers whole, the day sheets of the days it takes of a month it covers in part.
 */
export function rentalMixSheets(range: DateRange): { months: string[]; dayRanges: DateRange[] } {
  const months: string[] = [];
  const dayRanges: DateRange[] = [];
  for (const month of monthsOf(range)) {
    const first = `${month}-01`;
    const last = lastDayOfMonth(month);
    if (range.from <= first && range.to >= last) months.push(month);
    else dayRanges.push({ from: range.from > first ? range.from : first, to: range.to < last ? range.to : last });
  }
  return { months, dayRanges };
}

export interface RentalTotals {
  byStatus: Record<string, number>;
  /** By size as stored ("20"). */
  bySize: Record<string, number>;
  owedCents: number;
  owedCount: number;
}

export function totalsOf(counters: Counters | undefined): RentalTotals {
  const totals: RentalTotals = { byStatus: {}, bySize: {}, owedCents: 0, owedCount: 0 };
  for (const [name, amount] of Object.entries(counters ?? {})) {
    const [kind, key = ''] = name.split('|').map(unpart);
    if (kind === 'status' && amount !== 0) totals.byStatus[key] = amount;
    else if (kind === 'size' && amount !== 0) totals.bySize[key] = amount;
    else if (name === 'owed|cents') totals.owedCents = amount;
    else if (name === 'owed|count') totals.owedCount = amount;
  }
  return totals;
}

/**
 * The entries of a days sheet or a months sheet: revenue by source, one-off expenses, and the
 * invoice amounts issued and settled, each dated by `dateOf` its day or month part (a month's
 * entries are dated its first day), those `keep` refuses left out.
 */
function datedEntries(counters: Counters | undefined, dateOf: (part: string) => string, keep: (part: string) => boolean = () => true) {
  const revenue: BooksRevenue[] = [];
  const expenses: LedgerExpense[] = [];
  const receivables = new Map<string, { date: string; issuedCents: number; settledCents: number }>();
  const receivable = (date: string) => {
    let entry = receivables.get(date);
    if (!entry) receivables.set(date, (entry = { date, issuedCents: 0, settledCents: 0 }));
    return entry;
  };
  for (const [name, amount] of Object.entries(counters ?? {})) {
    if (amount === 0) continue;
    // Kind and day or month never need unescaping; only the free text after them might.
    const [kind, part = '', ...rest] = name.split('|');
    if (!keep(part)) continue;
    const date = dateOf(part);
    if (kind === 'rev') revenue.push({ source: rest[0] as BooksRevenue['source'], date, amountCents: amount });
    else if (kind === 'exp') expenses.push({ date, category: unpart(rest[0]!) as LedgerExpense['category'], taxDeductible: rest[1] === '1', amountCents: amount });
    else if (kind === 'issued') receivable(date).issuedCents += amount;
    else if (kind === 'settled') receivable(date).settledCents += amount;
  }
  return { revenue, expenses, receivables: [...receivables.values()] };
}

/** Months (YYYY-MM) from the range's first to its last, in order. */
function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  for (let [year, month] = range.from.split('-').map(Number) as [number, number]; ; month += 1) {
    if (month > 12) [year, month] = [year + 1, 1];
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > range.to.slice(0, 7)) break;
    months.push(key);
  }
  return months;
}

export interface BooksOptions {
  /** The days the figures look at (the expenses are counted within it). */
  range: DateRange;
  /** The financials' today: a recurring expense counts on its occurrences up to it. */
  today: string;
  /**
   * The ranges the figures are summed over besides `range` and its chart buckets (rangeBuckets):
   * a month any of them starts or ends inside is read day by day, the others a month at a time.
   */
  windows?: readonly DateRange[];
  /** Revenue by the rental behind it (the service-area and dumpster-type reports): the mix sheets (rentalMixSheets). */
  byRental?: boolean;
  /** Receivables at the range's end (the balance sheet): every month from the range's first on. */
  receivables?: boolean;
}

const monthOfSheet = (sheet: string) => sheet.slice(sheet.indexOf('#') + 1);

/** Which sheets the books of `options` come from. */
export interface SheetPlan {
  /** Months some range starts or ends inside: read from their days sheets. */
  dayMonths: string[];
  /** Months of the range no range cuts: read from their year's months sheet. */
  wholeMonths: string[];
  /** The months sheets those are on (with `receivables`, every year from the range's first on is read). */
  years: string[];
}

/**
 * The plan for `options`: a month is read by day where the range, one of its chart buckets or a
 * window starts or ends inside it, and from the months sheet where it is whole in every one of
 * them. Either way each sum over those ranges is exact; a year's range reads two days sheets (its
 * partial first and last months) and its years' months sheets, not thirteen days sheets.
 */
export function sheetPlan(options: Pick<BooksOptions, 'range' | 'windows'>): SheetPlan {
  const windows = [options.range, ...bucketRanges(options.range), ...(options.windows ?? [])];
  const dayMonths: string[] = [];
  const wholeMonths: string[] = [];
  for (const month of monthsOf(options.range)) {
    const first = `${month}-01`;
    const last = lastDayOfMonth(month);
    const cut = windows.some((window) => (window.from > first && window.from <= last) || (window.to >= first && window.to < last));
    (cut ? dayMonths : wholeMonths).push(month);
  }
  return { dayMonths, wholeMonths, years: [...new Set(wholeMonths.map((month) => month.slice(0, 4)))] };
}

/**
 * The books from the sheets read for `options` (the totals, the sheets of its sheetPlan, with
 * receivables every months sheet from the range's first year on, and when by rental its
 * rentalMixSheets) and the schedules of the recurring expenses.
 */
export function booksOfSheets(sheets: Tallies, recurring: readonly RecordedExpense[], options: BooksOptions): Books & { totals: RentalTotals } {
  const { range, today } = options;
  const plan = sheetPlan(options);
  const whole = new Set(plan.wholeMonths);
  const lastMonth = range.to.slice(0, 7);
  // A month is taken from its months sheet when the plan reads it whole, or after the range for receivables.
  const fromMonthsSheet = (month: string) => whole.has(month) || (Boolean(options.receivables) && month > lastMonth);
  const days = [
    ...plan.dayMonths.map((month) => datedEntries(sheets.get(daysSheet(month)), (day) => `${month}-${day}`)),
    ...[...sheets]
      .filter(([sheet]) => sheet.startsWith('months#'))
      .map(([sheet, counters]) => {
        const year = monthOfSheet(sheet);
        return datedEntries(counters, (month) => `${year}-${month}-01`, (month) => fromMonthsSheet(`${year}-${month}`));
      }),
  ];
  const receivables = days.flatMap((entry) => entry.receivables);
  const totals = totalsOf(sheets.get(TOTALS_SHEET));
  return {
    totals,
    revenue: days.flatMap((entry) => entry.revenue),
    expenses: [...days.flatMap((entry) => entry.expenses), ...expenseOccurrences(recurring, range, today)],
    rentalMixIn(within) {
      if (!options.byRental || within.from !== range.from || within.to !== range.to) throw new Error('Revenue by rental is read for the range asked for: ask for it');
      const mix = emptyRentalMix();
      const { months, dayRanges } = rentalMixSheets(range);
      for (const month of months) addMixSheet(mix, sheets.get(mixSheet(month)));
      for (const [sheet, counters] of sheets) {
        if (!sheet.startsWith('mixday#')) continue;
        const date = sheet.slice('mixday#'.length);
        if (dayRanges.some((days) => inRange(date, days))) addMixSheet(mix, counters);
      }
      return mix;
    },
    owedCents: totals.owedCents,
    owedCount: totals.owedCount,
    receivableCentsAt(date) {
      if (!options.receivables || date !== range.to) throw new Error("Receivables are worked out at the range's end from the sheets after it: ask for them");
      // What is owed now, less what was issued after the date, plus what was settled after it.
      const after = receivables.filter((entry) => entry.date > date);
      return totals.owedCents - sumCents(after.map((entry) => ({ amountCents: entry.issuedCents - entry.settledCents })));
    },
  };
}
