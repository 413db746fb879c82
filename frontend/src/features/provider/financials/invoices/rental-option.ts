// How a marketplace rental is named in the invoice's "Linked rental" select, and what linking it
// brings into the form: the customer's details where the provider has not typed their own, and the
// lines billing the rental as it was charged: the quote's lines stored on it (the dumpster for its
// length, delivery, add-ons: shared/pricing.ts, priced by the server; the client never prices a
// rental), or, for an order from before lines were kept, one line at its stored total.
import { formatDateSpan } from '../../../../../../shared/calendar-date';
import { formatUsd } from '../../../../../../shared/money';
import { formatPhone } from '../../../../../../shared/phone';
import { MAX_LINE_ITEMS } from '../../../../../../shared/schemas/financials';
import type { Rental } from '../../../../../../shared/schemas/rental';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { rentalTitle } from '../../../../lib/rental-display';
import {
  emptyLineItem,
  isBlankRow,
  lineAmountCents,
  unitPriceText,
  type InvoiceFormValues,
  type LineItemValues,
} from './invoice-form-values';

export function rentalOptionLabel(rental: Rental): string {
  return `${rental.customerName} · ${rentalTitle(rental)} · ${formatCalendarDate(rental.startDate)} · ${formatUsd(rental.totalPriceCents)}`;
}

/** Rentals worth billing: not cancelled, plus whichever one the invoice already bills. */
export function linkableRentals(rentals: readonly Rental[], linkedId: string): Rental[] {
  return rentals.filter((rental) => rental.status !== 'cancelled' || rental.rentalId === linkedId);
}

/** "20 Yard Construction Dumpster rental, Dec 5 - Dec 12": the product's label and the rental's dates. */
export function rentalLineDescription(rental: Rental): string {
  return `${rentalTitle(rental)} rental, ${formatDateSpan(rental.startDate, rental.endDate)}`;
}

function rentalLines(rental: Rental): LineItemValues[] {
  const row = (description: string, cents: number): LineItemValues => ({
    ...emptyLineItem(),
    description,
    quantity: '1',
    unitPrice: unitPriceText(cents),
    rentalId: rental.rentalId,
  });
  const lines = rental.priceLines ?? [];
  const itemized = lines.length > 0 && lines.reduce((sum, line) => sum + line.cents, 0) === rental.totalPriceCents;
  if (!itemized) return [row(rentalLineDescription(rental), rental.totalPriceCents)];
  // The first line is the dumpster for its length: named as the rental, with its dates.
  return lines.map((line, index) => row(index === 0 ? rentalLineDescription(rental) : line.label, line.cents));
}

/**
 * Whether a row is the rental's line: added by linking it, or, on an invoice saved earlier (stored
 * lines carry no mark), still worded and priced as linking would have made it.
 */
function billsRental(row: LineItemValues, rental: Rental): boolean {
  if (row.rentalId !== undefined) return row.rentalId === rental.rentalId;
  return row.description.trim() === rentalLineDescription(rental) && lineAmountCents(row) === rental.totalPriceCents;
}

const CUSTOMER_FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'customerAddress'] as const;
type CustomerValues = Pick<InvoiceFormValues, (typeof CUSTOMER_FIELDS)[number]>;

function customerOf(rental: Rental): CustomerValues {
  const { street, city, state, zipCode } = rental.deliveryAddress;
  return {
    customerName: rental.customerName,
    customerEmail: rental.customerEmail,
    // As every screen writes a phone: the field shows it, the invoice keeps it.
    customerPhone: formatPhone(rental.customerPhone),
    customerAddress: [street, city, `${state} ${zipCode}`.trim()].filter(Boolean).join(', '),
  };
}

/**
 * The form with `rentalId` linked (or none, for ''). The customer's details come from the rental
 * only where the provider has typed nothing: a field that is empty, or still holds what the rental
 * linked before filled in (then it was never the provider's). The rental's line is added once: in
 * place of the line the previous rental brought (which goes), else in the first blank line, else at
 * the end; picking the rental again adds nothing. Unlinking takes the rental's line away and leaves
 * the customer, who is usually still the one billed.
 */
export function withLinkedRental(values: InvoiceFormValues, rentalId: string, rentals: readonly Rental[]): InvoiceFormValues {
  const next = rentalId ? rentals.find((rental) => rental.rentalId === rentalId) : undefined;
  if (rentalId && !next) return { ...values, rentalId };
  const previous = values.rentalId && values.rentalId !== rentalId ? rentals.find((rental) => rental.rentalId === values.rentalId) : undefined;

  // Only one rental is linked at a time, so a line marked for any other rental is a stale one.
  const stale = (row: LineItemValues) =>
    row.rentalId !== undefined ? row.rentalId !== rentalId : previous !== undefined && billsRental(row, previous);
  const rows = values.lineItems;
  let lineItems = rows.filter((row) => !stale(row));
  if (next && !lineItems.some((row) => billsRental(row, next))) {
    const added = rentalLines(next);
    const replaced = rows.findIndex(stale);
    const blank = lineItems.findIndex(isBlankRow);
    let placed: LineItemValues[] | undefined;
    if (replaced >= 0) placed = rows.flatMap((row, index) => (index === replaced ? added : stale(row) ? [] : [row]));
    else if (blank >= 0) placed = lineItems.flatMap((row, index) => (index === blank ? added : [row]));
    else placed = [...lineItems, ...added];
    if (placed.length <= MAX_LINE_ITEMS) lineItems = placed;
  }
  if (lineItems.length === 0) lineItems = [emptyLineItem()];

  const customer: Partial<CustomerValues> = {};
  if (next) {
    const filled = customerOf(next);
    const before = previous ? customerOf(previous) : undefined;
    for (const field of CUSTOMER_FIELDS) {
      const current = values[field];
      if (current.trim() === '' || current === before?.[field]) customer[field] = filled[field];
    }
  }
  return { ...values, ...customer, rentalId, lineItems };
}
