// A hand-built set of books for the unit tests, with the expected figures worked out by hand in
// the tests. "Today" is 2026-03-15 (Pacific); the month is March 1-15, the previous one February 1-15.
import { booksOfLedger, type Books, type Ledger, type LedgerInvoice, type LedgerRental } from '../ledger';

const rental = (rentalId: string, fields: Partial<LedgerRental>): LedgerRental => ({
  rentalId,
  status: 'completed',
  paymentStatus: 'paid',
  createdAt: '2026-03-03T18:00:00.000Z',
  totalPriceCents: 0,
  dumpsterSize: '20',
  dumpsterType: 'construction',
  deliveryAddress: { street: '9 Pine St', city: 'Missoula', state: 'MT', zipCode: '59801' },
  ...fields,
});

const invoice = (invoiceId: string, fields: Partial<LedgerInvoice>): LedgerInvoice => ({
  invoiceId,
  status: 'unpaid',
  amountCents: 0,
  dateIssued: '2026-03-01',
  ...fields,
});

export const TODAY = '2026-03-15';

export const SAMPLE_LEDGER: Ledger = {
  invoices: [
    // A bills rental R1: the invoice counts (100,000 on Mar 5), R1 does not.
    invoice('A', { status: 'paid', amountCents: 100_000, paymentDate: '2026-03-05', rentalId: 'R1' }),
    invoice('B', { status: 'paid', amountCents: 50_000, dateIssued: '2026-02-01', paymentDate: '2026-02-10' }),
    invoice('C', { status: 'unpaid', amountCents: 30_000, dateIssued: '2026-01-01' }),
    invoice('D', { status: 'unpaid', amountCents: 20_000, dateIssued: '2026-03-10' }),
    invoice('E', { status: 'draft', amountCents: 99_999 }),
    // A cancelled invoice does not bill its rental: R3 counts.
    invoice('F', { status: 'cancelled', amountCents: 12_000, rentalId: 'R3' }),
    // Paid tomorrow: not in the month yet, but receivable at the end of March 15.
    invoice('G', { status: 'paid', amountCents: 7_000, paymentDate: '2026-03-16' }),
    invoice('H', { status: 'paid', amountCents: 3_000, paymentDate: '2026-03-06' }),
  ],
  rentals: [
    rental('R1', { totalPriceCents: 44_500, createdAt: '2026-03-03T18:00:00.000Z' }),
    // 03:00 UTC on March 2 is still March 1 in the Pacific zone.
    rental('R2', {
      status: 'active',
      totalPriceCents: 30_000,
      createdAt: '2026-03-02T03:00:00.000Z',
      dumpsterSize: '10',
      dumpsterType: 'residential',
      deliveryAddress: { street: '1 Elm St', city: 'Missoula', state: 'MT', zipCode: '59802' },
    }),
    // 05:00 UTC on March 1 is February 28 in the Pacific zone: in neither period.
    rental('R2b', { totalPriceCents: 11_111, createdAt: '2026-03-01T05:00:00.000Z' }),
    rental('R3', { totalPriceCents: 12_000, createdAt: '2026-03-04T20:00:00.000Z' }),
    rental('R4', { paymentStatus: 'unpaid', totalPriceCents: 9_000 }),
    rental('R5', { status: 'cancelled', paymentStatus: 'refunded', totalPriceCents: 8_000 }),
    // Paid and awaiting the provider's approval: revenue on its booking date, January 20, outside the
    // periods these books are read over (shared/revenue.test.ts counts such bookings).
    rental('R6', { status: 'confirmed', totalPriceCents: 8_000, createdAt: '2026-01-20T18:00:00.000Z' }),
  ],
  expenses: [
    { category: 'Fuel', amountCents: 20_000, date: '2026-03-02', taxDeductible: true },
    { category: 'Maintenance', amountCents: 5_000, date: '2026-03-15', taxDeductible: false },
    { category: 'Fuel', amountCents: 2_000, date: '2026-03-16', taxDeductible: true },
    { category: 'Insurance', amountCents: 40_000, date: '2026-02-05', taxDeductible: true },
    { category: 'Fuel', amountCents: 1_000, date: '2026-02-20', taxDeductible: true },
  ],
};

/** The same books as the figures read them. */
export const SAMPLE_BOOKS: Books = booksOfLedger(SAMPLE_LEDGER);
