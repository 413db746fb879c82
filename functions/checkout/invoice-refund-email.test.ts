// The refund notices of an invoice payment: what the payer and the provider are told, and why.
import { describe, expect, it } from 'vitest';
import type { RefundedInvoicePayment } from '../../shared/schemas/financials';
import { invoiceRefundEmails } from './invoice-refund-email';
import { refundReasonOf } from './invoice-refunds';

const invoice = {
  invoiceNumber: 'INV-1042',
  providerName: 'Buckeye Bin Rentals',
  customer: { name: 'Pat Builder', email: 'pat@test.example', phone: '', address: '' },
};
const changed: RefundedInvoicePayment = { amountCents: 25_000, reason: 'amountChanged', invoiceAmountCents: 99_900, refundedOn: '2026-11-26' };

describe('invoice refund e-mails', () => {
  it('tell the payer the old amount was refunded and the new one is due, with the pay link, and tell the provider', () => {
    const [payer, provider] = invoiceRefundEmails({ invoice, refund: changed, payUrl: 'https://site.example/pay/invoice/i/k', providerEmail: 'owner@test.example' });
    expect(payer).toMatchObject({ to: 'pat@test.example', subject: 'Your payment of invoice INV-1042 from Buckeye Bin Rentals was refunded' });
    expect(payer!.text).toContain(
      'Your payment of $250.00 was refunded in full because the invoice changed to $999.00 while the payment was being made. Please pay the new amount of $999.00.',
    );
    expect(payer!.text).toContain('See the invoice and pay it online: https://site.example/pay/invoice/i/k');
    expect(provider).toMatchObject({ to: 'owner@test.example', subject: 'A payment of invoice INV-1042 was refunded' });
    expect(provider!.text).toContain('A card payment of $250.00 was refunded to the payer in full on Nov 26, 2026');
    expect(provider!.text).toContain('stays unpaid for $999.00');
  });

  it('ask nothing more of the payer when the invoice was paid or cancelled, and send only where there is an address', () => {
    const cancelled = invoiceRefundEmails({ invoice, refund: { ...changed, reason: 'cancelled' }, payUrl: 'https://site.example/pay' });
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('because Buckeye Bin Rentals cancelled the invoice. Nothing was charged.');
    expect(cancelled[0]!.text).not.toContain('https://site.example/pay');
    const noPayer = invoiceRefundEmails({ invoice: { ...invoice, customer: { ...invoice.customer, email: '' } }, refund: changed, providerEmail: 'owner@test.example' });
    expect(noPayer.map((message) => message.to)).toEqual(['owner@test.example']);
  });
});

describe('why a paid session cannot pay its invoice', () => {
  it('is paid already, cancelled, or for another amount; otherwise it pays', () => {
    expect(refundReasonOf({ status: 'paid', amountCents: 100 }, { amountTotalCents: 100 })).toBe('alreadyPaid');
    expect(refundReasonOf({ status: 'cancelled', amountCents: 100 }, { amountTotalCents: 100 })).toBe('cancelled');
    expect(refundReasonOf({ status: 'unpaid', amountCents: 200 }, { amountTotalCents: 100 })).toBe('amountChanged');
    expect(refundReasonOf({ status: 'unpaid', amountCents: 100 }, { amountTotalCents: 100 })).toBeUndefined();
  });
});
