// How a marketplace rental is named in the invoice's "Linked rental" select, and the customer
// details it brings along when the form's customer is still empty.
import { formatUsd } from '../../../../../../shared/money';
import type { Rental } from '../../../../../../shared/schemas/rental';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { rentalTitle } from '../../../../lib/rental-display';
import type { InvoiceFormValues } from './invoice-form-values';

export function rentalOptionLabel(rental: Rental): string {
  return `${rental.customerName} · ${rentalTitle(rental)} · ${formatCalendarDate(rental.startDate)} · ${formatUsd(rental.totalPriceCents)}`;
}

/** Rentals worth billing: not cancelled, plus whichever one the invoice already bills. */
export function linkableRentals(rentals: readonly Rental[], linkedId: string): Rental[] {
  return rentals.filter((rental) => rental.status !== 'cancelled' || rental.rentalId === linkedId);
}

/** Fills the customer from the rental only where the provider has typed nothing. */
export function withRentalCustomer(values: InvoiceFormValues, rental: Rental): InvoiceFormValues {
  const { street, city, state, zipCode } = rental.deliveryAddress;
  const address = [street, city, `${state} ${zipCode}`.trim()].filter(Boolean).join(', ');
  return {
    ...values,
    customerName: values.customerName || rental.customerName,
    customerEmail: values.customerEmail || rental.customerEmail,
    customerPhone: values.customerPhone || rental.customerPhone,
    customerAddress: values.customerAddress || address,
  };
}
