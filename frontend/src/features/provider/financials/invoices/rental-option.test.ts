import { describe, expect, it } from 'vitest';
import { invoiceFixture, linkableRental, OTHER_CUSTOMER } from './invoice-fixtures';
import { emptyInvoiceForm, emptyLineItem, invoiceFormValuesOf, type InvoiceFormValues } from './invoice-form-values';
import { rentalLineDescription, withLinkedRental } from './rental-option';

const A = linkableRental();
const B = linkableRental({ ...OTHER_CUSTOMER, dumpsterSize: '10', dumpsterType: 'dumpTrailer', startDate: '2026-12-29', endDate: '2027-01-05' });
const RENTALS = [A, B];

const lines = (values: InvoiceFormValues) => values.lineItems.map(({ description, quantity, unitPrice }) => [description, quantity, unitPrice]);
const customer = ({ customerName, customerEmail, customerPhone, customerAddress }: InvoiceFormValues) => [customerName, customerEmail, customerPhone, customerAddress];
const A_LINE = ['20 Yard Construction Dumpster rental, Dec 5 - Dec 12', '1', '487.50'];
const B_LINE = ['10 Yard Dump Trailer rental, Dec 29, 2026 - Jan 5, 2027', '1', '299.00'];

describe('linking a rental to an invoice', () => {
  it('describes the rental by the product label and its dates (years only when they differ)', () => {
    expect(rentalLineDescription(A)).toBe(A_LINE[0]);
    expect(rentalLineDescription(B)).toBe(B_LINE[0]);
  });

  it("fills the empty customer fields and bills the rental's stored total in the blank line", () => {
    const values = withLinkedRental(emptyInvoiceForm('2026-11-23'), 'r-1', RENTALS);
    expect(values.rentalId).toBe('r-1');
    expect(customer(values)).toEqual(['Bo Renter', 'bo@example.com', '(614) 555-0101', '1 Main St, Helena, MT 59601']);
    expect(lines(values)).toEqual([A_LINE]);
  });

  it('keeps what the provider typed and adds the rental line after their lines', () => {
    const typed = { ...emptyLineItem(), description: 'Extra tonnage', unitPrice: '42.50' };
    const values = withLinkedRental({ ...emptyInvoiceForm('2026-11-23'), customerName: 'Ada Builder', lineItems: [typed] }, 'r-1', RENTALS);
    expect(customer(values)).toEqual(['Ada Builder', 'bo@example.com', '(614) 555-0101', '1 Main St, Helena, MT 59601']);
    expect(lines(values)).toEqual([['Extra tonnage', '1', '42.50'], A_LINE]);
  });

  it('never adds the same rental twice, and another rental replaces the line and the details the first one filled', () => {
    const typed = { ...emptyLineItem(), description: 'Extra tonnage', unitPrice: '42.50' };
    const start = { ...emptyInvoiceForm('2026-11-23'), customerName: 'Ada Builder', lineItems: [typed] };
    const once = withLinkedRental(start, 'r-1', RENTALS);
    expect(withLinkedRental(once, 'r-1', RENTALS)).toEqual(once);
    // Unlinked and linked again: the line is still there, so it is not added twice.
    const relinked = withLinkedRental({ ...once, rentalId: '' }, 'r-1', RENTALS);
    expect(lines(relinked)).toEqual([['Extra tonnage', '1', '42.50'], A_LINE]);

    const other = withLinkedRental(once, 'r-2', RENTALS);
    expect(other.rentalId).toBe('r-2');
    expect(lines(other)).toEqual([['Extra tonnage', '1', '42.50'], B_LINE]);
    expect(customer(other)).toEqual(['Ada Builder', 'cy@example.com', '(614) 555-0102', '2 Oak Ave, Butte, MT 59701']);
    // A detail the provider changed after the first rental filled it is theirs now.
    const edited = withLinkedRental({ ...once, customerPhone: '406-555-0199' }, 'r-2', RENTALS);
    expect(customer(edited)[2]).toBe('406-555-0199');
  });

  it("takes the rental's line away when the rental is unlinked, leaving one blank line at least", () => {
    const linked = withLinkedRental(emptyInvoiceForm('2026-11-23'), 'r-1', RENTALS);
    const unlinked = withLinkedRental(linked, '', RENTALS);
    expect(unlinked.rentalId).toBe('');
    expect(lines(unlinked)).toEqual([['', '1', '']]);
    expect(customer(unlinked)).toEqual(customer(linked));
  });

  it("recognises a stored invoice's rental line by its description and price when another rental is picked", () => {
    const stored = invoiceFormValuesOf(
      invoiceFixture({
        rentalId: 'r-1',
        customer: { name: 'Bo Renter', email: 'bo@example.com', phone: '(614) 555-0101', address: '1 Main St, Helena, MT 59601' },
        lineItems: [
          { description: A_LINE[0]!, quantity: 1, unitPriceCents: 48750 },
          { description: 'Extra tonnage', quantity: 2, unitPriceCents: 4250 },
        ],
      }),
    );
    const other = withLinkedRental(stored, 'r-2', RENTALS);
    expect(lines(other)).toEqual([B_LINE, ['Extra tonnage', '2', '42.50']]);
    expect(customer(other)).toEqual(['Cy Hauler', 'cy@example.com', '(614) 555-0102', '2 Oak Ave, Butte, MT 59701']);
  });

  it('changes only the link for a rental that is not in the list', () => {
    const values = emptyInvoiceForm('2026-11-23');
    expect(withLinkedRental(values, 'r-9', RENTALS)).toEqual({ ...values, rentalId: 'r-9' });
  });
});

describe('linking a rental charged with itemized prices', () => {
  it('bills each line of the quote it was charged, the dumpster named as the rental, and takes them all away when unlinked', () => {
    const itemized = linkableRental({
      totalPriceCents: 46_000,
      priceLines: [
        { label: '20 yd dumpster, 7 days', cents: 39_500 },
        { label: 'Delivery fee', cents: 5000 },
        { label: 'Driveway protection', cents: 1500 },
      ],
    });
    const values = withLinkedRental(emptyInvoiceForm('2026-11-23'), 'r-1', [itemized]);
    expect(lines(values)).toEqual([
      ['20 Yard Construction Dumpster rental, Dec 5 - Dec 12', '1', '395.00'],
      ['Delivery fee', '1', '50.00'],
      ['Driveway protection', '1', '15.00'],
    ]);
    expect(withLinkedRental(values, 'r-1', [itemized])).toEqual(values);
    expect(lines(withLinkedRental(values, '', [itemized]))).toEqual([['', '1', '']]);
  });
});
