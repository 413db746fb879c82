// The tallies give the same figures as the items they were counted from: for random books, every
// report, the financial dashboard and the portal's revenue computed from the sheets equal the ones
// computed from the raw rentals, invoices and expenses (ledger.ts booksOfLedger), and adding the
// change of any edit to the tallies of the books before it gives the tallies of the books after.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rental-dates';
import { periodRange, previousRange } from '../../../shared/financial-periods';
import { PAYMENT_STATUSES } from '../../../shared/schemas/rental';
import { RENTAL_STATUSES } from '../../../shared/rental-status';
import { EXPENSE_CATEGORIES, RECURRING_FREQUENCIES } from '../../../shared/schemas/financial-constants';
import { REPORT_TYPES } from '../../../shared/schemas/financial-constants';
import { financialDashboard, financialDashboardWindows } from '../dashboard/financial-dashboard';
import { booksOfLedger, expenseOccurrences, type LedgerRental } from '../ledger';
import { reportData } from '../reports/report-data';
import { dashboardRevenue } from '../../providers/dashboard/revenue';
import {
  billsRental,
  booksOfSheets,
  sheetPlan,
  invoiceTallies,
  rentalTallies,
  sumTallies,
  talliesOfBooks,
  tallyChange,
  totalsOf,
  type TallyExpense,
  type TallyInvoice,
} from './tally';

const TODAY = '2026-11-24';
// Mostly a few weeks around today, so ranges, issue and payment dates often meet on the same days.
const offset = fc.oneof({ arbitrary: fc.integer({ min: -30, max: 5 }), weight: 3 }, { arbitrary: fc.integer({ min: -500, max: 40 }), weight: 1 });
const day = offset.map((days) => addDays(TODAY, days));
const instant = fc.tuple(offset, fc.integer({ min: 0, max: 23 })).map(([days, hours]) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + (days * 24 + hours) * 3_600_000).toISOString());
const cents = fc.integer({ min: 1, max: 500_000 });

const rentalArb = fc.record({
  status: fc.constantFrom(...RENTAL_STATUSES),
  paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  createdAt: instant,
  totalPriceCents: cents,
  dumpsterSize: fc.constantFrom('10', '20', '30 Yard', '40'),
  dumpsterType: fc.constantFrom('construction', 'residential'),
  zipCode: fc.constantFrom('59801', '59802', '10001'),
  refunded: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  disputed: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
});

const invoiceArb = (rentalIds: readonly string[]) =>
  fc.record({
    status: fc.constantFrom('draft', 'unpaid', 'paid', 'cancelled' as const),
    amountCents: cents,
    dateIssued: day,
    paidAfter: fc.option(fc.integer({ min: -5, max: 30 }), { nil: undefined }),
    rentalId: rentalIds.length ? fc.option(fc.constantFrom(...rentalIds), { nil: undefined }) : fc.constant(undefined),
  });

const expenseArb = fc.record({
  category: fc.constantFrom(...EXPENSE_CATEGORIES),
  amountCents: cents,
  date: day,
  taxDeductible: fc.boolean(),
  recurringFrequency: fc.option(fc.constantFrom(...RECURRING_FREQUENCIES), { nil: undefined, freq: 4 }),
});

const booksArb = fc
  .array(rentalArb, { maxLength: 25 })
  .map((drawn) =>
    drawn.map(
      (each, index): LedgerRental => ({
        rentalId: `r${index}`,
        status: each.status,
        paymentStatus: each.paymentStatus,
        createdAt: each.createdAt,
        totalPriceCents: each.totalPriceCents,
        dumpsterSize: each.dumpsterSize,
        dumpsterType: each.dumpsterType,
        deliveryAddress: { street: '1 Main St', city: 'Town', state: 'MT', zipCode: each.zipCode },
        ...(each.refunded !== undefined ? { amountRefundedCents: Math.floor((each.totalPriceCents * each.refunded) / 100) } : {}),
        ...(each.disputed !== undefined ? { disputeAmountCents: Math.floor((each.totalPriceCents * each.disputed) / 100) } : {}),
      }),
    ),
  )
  .chain((rentals) =>
    fc.record({
      rentals: fc.constant(rentals),
      invoices: fc.array(invoiceArb(rentals.map((rental) => rental.rentalId)), { maxLength: 20 }).map((drawn) =>
        drawn.map(
          (each, index): TallyInvoice => ({
            invoiceId: `i${index}`,
            status: each.status,
            amountCents: each.amountCents,
            dateIssued: each.dateIssued,
            ...(each.status === 'paid' && each.paidAfter !== undefined ? { paymentDate: addDays(each.dateIssued, each.paidAfter) } : {}),
            ...(each.rentalId ? { rentalId: each.rentalId } : {}),
          }),
        ),
      ),
      expenses: fc.array(expenseArb, { maxLength: 20 }).map((drawn) =>
        drawn.map(
          (each): TallyExpense => ({
            category: each.category,
            amountCents: each.amountCents,
            date: each.date,
            taxDeductible: each.taxDeductible,
            recurring: Boolean(each.recurringFrequency),
            ...(each.recurringFrequency ? { recurringFrequency: each.recurringFrequency } : {}),
          }),
        ),
      ),
    }),
  );

const rangeArb = fc.oneof(
  fc.constantFrom('week', 'month', 'quarter', 'year', 'ytd', 'last_year' as const).map((period) => periodRange(period, TODAY)),
  fc.tuple(day, fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 400 }))).map(([from, length]) => ({ from, to: addDays(from, length) })),
);

describe('books read from the tallies', () => {
  it('give every report, the financial dashboard and the portal revenue the raw items give', () => {
    fc.assert(
      fc.property(booksArb, rangeArb, (raw, range) => {
        const tallies = talliesOfBooks(raw);
        const recurring = raw.expenses.filter((expense) => expense.recurring);
        const fromItems = (occurrencesRange: typeof range) =>
          booksOfLedger({ invoices: raw.invoices, rentals: raw.rentals, expenses: expenseOccurrences(raw.expenses, occurrencesRange, TODAY) });
        for (const type of REPORT_TYPES) {
          const options = { range, today: TODAY, byRental: type === 'service_areas' || type === 'dumpster_types', receivables: type === 'balance_sheet' };
          expect(reportData(type, booksOfSheets(tallies, recurring, options), range)).toEqual(reportData(type, fromItems(range), range));
        }
        const previous = previousRange('custom', range);
        const both = { from: previous.from, to: range.to };
        const windows = financialDashboardWindows(range, previous);
        expect(financialDashboard(booksOfSheets(tallies, recurring, { range: both, today: TODAY, windows }), 'custom', range, previous)).toEqual(
          financialDashboard(fromItems(both), 'custom', range, previous),
        );
        for (const period of ['week', 'month', 'year'] as const) {
          const periodBooks = booksOfSheets(tallies, recurring, { range: periodRange(period, TODAY), today: TODAY });
          expect(dashboardRevenue(periodBooks.revenue, period, TODAY)).toEqual(dashboardRevenue(fromItems(range).revenue, period, TODAY));
        }
        const totals = totalsOf(tallies.get('totals'));
        for (const status of RENTAL_STATUSES) {
          expect(totals.byStatus[status] ?? 0).toBe(raw.rentals.filter((rental) => rental.status === status).length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('move by exactly the change of one edit: an invoice linked, paid or cancelled; a rental refunded', () => {
    fc.assert(
      fc.property(booksArb, fc.nat(), fc.constantFrom('link', 'pay', 'cancel', 'refund'), (raw, pick, edit) => {
        const before = talliesOfBooks(raw);
        const billedCount = (rentalId: string, invoices: readonly TallyInvoice[]) => invoices.filter((invoice) => billsRental(invoice) && invoice.rentalId === rentalId).length;
        const rentalsById = new Map(raw.rentals.map((rental) => [rental.rentalId, rental]));
        let after = raw;
        let change = new Map() as ReturnType<typeof tallyChange>;
        if (edit === 'refund' && raw.rentals.length > 0) {
          const old = raw.rentals[pick % raw.rentals.length]!;
          const refunded: LedgerRental = { ...old, paymentStatus: 'refunded', amountRefundedCents: old.totalPriceCents };
          after = { ...raw, rentals: raw.rentals.map((rental) => (rental === old ? refunded : rental)) };
          const billed = billedCount(old.rentalId, raw.invoices) > 0;
          change = tallyChange(rentalTallies(refunded, billed), rentalTallies(old, billed));
        } else if (edit !== 'refund' && raw.invoices.length > 0) {
          const old = raw.invoices[pick % raw.invoices.length]!;
          const edited: TallyInvoice =
            edit === 'pay'
              ? { ...old, status: 'paid', paymentDate: addDays(old.dateIssued, 3) }
              : edit === 'cancel'
                ? { ...old, status: 'cancelled' }
                : { ...old, rentalId: raw.rentals[pick % Math.max(1, raw.rentals.length)]?.rentalId };
          if (!edited.rentalId) delete edited.rentalId;
          after = { ...raw, invoices: raw.invoices.map((invoice) => (invoice === old ? edited : invoice)) };
          const parts = [tallyChange(invoiceTallies(edited, edited.rentalId ? rentalsById.get(edited.rentalId) : undefined), invoiceTallies(old, old.rentalId ? rentalsById.get(old.rentalId) : undefined))];
          for (const rentalId of new Set([old.rentalId, edited.rentalId].filter((id): id is string => Boolean(id)))) {
            const wasBilled = billedCount(rentalId, raw.invoices) > 0;
            const isBilled = billedCount(rentalId, after.invoices) > 0;
            const rental = rentalsById.get(rentalId)!;
            if (wasBilled !== isBilled) parts.push(tallyChange(rentalTallies(rental, isBilled), rentalTallies(rental, wasBilled)));
          }
          change = sumTallies(...parts);
        }
        expect(tallyChange(sumTallies(before, change), new Map())).toEqual(talliesOfBooks(after));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the sheets a range is read from', () => {
  it('reads a year by the days of its partial first and last months and by month in between', () => {
    const plan = sheetPlan({ range: periodRange('year', TODAY) });
    expect(plan.dayMonths).toEqual(['2025-11', '2026-11']);
    expect(plan.wholeMonths).toHaveLength(11);
    expect(plan.years).toEqual(['2025', '2026']);
  });

  it('reads by day every month a chart bucket or a window cuts', () => {
    expect(sheetPlan({ range: periodRange('quarter', TODAY) }).wholeMonths).toEqual([]);
    expect(sheetPlan({ range: periodRange('last_year', TODAY) }).dayMonths).toEqual([]);
    expect(sheetPlan({ range: periodRange('last_year', TODAY), windows: [{ from: '2025-03-10', to: '2025-12-31' }] }).dayMonths).toEqual(['2025-03']);
  });
});

describe('a busy month', () => {
  it("keeps one pair of counters per ZIP, size and type in the month's mix sheet, whatever the month's volume", () => {
    // 6,000 paid bookings in one month over 50 ZIPs, three sizes and two types.
    const rentals = Array.from({ length: 6_000 }, (_, index): LedgerRental => ({
      rentalId: `r${index}`,
      status: 'completed',
      paymentStatus: 'paid',
      createdAt: `2026-10-${String((index % 30) + 1).padStart(2, '0')}T18:00:00.000Z`,
      totalPriceCents: 40_000 + index,
      dumpsterSize: ['10', '20', '30'][index % 3]!,
      dumpsterType: index % 2 ? 'construction' : 'residential',
      deliveryAddress: { street: '1 Main St', city: 'Town', state: 'MT', zipCode: String(59_800 + (index % 50)) },
    }));
    const tallies = talliesOfBooks({ rentals, invoices: [], expenses: [] });
    const month = tallies.get('mix#2026-10')!;
    expect(Object.keys(month)).toHaveLength(2 * 50 + 2 * 6);
    // Far below DynamoDB's 400 KB item limit, as stored (names and numbers).
    expect(Buffer.byteLength(JSON.stringify(month))).toBeLessThan(10_000);
    const largestDay = Math.max(...[...tallies].filter(([sheet]) => sheet.startsWith('mixday#')).map(([, counters]) => Buffer.byteLength(JSON.stringify(counters))));
    expect(largestDay).toBeLessThan(10_000);
  });
});

