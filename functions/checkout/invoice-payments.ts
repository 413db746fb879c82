// Paying a provider's invoice online through its pay link (shared/invoice-payment.ts): the link
// opens the invoice (the key compared in constant time; a wrong key answers exactly like a missing
// invoice), opens a payment session for the amount stored on the invoice (never one from the
// client), and a paid session marks the invoice paid by card, exactly once: the webhook and the
// payer's return both call recordPaidInvoice, any number of times, and only the write conditioned
// on the invoice still being unpaid wins.
import { changeInvoiceCounted } from '../financials/tallies/tally-writes';
import { INVOICE_PAYMENT_MESSAGES, invoicePayPath, type InvoicePayParams, type PayableInvoice } from '../../shared/invoice-payment';
import { FINANCIAL_MESSAGES } from '../../shared/schemas/financials';
import { financialDate } from '../../shared/financial-periods';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import { sameLinkKey } from '../platform/link-keys';
import { logger } from '../platform/logger';
import type { PaymentPort, PaymentSession } from '../platform/payments/payment-port';
import { displayStatus } from '../financials/invoices/invoice-record';
import type { StoredInvoice } from '../financials/ledger';
import { SESSION_ID_PLACEHOLDER } from './return-urls';

export interface InvoicePaymentDeps {
  store: Store;
  payments: PaymentPort;
  clock: () => Date;
}

/** Marks a payment session as an invoice's (Stripe metadata); a booking's sessions never carry it. */
const INVOICE_METADATA_KEY = 'invoice_id';

/** Writes racing for one invoice settle within a few attempts. */
const MAX_ATTEMPTS = 5;

const today = (deps: Pick<InvoicePaymentDeps, 'clock'>) => financialDate(deps.clock());

async function readInvoice(store: Store, invoiceId: string): Promise<StoredInvoice | undefined> {
  const { data } = await store.entities.invoice.get({ invoiceId }).go({ consistent: true });
  return data ?? undefined;
}

/** The invoice a pay link opens; anything else, a draft included, is 'Invoice Not Found'. */
async function openPayLink(store: Store, params: InvoicePayParams): Promise<StoredInvoice> {
  const invoice = await readInvoice(store, params.invoiceId);
  if (!invoice || !sameLinkKey(invoice.payKey, params.key) || invoice.status === 'draft') throw notFound(FINANCIAL_MESSAGES.invoiceNotFound);
  return invoice;
}

function payableView(invoice: StoredInvoice, on: string): PayableInvoice {
  return {
    invoiceId: invoice.invoiceId,
    invoiceNumber: invoice.invoiceNumber,
    businessName: invoice.providerName,
    customerName: invoice.customer.name,
    dateIssued: invoice.dateIssued,
    dateDue: invoice.dateDue,
    status: displayStatus(invoice, on),
    lineItems: invoice.lineItems,
    amountCents: invoice.amountCents,
    terms: invoice.terms,
    ...(invoice.paymentDate ? { paymentDate: invoice.paymentDate } : {}),
    payable: invoice.status === 'unpaid' && invoice.amountCents > 0,
  };
}

export async function getPayableInvoice(deps: Pick<InvoicePaymentDeps, 'store' | 'clock'>, params: InvoicePayParams): Promise<PayableInvoice> {
  return payableView(await openPayLink(deps.store, params), today(deps));
}

/** A payment session for the invoice's stored amount; the payer comes back to the pay link. */
export async function createInvoiceCheckout(deps: InvoicePaymentDeps, origin: string, params: InvoicePayParams): Promise<{ url: string }> {
  const invoice = await openPayLink(deps.store, params);
  if (!payableView(invoice, today(deps)).payable) throw conflict(INVOICE_PAYMENT_MESSAGES.notPayable);
  const payPage = `${origin}${invoicePayPath(invoice.invoiceId, params.key)}`;
  const session = await deps.payments.createCheckoutSession({
    clientReferenceId: `invoice-${invoice.invoiceId}`,
    amountCents: invoice.amountCents,
    currency: 'usd',
    description: `Invoice ${invoice.invoiceNumber} - ${invoice.providerName}`,
    ...(invoice.customer.email ? { customerEmail: invoice.customer.email } : {}),
    // The placeholder's braces must reach the payment provider unescaped.
    successUrl: `${payPage}?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${payPage}?payment=cancelled`,
    metadata: { [INVOICE_METADATA_KEY]: invoice.invoiceId, invoice_number: invoice.invoiceNumber, provider_id: invoice.providerId },
    // One session per version of the invoice: an edited amount opens a new one.
    idempotencyKey: `invoice-${invoice.invoiceId}-${invoice.updatedAt}`,
  });
  return { url: session.url };
}

export type InvoicePaymentOutcome =
  | { status: 'recorded'; invoiceId: string; created: boolean }
  | { status: 'unpaid' | 'amountMismatch' | 'notPayable' | 'unknownInvoice'; invoiceId: string };

/** The invoice a payment session pays, if it is an invoice's session. */
export const invoiceIdOfSession = (session: Pick<PaymentSession, 'metadata'>): string | undefined => session.metadata[INVOICE_METADATA_KEY];

/**
 * Marks the invoice paid by card on today's date (the financials' clock), once. A session for a
 * different amount (the invoice was edited while its payer was paying) or for an invoice cancelled
 * meanwhile is not recorded and is logged as an error for staff to refund.
 */
export async function recordPaidInvoice(deps: InvoicePaymentDeps, session: PaymentSession, attempt = 1): Promise<InvoicePaymentOutcome> {
  const invoiceId = invoiceIdOfSession(session);
  if (!invoiceId) throw new Error('Not an invoice payment session');
  const invoice = await readInvoice(deps.store, invoiceId);
  if (!invoice) return { status: 'unknownInvoice', invoiceId };
  if (session.paymentStatus !== 'paid') return { status: 'unpaid', invoiceId };
  const paidBy = session.paymentIntentId ?? session.id;
  if (invoice.status === 'paid') {
    return invoice.paymentTransactionId === paidBy ? { status: 'recorded', invoiceId, created: false } : paidTwice(invoice, session);
  }
  if (invoice.status !== 'unpaid') return refundDue('notPayable', invoice, session);
  if (session.amountTotalCents !== invoice.amountCents) return refundDue('amountMismatch', invoice, session);
  const changes = { status: 'paid' as const, paymentMethod: 'card' as const, paymentDate: today(deps), paymentTransactionId: paidBy };
  // Its share of the provider's tallies is worked out from the invoice as read: the write is conditioned on it (updatedAt).
  const { refused } = await changeInvoiceCounted(deps.store, invoice.providerId, invoice, { ...invoice, ...changes }, (entities) =>
    entities.invoice
      .patch({ invoiceId })
      .set(changes)
      .where(
        (attributes, { eq }) =>
          `${eq(attributes.status, 'unpaid')} AND ${eq(attributes.amountCents, session.amountTotalCents)} AND ${eq(attributes.updatedAt, invoice.updatedAt)}`,
      )
      .commit(),
  );
  if (!refused) return { status: 'recorded', invoiceId, created: true };
  if (attempt >= MAX_ATTEMPTS) throw new Error(`Recording the payment of invoice ${invoiceId} kept conflicting`);
  // Someone else wrote first: the same payment's other delivery, a mark-paid, an edit or a cancel.
  return recordPaidInvoice(deps, session, attempt + 1);
}

function refundDue(status: 'amountMismatch' | 'notPayable', invoice: StoredInvoice, session: PaymentSession): InvoicePaymentOutcome {
  logger.error('An invoice payment could not be recorded and needs a refund', {
    invoiceId: invoice.invoiceId,
    reason: status,
    invoiceStatus: invoice.status,
    invoiceCents: invoice.amountCents,
    paidCents: session.amountTotalCents,
    paymentIntentId: session.paymentIntentId,
  });
  return { status, invoiceId: invoice.invoiceId };
}

function paidTwice(invoice: StoredInvoice, session: PaymentSession): InvoicePaymentOutcome {
  logger.error('An invoice was paid a second time and needs a refund', {
    invoiceId: invoice.invoiceId,
    paidBy: invoice.paymentTransactionId ?? invoice.paymentMethod,
    paymentIntentId: session.paymentIntentId,
  });
  return { status: 'notPayable', invoiceId: invoice.invoiceId };
}

/** The payer's return: records the session if paid (the webhook may not have arrived), then the invoice as it stands. */
export async function confirmInvoicePayment(deps: InvoicePaymentDeps, params: InvoicePayParams, sessionId: string): Promise<PayableInvoice> {
  const invoice = await openPayLink(deps.store, params);
  const session = await deps.payments.retrieveCheckoutSession(sessionId);
  if (session && invoiceIdOfSession(session) === invoice.invoiceId) await recordPaidInvoice(deps, session);
  return getPayableInvoice(deps, params);
}
