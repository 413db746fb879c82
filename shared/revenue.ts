// THE revenue rule, the one every figure called revenue follows: the portal dashboard, the
// financial dashboard, every report and its exports.
//   revenue = invoices paid, on their payment date
//           + marketplace rentals paid (by card at checkout or by text), whatever became of them
//             since (awaiting the provider's approval, in the job from scheduled to picked up,
//             active, completed, or cancelled with part of
//             the money kept), on the date they were booked (createdAt, on the financials' clock),
//             for the money kept: the price less refunds and less what a lost dispute took back
//             (shared/payment-status.ts keptCents);
// except that a rental an invoice bills (the invoice's rentalId, the invoice not cancelled) is left
// out: the invoice counts once it is paid. Nothing is counted twice. A rent request (paid to the
// provider outside the marketplace) is not revenue until the provider invoices it and the invoice is
// paid: the marketplace never saw that money.
import { financialDate, inRange } from './financial-periods';
import { keptCents } from './payment-status';
import type { DateRange, Invoice } from './schemas/financials';
import type { Rental } from './schemas/rental';

export type RevenueInvoice = Pick<Invoice, 'invoiceId' | 'amountCents' | 'paymentDate' | 'rentalId'> & { status: string };
export type RevenueRental = Pick<Rental, 'rentalId' | 'paymentStatus' | 'createdAt' | 'totalPriceCents'> &
  Partial<Pick<Rental, 'amountRefundedCents' | 'refundCents' | 'refundId' | 'disputeAmountCents'>>;

export interface RevenueEntry<R extends RevenueRental = RevenueRental> {
  source: 'invoice' | 'rental';
  id: string;
  /** YYYY-MM-DD on the financials' clock. */
  date: string;
  amountCents: number;
  /** The rental behind the money: the rental itself, or the one a paid invoice bills (when known). */
  rental?: R;
}

/** A marketplace rental whose payment is revenue: paid through the marketplace, and some of it kept. */
export const isRevenueRental = (rental: RevenueRental) => rental.paymentStatus !== 'unpaid' && keptCents(rental) > 0;

/** Every revenue entry of the books, by the rule above. */
export function revenueEntries<R extends RevenueRental>(books: { invoices: readonly RevenueInvoice[]; rentals: readonly R[] }): RevenueEntry<R>[] {
  const rentalsById = new Map(books.rentals.map((rental) => [rental.rentalId, rental]));
  const invoiced = new Set(books.invoices.filter((invoice) => invoice.status !== 'cancelled' && invoice.rentalId).map((invoice) => invoice.rentalId!));
  const entries: RevenueEntry<R>[] = [];
  for (const invoice of books.invoices) {
    if (invoice.status !== 'paid' || !invoice.paymentDate) continue;
    const rental = invoice.rentalId ? rentalsById.get(invoice.rentalId) : undefined;
    entries.push({ source: 'invoice', id: invoice.invoiceId, date: invoice.paymentDate, amountCents: invoice.amountCents, ...(rental ? { rental } : {}) });
  }
  for (const rental of books.rentals) {
    if (!isRevenueRental(rental) || invoiced.has(rental.rentalId)) continue;
    entries.push({ source: 'rental', id: rental.rentalId, date: financialDate(rental.createdAt), amountCents: keptCents(rental), rental });
  }
  return entries;
}

export const sumCents = (items: readonly { amountCents: number }[]) => items.reduce((total, item) => total + item.amountCents, 0);

export const entriesIn = <T extends { date: string }>(items: readonly T[], range: DateRange) => items.filter((item) => inRange(item.date, range));

/** One sentence for report notes and screens that explain the figure. */
export const REVENUE_RULE_NOTE =
  'Revenue counts invoices paid, on their payment date, and marketplace bookings paid by card, on their booking date, less refunds (awaiting approval included); a rental an invoice bills counts once, as its invoice.';
