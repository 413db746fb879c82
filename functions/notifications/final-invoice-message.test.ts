import { describe, expect, it } from 'vitest';
import { notifiedProvider, notifiedRental } from './rental.fixture';
import type { FinalBilling } from '../../shared/schemas/final-billing';
import { finalInvoiceMessages, finalInvoiceSentence } from './final-invoice-message';
import { orderMessages, orderNotificationPayload } from './order-notification';

const rental = notifiedRental({
  providerName: 'Buckeye Bin Rentals',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  deliveryAddress: { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  status: 'picked_up',
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-12-08T00:00:00Z',
});
const provider = notifiedProvider('Buckeye Bin Rentals');
const billing: FinalBilling = {
  status: 'charged',
  totalCents: 8905,
  lines: [{ kind: 'extraTons', label: '1.37 extra tons (3.37 t weighed, 2 t included, $65.00/ton)', cents: 8905 }],
  invoiceId: 'inv-1',
  invoiceNumber: 'INV-1004',
  paymentIntentId: 'pi_1',
  at: '2026-12-08T18:00:00Z',
  settledAt: '2026-12-08T18:00:01Z',
};
const payload = orderNotificationPayload(rental, provider);
const generic = orderMessages('rental.final_invoice', payload, {});

describe('final invoice messages', () => {
  it('tells the customer what was charged to the card', () => {
    const messages = finalInvoiceMessages('rental.final_invoice', payload, { finalBilling: billing }, generic);
    expect(messages.customerSms).toBe('Your final invoice for order #ABCDEF12: $89.05, charged to your card.');
    expect(messages.customerEmail).toMatchObject({ to: 'riley@example.com', subject: 'Your final invoice for order #ABCDEF12' });
    expect(messages.customerEmail?.text).toContain('1.37 extra tons (3.37 t weighed, 2 t included, $65.00/ton): $89.05');
    expect(messages.providerSms).toBe('INV-1004 for order #ABCDEF12 (Riley Renter): $89.05, charged to the saved card.');
  });

  it('tells the customer what is due and where to pay it when the card was not charged', () => {
    const notice = { finalBilling: { ...billing, status: 'invoiced' as const, paymentIntentId: undefined }, payUrl: 'https://site.example/pay/invoice/inv-1/key' };
    const messages = finalInvoiceMessages('rental.final_invoice', payload, notice, generic);
    expect(messages.customerSms).toBe('Your final invoice for order #ABCDEF12: $89.05 due, pay here: https://site.example/pay/invoice/inv-1/key.');
    expect(messages.customerEmail?.text).toContain('Pay online: https://site.example/pay/invoice/inv-1/key');
    expect(finalInvoiceSentence(rental.rentalId, { finalBilling: notice.finalBilling })).toBe('Your final invoice for order #ABCDEF12: $89.05 due');
  });

  it("leaves every other event's messages as they are", () => {
    const approved = orderMessages('rental.approved', payload, {});
    expect(finalInvoiceMessages('rental.approved', payload, { finalBilling: billing }, approved)).toBe(approved);
  });
});
