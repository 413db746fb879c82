import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/schemas/financials';
import { invoiceEmailText } from './invoice-email';

const invoice: Invoice = {
  invoiceId: 'i-1',
  invoiceNumber: 'INV-1042',
  providerId: 'p-1',
  providerName: 'Fresh Haul',
  customer: { name: 'Pat Builder', email: 'pat@example.com', phone: '4065550100', address: '9 Pine St, Missoula, MT 59801' },
  dateIssued: '2026-11-10',
  dateDue: '2026-11-24',
  status: 'unpaid',
  lineItems: [{ description: '20 yard roll-off, one week', quantity: 1, unitPriceCents: 39_500 }],
  amountCents: 39_500,
  notes: '',
  terms: 'Payment due within 14 days of issue.',
  reminderCount: 0,
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
};
const issuer = { businessName: 'Fresh Haul', email: 'owner@freshhaul.example', phone: '6145550101' };
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

describe('invoice e-mails', () => {
  it('carry the link that pays the invoice online', () => {
    const payUrl = 'https://dumpsters.example/pay/invoice/i-1/' + 'ab'.repeat(20);
    for (const kind of ['invoice', 'reminder'] as const) {
      expect(invoiceEmailText(kind, invoice, issuer, payUrl).text).toContain(`Pay online by card: ${payUrl}`);
    }
  });

  it('gives the due date as people read it and the phone in the one format of every message', () => {
    const { subject, text } = invoiceEmailText('invoice', invoice, issuer);
    expect(subject).toBe('Invoice INV-1042 from Fresh Haul');
    expect(text).toContain('Please find attached invoice INV-1042 for $395.00, due Nov 24, 2026.');
    expect(text).toContain('Questions? Reach Fresh Haul at (614) 555-0101 or owner@freshhaul.example.');
    expect(text).not.toContain('6145550101');
    expect(text).not.toMatch(ISO_DATE);
  });

  it('words reminders the same way, before and after the due date', () => {
    const reminder = invoiceEmailText('reminder', invoice, { businessName: 'Fresh Haul', phone: '+1 614-555-0101' });
    expect(reminder.subject).toBe('Reminder: invoice INV-1042 from Fresh Haul');
    expect(reminder.text).toContain('invoice INV-1042 for $395.00 is due Nov 24, 2026.');
    expect(reminder.text).toContain('Reach Fresh Haul at (614) 555-0101.');
    const overdue = invoiceEmailText('reminder', { ...invoice, status: 'overdue' }, issuer);
    expect(overdue.subject).toBe('Overdue: invoice INV-1042 from Fresh Haul');
    expect(overdue.text).toContain('was due Nov 24, 2026 and is now overdue.');
    for (const { text } of [reminder, overdue]) expect(text).not.toMatch(ISO_DATE);
  });
});
