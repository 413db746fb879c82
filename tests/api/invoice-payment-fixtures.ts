// An unpaid invoice with a pay link, written straight to the table for the tests that pay it.
import { changeInvoiceCounted } from '../../functions/financials/tallies/tally-writes';
import { randomUUID } from 'node:crypto';
import { newLinkKey } from '../../functions/platform/link-keys';
import { invoicePayPath } from '../../shared/invoice-payment';
import type { StoredInvoice } from '../../functions/financials/ledger';
import { daysFromToday, tableStore } from './rentals-support';

export interface PayableFixture {
  invoice: StoredInvoice;
  /** /api/invoices/{invoiceId}/{key} */
  apiPath: string;
  /** /pay/invoice/{invoiceId}/{key} */
  pagePath: string;
}

export async function putPayableInvoice(overrides: Partial<StoredInvoice> = {}): Promise<PayableFixture> {
  const timestamp = new Date().toISOString();
  const invoice: StoredInvoice = {
    invoiceId: randomUUID(),
    invoiceNumber: 'INV-1001',
    providerId: 'invoice-pay-provider',
    providerName: 'Buckeye Bin Rentals',
    customer: { name: 'Pat Builder', email: 'pat@test.example', phone: '6145550101', address: '12 Oak St, Columbus, OH 43215' },
    dateIssued: daysFromToday(-3),
    dateDue: daysFromToday(11),
    status: 'unpaid',
    lineItems: [
      { description: '20 Yard Construction Dumpster rental', quantity: 1, unitPriceCents: 39_500 },
      { description: 'Extra ton', quantity: 2, unitPriceCents: 6_500 },
    ],
    amountCents: 52_500,
    notes: 'Gate code 1234',
    terms: 'Payment due within 14 days',
    reminderCount: 0,
    payKey: newLinkKey(),
    createdAt: timestamp,
    updatedAt: timestamp,
    ...overrides,
  };
  // With its share of the provider's tallies, as the app writes a new invoice.
  const store = tableStore();
  await changeInvoiceCounted(store, invoice.providerId, undefined, invoice, (entities) => entities.invoice.create(invoice).commit());
  return {
    invoice,
    apiPath: `/api${invoicePayPath(invoice.invoiceId, invoice.payKey!).replace('/pay/invoice', '/invoices')}`,
    pagePath: invoicePayPath(invoice.invoiceId, invoice.payKey!),
  };
}
